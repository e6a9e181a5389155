/**
 * The customer area (services/customer-area/): the customer's orders and positions, packages,
 * manual courses, saved searches, the §15 FAO training state per year and the chamber letter.
 */
export { deleteFavorite, listFavorites, saveFavorite } from './favorites.ts';
export { chamberLetter } from './letter.ts';
export * from './manual-courses.ts';
export { assignPositionScope, customerOrders, customerOrdersOfYear, customerPosition, type OrderViewOptions } from './orders.ts';
export { seatsOfCourses, type PositionSeats } from './position-seats.ts';
export { customerPackages } from './packages.ts';
export { customerTrainingState } from './state.ts';

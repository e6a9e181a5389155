/**
 * Course search (services/search/): the search itself, the cities of the place filter, the planner
 * statistics the seed refreshes, the search's "today", and the saved searches' query.
 */
export { searchCourses } from './service.ts';
export { listCities, loadCity, suggestCities } from './cities.ts';
export { refreshPlannerStatistics } from './statistics.ts';
export { searchToday } from './window.ts';
export { toSearchQuery } from './parameters.ts';

/**
 * The stored orders (services/order-store/): the orders table with its snapshot positions, read back
 * only for the order's owner, and the VAT arithmetic of their totals. A room of its own below the
 * order, payment and invoice areas, which all read orders: so none of them needs another's files.
 */
export { insertOrder, ownerKey, payableOrderIds, readOwnOrder, setOrderStatus, withoutWithdrawn } from './store.ts';
export type { NewOrder, OrderOwner, StoredOrder } from './store.ts';
export { lineVat, totalsOf, vatTreatment, type LineVat } from './vat.ts';
export { lineTraining } from './training.ts';
export { instalmentsOfPositions } from './instalments.ts';

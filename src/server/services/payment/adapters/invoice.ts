/**
 * "Rechnung": no provider. The attempt is OPEN from the start and the order is binding at once; the
 * confirmation and the invoice tell the buyer where to transfer the sum and by when.
 */
import { refuseAccountData, type PaymentProvider } from '../provider.ts';

export const invoiceAdapter: PaymentProvider = {
  method: 'INVOICE',
  name: 'invoice',
  redirect: false,
  testMode: false,
  checkChoice: refuseAccountData,
  start: async () => ({ status: 'OPEN', providerReference: null }),
  paymentPageUrl: () => null,
  outcome: async () => 'PENDING',
  abandon: async () => 'CANCELLED',
  // Paid by transfer: the seller transfers the amount back to the buyer's account.
  refund: async () => ({ providerReference: null }),
};

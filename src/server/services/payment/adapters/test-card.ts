/**
 * CREDIT_CARD through the embedded test provider: a redirect provider like a real card acquirer's
 * hosted payment page, but local (GET /payment-test/{session}), clearly marked as test mode, where
 * the shopper pays, declines or cancels, and is sent back to the shop's return address. The shop
 * never trusts the return itself: validate-payment asks the provider (its table) for the outcome.
 */
import { refuseAccountData, type PaymentProvider } from '../provider.ts';
import { createSession, outcomeOf, refundSession, withdraw } from '../test-provider/sessions.ts';

export const TEST_PAGE_PATH = '/payment-test';

export const testCardAdapter: PaymentProvider = {
  method: 'CREDIT_CARD',
  name: 'test-card',
  redirect: true,
  testMode: true,
  // No card data ever reaches the shop: it is entered on the provider's page.
  checkChoice: refuseAccountData,
  async start(tx, request) {
    const reference = await createSession(tx, {
      merchantReference: request.paymentId,
      amountValue: request.amountValue,
      description: request.orderNumber,
      returnUrl: request.returnUrl,
      language: request.language,
    });
    return { status: 'PENDING', providerReference: reference };
  },
  paymentPageUrl: (publicUrl, reference) => `${publicUrl}${TEST_PAGE_PATH}/${reference}`,
  outcome: (tx, reference) => outcomeOf(tx, reference),
  abandon: (tx, reference) => withdraw(tx, reference),
  // The provider records the refund in its books and its page shows it ("Erstattet …").
  async refund(tx, request) {
    if (!request.providerReference) throw new Error('test-card refund: the payment has no session');
    return { providerReference: await refundSession(tx, request.providerReference, request.amountValue, request.reference) };
  },
};

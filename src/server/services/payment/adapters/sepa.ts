/**
 * SEPA direct debit: the shopper gives account holder and IBAN (checked by its ISO 13616 checksum and
 * its country's length) and agrees to the mandate. No provider is asked: the attempt is OPEN, the
 * order binding at once, and the confirmation is the pre-notification (amount, date, mandate
 * reference, creditor id). The debit itself is collected by the seller's bank from the stored mandate.
 */
import { HttpError } from '../../../errors.ts';
import { isValidIban, normalizeIban } from '../../../../shared/iban.ts';
import type { PaymentProvider } from '../provider.ts';
import { nextMandateReference, sepaMandateText } from './sepa-mandate.ts';

export const sepaAdapter: PaymentProvider = {
  method: 'SEPA_DIRECT_DEBIT',
  name: 'sepa',
  redirect: false,
  testMode: false,
  checkChoice(choice) {
    if (!choice.sepa)
      throw new HttpError(422, 'IBAN_INVALID', 'SEPA direct debit needs the account holder and the IBAN', 'sepa.iban');
    if (!isValidIban(choice.sepa.iban)) {
      throw new HttpError(
        422,
        'IBAN_INVALID',
        'The IBAN is not valid (check its length and check digits)',
        'sepa.iban',
      );
    }
    if (!choice.sepa.accountHolder.trim()) {
      throw new HttpError(422, 'ACCOUNT_HOLDER_MISSING', 'The account holder is required', 'sepa.accountHolder');
    }
  },
  async start(tx, { choice }) {
    const sepa = choice.sepa!;
    return {
      status: 'OPEN',
      providerReference: null,
      sepa: {
        accountHolder: sepa.accountHolder.trim(),
        iban: normalizeIban(sepa.iban),
        mandateReference: await nextMandateReference(tx),
      },
    };
  },
  paymentPageUrl: () => null,
  outcome: async () => 'PENDING',
  abandon: async () => 'CANCELLED',
  // Collected by direct debit: the seller transfers the amount back to the debited account.
  refund: async () => ({ providerReference: null }),
  mandateText: sepaMandateText,
};

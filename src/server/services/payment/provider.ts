/**
 * The one interface every payment method is handled through (docs/decisions/010-payment-providers.md).
 * The payment service (service.ts) keeps our `payment` rows and the order's state; an adapter speaks
 * for one method and, for redirect methods, to one provider. Adding a real card or PayPal provider is
 * one more adapter: nothing outside services/payment/ changes.
 */
import type { PaymentChoice, PaymentMethod } from '../../../shared/order.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import type { Seller } from '../invoice/index.ts';

export type PageLanguage = 'de' | 'en';

export interface PaymentStart {
  /** Our id of the attempt (payment.id), also the paymentId the shopper's browser carries back. */
  paymentId: string;
  orderId: number;
  orderNumber: string;
  amountValue: number;
  choice: PaymentChoice;
  /** Where a redirect provider sends the browser back (the shop's /order/payment or /guest-order/payment). */
  returnUrl: string;
  /** The shop's own address (PUBLIC_URL), for pages the shop serves itself. */
  publicUrl: string;
  language: PageLanguage;
}

export interface StartedPayment {
  /** OPEN: binding as soon as the order is confirmed (invoice, SEPA); PENDING: the provider has to answer. */
  status: 'OPEN' | 'PENDING';
  /** The provider's id of the payment (null when there is no provider). */
  providerReference: string | null;
  /** SEPA: the account and the mandate the shopper agreed to. */
  sepa?: { accountHolder: string; iban: string; mandateReference: string };
}

/** A refund of (part of) a paid or collected payment (a withdrawal, services/withdrawal/). */
export interface RefundRequest {
  /** The provider's id of the payment (null when there is no provider). */
  providerReference: string | null;
  amountValue: number;
  /** The shop's id of this refund, unique: a provider records a retried refund with it once. */
  reference: string;
}

export interface RefundResult {
  /** The provider's id of the refund; null when the seller pays it back by bank transfer. */
  providerReference: string | null;
}

/** What the provider says about a payment that was PENDING. */
export type ProviderOutcome = 'PENDING' | 'PAID' | 'DECLINED' | 'CANCELLED';

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Stored in payment.provider: which adapter a row belongs to. */
  readonly name: string;
  /** The browser goes to the provider's page to pay. */
  readonly redirect: boolean;
  /** No real money moves (the embedded test provider). */
  readonly testMode: boolean;
  /** Refuses a choice the method cannot take (422/400 with the field), before anything is written. */
  checkChoice(choice: PaymentChoice): void;
  /** Starts an attempt with the provider (inside the caller's transaction). */
  start(tx: Queryable, request: PaymentStart): Promise<StartedPayment>;
  /** Redirect methods: the page the browser pays on, while the attempt is pending. */
  paymentPageUrl(publicUrl: string, providerReference: string): string | null;
  /** Redirect methods: asks the provider how the attempt stands. */
  outcome(tx: Queryable, providerReference: string): Promise<ProviderOutcome>;
  /**
   * Redirect methods: the shopper chose another way; the attempt must not be payable any more.
   * Answers the outcome it ended with (PAID when the shopper paid just before).
   */
  abandon(tx: Queryable, providerReference: string): Promise<ProviderOutcome>;
  /**
   * Pays back `amountValue` of a paid (or collected) payment (§ 357 Abs. 1, 3 BGB: within 14 days,
   * by the means the consumer paid with). A card provider refunds to the card and answers its refund
   * id; methods without a provider answer null: the seller transfers the amount back.
   */
  refund(tx: Queryable, request: RefundRequest): Promise<RefundResult>;
  /** The mandate text the shopper agrees to (SEPA), per language; null for other methods. */
  mandateText?(seller: Seller | null): Record<PageLanguage, string>;
}

/** A method that takes no bank account refuses one (PaymentChoice: sepa only for SEPA_DIRECT_DEBIT). */
export function refuseAccountData(choice: PaymentChoice): void {
  if (choice.sepa)
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      `body: sepa is only for SEPA_DIRECT_DEBIT, not ${choice.paymentMethod}`,
      'sepa',
    );
}

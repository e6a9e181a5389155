/**
 * The customer's checkout before placing: the summary (GET /api/order/summary) and the chosen payment
 * method (GET/PUT /api/order/payment), checked against what the cart is offered (services/payment).
 */
import type { ChosenPayment, OrderSummary, PaymentChoice } from '../../../shared/order.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { loadCart } from '../cart/index.ts';
import { customerBuyer } from '../customer.ts';
import { normalizeIban } from '../../../shared/iban.ts';
import { checkPaymentChoice, offeredPaymentMethods } from '../payment/index.ts';
import { readCustomerCheckout, rememberSummaryPositions, setCustomerPayment } from './checkout-store.ts';
import { chosenPayment } from './place.ts';
import { summarize } from './summary.ts';

export const customerIncomplete = () =>
  new HttpError(412, 'CUSTOMER_INCOMPLETE', 'Please complete the customer data first (PUT /api/order/customer)');

/**
 * GET /api/order/summary: 409 CART_EMPTY, 412 CUSTOMER_INCOMPLETE, else the summary of the server cart.
 * The positions it shows are recorded on the checkout: placing orders exactly those (place.ts), and
 * a course added in another tab meanwhile stays in the cart.
 */
export async function customerSummary(db: Queryable, customerId: number, today: string): Promise<OrderSummary> {
  const cart = await loadCart(db, { customerId }, today);
  if (cart.positions.length === 0) throw new HttpError(409, 'CART_EMPTY', 'The cart is empty');
  const buyer = await customerBuyer(db, customerId);
  if (!buyer) throw customerIncomplete();
  const summary = await summarize(db, cart, buyer, chosenPayment(await readCustomerCheckout(db, customerId)), today);
  await rememberSummaryPositions(db, customerId, summary.lines.map((line) => line.positionId));
  return summary;
}

/** GET /api/order/payment. */
export async function readChosenPayment(db: Queryable, customerId: number): Promise<ChosenPayment> {
  return chosenPayment(await readCustomerCheckout(db, customerId));
}

/** A payment choice as checked and stored: IBAN compact and upper case, holder trimmed. */
export const normalizeChoice = (input: PaymentChoice): PaymentChoice =>
  input.sepa
    ? {
        paymentMethod: input.paymentMethod,
        sepa: { accountHolder: input.sepa.accountHolder.trim(), iban: normalizeIban(input.sepa.iban) },
      }
    : { paymentMethod: input.paymentMethod };

/** PUT /api/order/payment: 422 PAYMENT_METHOD_NOT_OFFERED / IBAN_INVALID, else stored on the checkout. */
export async function choosePayment(
  db: Database,
  customerId: number,
  input: PaymentChoice,
  today: string,
): Promise<ChosenPayment> {
  const choice = normalizeChoice(input);
  const cart = await loadCart(db, { customerId }, today);
  checkPaymentChoice(choice, offeredPaymentMethods(cart, true));
  await db.transaction((tx) =>
    setCustomerPayment(
      tx,
      customerId,
      choice.paymentMethod,
      choice.paymentMethod === 'SEPA_DIRECT_DEBIT' ? (choice.sepa ?? null) : null,
    ),
  );
  return readChosenPayment(db, customerId);
}

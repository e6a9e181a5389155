/**
 * The firm calls as tests/server/firm*.test.ts drive them: verified customers (an invitation is
 * accepted only with a verified address), a firm with its office manager, invitations read from the
 * outbox (the token of the mail's link), members who joined through them, and orders placed on
 * invoice (also tests/server/substitution.test.ts).
 */
import { expect } from 'vitest';
import type { Cart } from '../../src/shared/cart.ts';
import type { FirmMembership } from '../../src/shared/firm.ts';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import { newKey, positionOf, type Bookable, type OrderApi } from './order-api.ts';

export interface Person {
  id: number;
  token: string;
  email: string;
}

/** A signed-in customer with complete buyer data; verified unless told otherwise. */
export async function person(api: OrderApi, verified = true): Promise<Person> {
  const customer = await api.customer();
  const [row] = await api.q<{ email: string }>(
    `update account set email_verified_at = case when $2::boolean then now() end where id = $1 returning email`,
    [customer.id, verified],
  );
  return { ...customer, email: row!.email };
}

export async function createFirm(api: OrderApi, manager: Person, name = 'Kanzlei Muster & Partner'): Promise<FirmMembership> {
  const created = await api.call({ method: 'POST', url: '/api/firm', token: manager.token, payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<FirmMembership>();
}

export const invite = (api: OrderApi, manager: Person, email: string) =>
  api.call({ method: 'POST', url: '/api/firm/invitations', token: manager.token, payload: { email } });

/** The token of the newest invitation mail to `email` (from its link /kanzlei-einladung#token=…). */
export async function invitationToken(api: OrderApi, email: string): Promise<string> {
  const [mail] = await api.q<{ text_body: string }>(
    'select text_body from mail_outbox where lower(recipient) = lower($1) order by id desc limit 1',
    [email],
  );
  const token = /\/kanzlei-einladung#token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

export const accept = (api: OrderApi, who: Person, token: string) =>
  api.call({ method: 'POST', url: '/api/firm/invitation/accept', token: who.token, payload: { token } });

/** Invites `who` and accepts with their account: a member of the manager's firm. */
export async function join(api: OrderApi, manager: Person, who: Person): Promise<void> {
  const invited = await invite(api, manager, who.email);
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await accept(api, who, await invitationToken(api, who.email));
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** Places the customer's cart on invoice (CONFIRMED at once); answers the placing answer. */
export async function placeOnInvoice(api: OrderApi, token: string) {
  const chosen = await api.call({ method: 'PUT', url: '/api/order/payment', token, payload: { paymentMethod: 'INVOICE' } });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token })).json<OrderSummary>();
  return api.call({
    method: 'PUT', url: '/api/order', token, key: newKey(),
    payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
  });
}

/**
 * The customer orders `seats` places of `date` on invoice (CONFIRMED at once), naming `participants`
 * in the checkout (the entries of PUT /api/order/participants; left out: nobody named); answers the order.
 */
export async function orderOnInvoice(api: OrderApi, token: string, date: Bookable, seats = 1, participants?: unknown[]): Promise<Order> {
  const added = await api.call({ method: 'PUT', url: '/api/cart', token, payload: { ...positionOf(date), seats } });
  expect(added.statusCode, added.body).toBe(200);
  if (participants) {
    const positionId = added.json<Cart>().positions.find((p) => p.scheduleId === date.scheduleId)!.id!;
    const named = await api.call({ method: 'PUT', url: '/api/order/participants', token, payload: { positions: [{ positionId, participants }] } });
    expect(named.statusCode, named.body).toBe(200);
  }
  const placed = await placeOnInvoice(api, token);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<Order>();
}

export const counts = async (api: OrderApi) =>
  (await api.q<{ members: number; invitations: number; firms: number; mails: number }>(
    `select (select count(*)::int from firm_member) as members, (select count(*)::int from firm_invitation) as invitations,
            (select count(*)::int from firm) as firms, (select count(*)::int from mail_outbox) as mails`,
  ))[0]!;

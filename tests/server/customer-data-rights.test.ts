/**
 * The customer's data rights (issue 26 §5): GET /api/customer/data-export holds the customer's own
 * order and nothing of another customer's, and no secret; POST /api/customer/account/delete refuses a
 * wrong password without changing anything, keeps orders and invoices (the firm's office manager reads
 * them as before), frees the e-mail address, ends the sign-in at the identity provider (old password,
 * refresh token) and refuses the last office manager of a firm with other members.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, DeletionPreview } from '../../src/shared/data-rights.ts';
import type { FirmOrders } from '../../src/shared/firm.ts';
import { createAccount } from '../../src/server/identity/accounts.ts';
import { tombstoneEmail } from '../../src/server/services/data-rights/index.ts';
import { invoicePdfFor } from '../../src/server/services/invoice/index.ts';
import { orderDates } from '../support/course-orders.ts';
import { createFirm, join, person, type Person } from '../support/firm-api.ts';
import { Browser, refresh, signIn } from '../support/identity.ts';
import { bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

/** The password tests/support/order-api.ts gives every customer. */
const PASSWORD = 'Bestellung-Test-2026';

let api: OrderApi;
let dates: Bookable[];
let nextDate = 0;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

/** A verified customer with one order of a future date, on invoice (CONFIRMED, not paid yet). */
async function customerWithOrder(): Promise<Person & { orderNumber: string; orderId: number; invoiceNumber: string }> {
  const customer = await person(api);
  const { order } = await orderDates(api, customer, [dates[nextDate++ % dates.length]!]);
  const [invoice] = await api.q<{ invoice_number: string }>('select invoice_number from invoice where order_id = $1', [order.id]);
  return { ...customer, orderNumber: order.orderNumber, orderId: order.id, invoiceNumber: invoice!.invoice_number };
}

const exportOf = (who: { token: string }) => api.call({ method: 'GET', url: '/api/customer/data-export', token: who.token });
const preview = (who: { token: string }) => api.call({ method: 'GET', url: '/api/customer/account/deletion', token: who.token });
const deleteAccount = (who: { token: string }, password: string) =>
  api.call({ method: 'POST', url: '/api/customer/account/delete', token: who.token, payload: { password } });

/** Every property name in a JSON value, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** Whether the credentials still sign in at the provider's login page. */
async function signsIn(email: string, password: string): Promise<boolean> {
  try {
    await signIn(new Browser(api.server.app), { email, password });
    return true;
  } catch {
    return false;
  }
}

describe('GET /api/customer/data-export', () => {
  it('is one JSON file with the customer’s order, invoice and profile, and nothing of another customer', async () => {
    const mine = await customerWithOrder();
    const other = await customerWithOrder();
    const saved = await api.call({ method: 'PUT', url: '/api/favorites', token: mine.token, payload: { name: 'Arbeitsrecht', parameters: { term: 'Arbeitsrecht' } } });
    expect(saved.statusCode, saved.body).toBeLessThan(300);

    const answer = await exportOf(mine);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="kursmarkt-daten-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers['cache-control']).toContain('no-store');
    const data = answer.json<DataExport>();
    expect(data.profile.email).toBe(mine.email);
    expect(data.orders.map((order) => order.orderNumber)).toEqual([mine.orderNumber]);
    expect(data.orders[0]!.positions.length).toBeGreaterThan(0);
    expect(data.orders[0]!.buyer).toMatchObject({ lastName: 'Beispiel' });
    expect(data.invoices).toEqual([expect.objectContaining({ invoiceNumber: mine.invoiceNumber, orderNumber: mine.orderNumber })]);
    expect(data.favorites.map((favorite) => favorite.name)).toEqual(['Arbeitsrecht']);
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'EARLY_START', orderNumber: mine.orderNumber })]);
    for (const key of ['manualCourses', 'bookmarks', 'firmMemberships', 'certificates', 'creditNotes'] as const) expect(data[key]).toEqual([]);

    // Nothing of the other customer, and no secret.
    expect(answer.body).not.toContain(other.orderNumber);
    expect(answer.body).not.toContain(other.invoiceNumber);
    expect(answer.body).not.toContain(other.email);
    expect(answer.body).not.toContain('scrypt$');
    expect(keysOf(data).filter((key) => /password|token|hash/i.test(key))).toEqual([]);
    expect(answer.body).not.toContain(mine.token);
  });

  it('needs a sign-in, and answers 429 after ten exports an hour', async () => {
    expect((await api.call({ method: 'GET', url: '/api/customer/data-export' })).statusCode).toBe(401);
    const customer = await person(api);
    for (let n = 0; n < 10; n += 1) expect((await exportOf(customer)).statusCode).toBe(200);
    const refused = await exportOf(customer);
    expect(refused.statusCode).toBe(429);
    // Another account has its own allowance.
    expect((await exportOf(await person(api))).statusCode).toBe(200);
  });
});

describe('deleting the account', () => {
  it('says first what happens to open payments and upcoming courses, and what is kept', async () => {
    const customer = await customerWithOrder();
    const answer = await preview(customer);
    expect(answer.statusCode, answer.body).toBe(200);
    const said = answer.json<DeletionPreview>();
    expect(said.openPayments).toEqual([expect.objectContaining({ orderNumber: customer.orderNumber, status: 'CONFIRMED' })]);
    expect(said.upcomingCourses).toEqual([expect.objectContaining({ orderNumber: customer.orderNumber, seats: 1 })]);
    expect(said).toMatchObject({ keptOrders: 1, keptInvoices: 1, retentionYears: { invoices: 8, orders: 10 }, blockedBy: null });
  });

  it('refuses a wrong password and changes nothing', async () => {
    const customer = await customerWithOrder();
    const before = await api.q('select * from account where id = $1', [customer.id]);
    const refused = await deleteAccount(customer, 'Falsches-Passwort-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    expect(await api.q('select * from account where id = $1', [customer.id])).toEqual(before);
    expect((await exportOf(customer)).statusCode).toBe(200);
    expect(await signsIn(customer.email, PASSWORD)).toBe(true);
    // A body without the password is refused by its schema.
    const empty = await api.call({ method: 'POST', url: '/api/customer/account/delete', token: customer.token, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps order and invoice, frees the e-mail, and ends the sign-in at the provider', async () => {
    const customer = await customerWithOrder();
    const device = new Browser(api.server.app);
    const tokens = await signIn(device, { email: customer.email, password: PASSWORD });
    expect(tokens.refresh_token).toBeDefined();
    await expect((await api.call({ method: 'PUT', url: '/api/bookmarks', token: customer.token, payload: { courseId: dates[0]!.courseId } })).statusCode).toBe(201);

    const deleted = await deleteAccount(customer, PASSWORD);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // The personal data are gone; the account row is a tombstone the orders refer to.
    const [account] = await api.q<Record<string, unknown>>('select * from account where id = $1', [customer.id]);
    expect(account).toMatchObject({ email: tombstoneEmail(customer.id), first_name: '', last_name: '', street: null, company: null });
    expect(account!.deleted_at).not.toBeNull();
    for (const table of ['bookmark', 'favorite', 'manual_course', 'cart', 'checkout']) {
      expect(await api.q(`select 1 from ${table} where customer_id = $1`, [customer.id]), table).toEqual([]);
    }
    // Order and invoice are kept as they were, and the invoice still renders.
    const [order] = await api.q<{ order_number: string; email: string }>('select order_number, email from customer_order where id = $1', [customer.orderId]);
    expect(order).toEqual({ order_number: customer.orderNumber, email: customer.email });
    const [invoice] = await api.q<{ id: number; invoice_number: string }>('select id::int as id, invoice_number from invoice where order_id = $1', [customer.orderId]);
    expect(invoice!.invoice_number).toBe(customer.invoiceNumber);
    const pdf = await invoicePdfFor(api.server.database.db, { customerId: customer.id }, invoice!.id);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The provider: the old password fails, the refresh token is refused, the account's API calls find nothing.
    expect(await signsIn(customer.email, PASSWORD)).toBe(false);
    const refreshed = await refresh(device, tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await exportOf(customer)).statusCode).toBe(401);
    // The access token the customer still holds stops at once, not when it expires.
    expect((await api.call({ method: 'GET', url: '/api/customer/orders?size=10', token: customer.token })).statusCode).toBe(401);
    // The SPA's logout at the provider (its session is gone) answers a self-submitting form whose script the policy allows.
    const logout = await device.get(`/oidc/session/end?id_token_hint=${tokens.id_token}&client_id=kursmarkt-spa`);
    expect(logout.statusCode).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(logout.body)?.[1];
    expect(script).toBeDefined();
    expect(String(logout.headers['content-security-policy'])).toContain(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    expect((await deleteAccount(customer, PASSWORD)).statusCode).toBe(401);

    // The address is free: a new account with it registers and signs in, and sees none of the old orders.
    const again = await createAccount(api.server.database.db, { email: customer.email, password: 'Neues-Konto-2026', firstName: 'Neu', lastName: 'Kunde' });
    expect(again).toBeDefined();
    const fresh = await signIn(new Browser(api.server.app), { email: customer.email, password: 'Neues-Konto-2026' });
    const orders = await api.call({ method: 'GET', url: '/api/customer/orders?size=10', token: fresh.access_token });
    expect(orders.json()).toMatchObject({ count: 0 });
  });

  it('refuses the last office manager of a firm with other members; a member’s orders stay the firm’s', async () => {
    const manager = await customerWithOrder();
    await createFirm(api, manager);
    const member = await person(api);
    await join(api, manager, member);
    const { order } = await orderDates(api, member, [dates[nextDate++ % dates.length]!]);

    expect((await preview(manager)).json<DeletionPreview>().blockedBy).toBe('LAST_OFFICE_MANAGER');
    const refused = await deleteAccount(manager, PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_OFFICE_MANAGER' });
    expect(await signsIn(manager.email, PASSWORD)).toBe(true);
    expect(await api.q('select 1 from firm_member where account_id = $1 and left_at is null', [manager.id])).toHaveLength(1);

    // The member deletes their account: the firm's office manager still sees the order and reads its invoice.
    expect((await deleteAccount(member, PASSWORD)).statusCode).toBe(204);
    const firmOrders = (await api.call({ method: 'GET', url: '/api/firm/orders', token: manager.token })).json<FirmOrders>();
    const kept = firmOrders.orders.find((candidate) => candidate.orderNumber === order.orderNumber);
    expect(kept?.invoiceUrl).toMatch(/^\/api\/firm\/invoices\/\d+$/);
    // The buyer's name as ordered (the account has none any more).
    expect(kept?.buyer).toMatchObject({ firstName: 'Berta', lastName: 'Beispiel' });
    const invoice = await api.call({ method: 'GET', url: kept!.invoiceUrl!, token: manager.token });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    // Now alone in the firm, the manager may go: the firm closes.
    expect((await deleteAccount(manager, PASSWORD)).statusCode).toBe(204);
  });
});

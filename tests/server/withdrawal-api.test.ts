/**
 * The withdrawal function's API (issue 24 §1; routes/withdrawal/, services/withdrawal/) through
 * app.inject on PGlite (and PostgreSQL with DATABASE_URL): the link by number + e-mail (same answer
 * whether or not they match), the customer's token for their own order only, every refusal changing
 * nothing, declaring in one transaction (seats, voucher uses, refund, credit note, mail), 20 parallel
 * declarations of one position, gapless credit note numbers across a rolled-back attempt, amounts to
 * the cent with the pro-rata share, the card refund at the test provider, and the credit note PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrdersByYear } from '../../src/shared/customer-area.ts';
import type { BuyerData, GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import type { WithdrawableOrder, WithdrawalPreview, WithdrawalReceipt } from '../../src/shared/withdrawal.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import { REQUESTED_MAILS_PER_DAY } from '../../src/server/services/mail.ts';
import { BUYER, bookable, newKey, positionOf, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import { customerOrder, decideOnTestPage, guestOrder, openTestPage, returnOf } from '../support/payment-flow.ts';

let api: OrderApi;
let dates: Bookable[];
let next = 0;
let scratch: string;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
  scratch = mkdtempSync(join(tmpdir(), 'withdrawal-'));
}, 120_000);
afterAll(async () => {
  await api?.server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const CONSUMER: Partial<BuyerData> = { buyerType: 'CONSUMER', company: null, taxNumber: null };
const INVOICE = { paymentMethod: 'INVOICE' } as const;
const CARD = { paymentMethod: 'CREDIT_CARD' } as const;
const take = (n: number) => dates.slice(next, (next += n));

const count = async (sql: string, params: unknown[] = []) => (await api.q<{ n: number }>(sql, params))[0]!.n;
const mailsTo = (address: string) =>
  api.q<{ subject: string; text_body: string }>('select subject, text_body from mail_outbox where lower(recipient) = lower($1) order by id', [address]);
const booked = async (scheduleId: number) => (await api.q<{ booked: number }>('select booked from course_schedule where id = $1', [scheduleId]))[0]!.booked;

/** A consumer guest's order of `positions`, paid by invoice (CONFIRMED, invoiced), with its own address. */
async function consumerGuestOrder(positions: Bookable[], choice: { paymentMethod: 'INVOICE' | 'CREDIT_CARD' } = INVOICE) {
  const email = `verbraucher.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const { order, orderToken } = await guestOrder(api, positions, choice, { ...CONSUMER, email });
  return { order, orderToken, email };
}

const tokenFor = (orderId: number, days = 30) =>
  signLink(api.server.database.db, { purpose: 'withdrawal', orderId, expiresAt: new Date(Date.now() + days * 86_400_000) });

const view = (token: string) => api.call({ method: 'GET', url: `/api/withdrawals/${token}` });
const preview = (token: string, positionIds: number[]) =>
  api.call({ method: 'POST', url: `/api/withdrawals/${token}/preview`, payload: { positionIds } });
const declare = (token: string, positionIds: number[], key = newKey(), who = { name: 'Vera Verbraucher', email: 'vera@example.org' }) =>
  api.call({ method: 'POST', url: `/api/withdrawals/${token}`, key, payload: { positionIds, ...who, language: 'de' } });

/** Everything a refused call must leave as it was. */
const snapshot = async (orderId: number) => ({
  withdrawals: await count('select count(*)::int as n from withdrawal where order_id = $1', [orderId]),
  withdrawn: await count('select count(*)::int as n from order_position where order_id = $1 and withdrawal_id is not null', [orderId]),
  creditNotes: await count('select count(*)::int as n from credit_note where order_id = $1', [orderId]),
  mails: await count('select count(*)::int as n from mail_outbox'),
  status: (await api.q<{ status: string }>('select status from customer_order where id = $1', [orderId]))[0]!.status,
});

function pdfText(bytes: Buffer): string {
  const file = join(scratch, `credit-note-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('the withdrawal link', () => {
  it('is mailed only when number and e-mail match; the answer is the same 202 either way', async () => {
    const { order, email } = await consumerGuestOrder(take(1));
    const stranger = 'fremd@example.org';
    const wrong = await api.call({
      method: 'POST', url: '/api/withdrawals/link-requests', payload: { orderNumber: order.orderNumber, email: stranger, language: 'de' },
    });
    const unknown = await api.call({
      method: 'POST', url: '/api/withdrawals/link-requests', payload: { orderNumber: 'KM-2026-999999999', email, language: 'de' },
    });
    const right = await api.call({
      method: 'POST', url: '/api/withdrawals/link-requests', payload: { orderNumber: order.orderNumber, email: email.toUpperCase(), language: 'de' },
    });
    for (const answer of [wrong, unknown, right]) {
      expect(answer.statusCode, answer.body).toBe(202);
      expect(answer.json()).toEqual({ sent: true });
    }
    expect(await mailsTo(stranger)).toHaveLength(0);
    const mails = (await mailsTo(email)).filter((mail) => mail.subject.includes('Widerruf'));
    expect(mails).toHaveLength(1);
    const token = /\/vertrag-widerrufen#token=([^\s]+)/.exec(mails[0]!.text_body)?.[1];
    expect(mails[0]!.text_body).toContain('http://shop.test/vertrag-widerrufen#token=');
    const opened = await view(token!);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<WithdrawableOrder>()).toMatchObject({ orderNumber: order.orderNumber, buyerType: 'CONSUMER', refusal: null, email });
  }, 60_000);

  it(`sends ${REQUESTED_MAILS_PER_DAY} link mails a day whatever the order's own mails were, then no more`, async () => {
    const { order, email } = await consumerGuestOrder(take(1));
    expect((await mailsTo(email)).length).toBeGreaterThan(0); // the placing mail
    const linkMails = async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('Widerruf')).length;
    for (let request = 1; request <= REQUESTED_MAILS_PER_DAY + 1; request += 1) {
      const answer = await api.call({
        method: 'POST', url: '/api/withdrawals/link-requests', payload: { orderNumber: order.orderNumber, email, language: 'de' },
      });
      expect(answer.statusCode).toBe(202);
      expect(await linkMails()).toBe(Math.min(request, REQUESTED_MAILS_PER_DAY));
    }
  }, 60_000);

  it('refuses a malformed e-mail address with 422 and sends nothing', async () => {
    const before = await count('select count(*)::int as n from mail_outbox');
    const answer = await api.call({
      method: 'POST', url: '/api/withdrawals/link-requests', payload: { orderNumber: 'KM-2026-100001', email: 'kein-at', language: 'de' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ code: 'INVALID_EMAIL', field: 'email' });
    expect(await count('select count(*)::int as n from mail_outbox')).toBe(before);
  });

  it('is issued to a signed-in customer for their own order only (another customer\'s answers 404)', async () => {
    const mine = await customerOrder(api, take(1), INVOICE, CONSUMER);
    const other = await api.customer(CONSUMER);
    const own = await api.call({ method: 'POST', url: `/api/customer/orders/${mine.order.orderNumber}/withdrawal-link`, token: mine.customer.token });
    expect(own.statusCode, own.body).toBe(200);
    expect((await view(own.json<{ token: string }>().token)).json<WithdrawableOrder>().orderNumber).toBe(mine.order.orderNumber);
    const foreign = await api.call({ method: 'POST', url: `/api/customer/orders/${mine.order.orderNumber}/withdrawal-link`, token: other.token });
    expect(foreign.statusCode).toBe(404);
    const guest = await api.call({ method: 'POST', url: `/api/customer/orders/${mine.order.orderNumber}/withdrawal-link` });
    expect(guest.statusCode).toBe(401);
  }, 60_000);

  it('answers a forged token 403 and an expired one 410, and changes nothing', async () => {
    const { order } = await consumerGuestOrder(take(1));
    const good = await tokenFor(order.id);
    const [id, expiry, mac] = good.split('.') as [string, string, string];
    const forged = `${id}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherOrder = `${Number(id) + 1}.${expiry}.${mac}`;
    const expired = await tokenFor(order.id, -1);
    const before = await snapshot(order.id);
    for (const token of [forged, otherOrder]) {
      expect((await view(token)).json()).toMatchObject({ statusCode: 403, code: 'WITHDRAWAL_TOKEN_INVALID' });
      expect((await declare(token, [order.lines[0]!.positionId])).statusCode).toBe(403);
    }
    expect((await view(expired)).json()).toMatchObject({ statusCode: 410, code: 'WITHDRAWAL_TOKEN_EXPIRED' });
    expect((await declare(expired, [order.lines[0]!.positionId])).statusCode).toBe(410);
    // A malformed token is refused like a forged one, so the page offers a new link; only one
    // longer than any address part Fastify reads is refused before (414).
    expect((await view('nonsense')).json()).toMatchObject({ statusCode: 403, code: 'WITHDRAWAL_TOKEN_INVALID' });
    expect((await view('1'.repeat(101))).statusCode).toBe(414);
    expect(await snapshot(order.id)).toEqual(before);
  }, 60_000);
});

describe('declaring a withdrawal', () => {
  it('withdraws one of two positions: seat freed, credit note, confirmation mail with date and time; twice → ALREADY_WITHDRAWN', async () => {
    const positions = take(2);
    const { order } = await consumerGuestOrder(positions);
    expect(order.status).toBe('CONFIRMED');
    const token = await tokenFor(order.id);
    const [first, second] = order.lines as [Order['lines'][number], Order['lines'][number]];
    const seatsBefore = await booked(first.scheduleId!);

    const shown = await preview(token, [first.positionId]);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<WithdrawalPreview>()).toEqual({
      lines: [{ positionId: first.positionId, name: first.name, grossCents: first.grossValue, proRataCents: 0, refundCents: first.grossValue }],
      proRataCents: 0,
      refundCents: first.grossValue,
      refundMethod: 'NONE',
    });

    const key = newKey();
    const answer = await declare(token, [first.positionId], key, { name: 'Vera Verbraucher', email: 'vera.bestaetigung@example.org' });
    expect(answer.statusCode, answer.body).toBe(201);
    const receipt = answer.json<WithdrawalReceipt>();
    expect(receipt).toMatchObject({
      orderNumber: order.orderNumber, refundCents: first.grossValue, proRataCents: 0, refundMethod: 'NONE',
      invoiceNumber: order.invoice!.invoiceNumber, creditNoteNumber: expect.stringMatching(/^RK-\d{4}-\d{6}$/),
    });
    expect(await booked(first.scheduleId!)).toBe(seatsBefore - 1);
    // The invoice is still open: what is due shrinks by the refund.
    const [payment] = await api.q<{ amount: number }>(`select amount_cents as amount from payment where order_id = $1 and status = 'OPEN'`, [order.id]);
    expect(payment!.amount).toBe(second.grossValue);

    const [mail] = await mailsTo('vera.bestaetigung@example.org');
    expect(mail!.subject).toBe(`Bestätigung Ihres Widerrufs – Bestellung ${order.orderNumber}`);
    const moment = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    }).formatToParts(new Date(receipt.receivedAt));
    const part = (type: string) => moment.find((p) => p.type === type)!.value;
    expect(mail!.text_body).toContain(`am ${part('day')}.${part('month')}.${part('year')} um ${part('hour')}:${part('minute')} Uhr`);
    for (const text of [order.orderNumber, first.name, 'Vera Verbraucher', 'vera.bestaetigung@example.org', receipt.creditNoteNumber!, order.invoice!.invoiceNumber]) {
      expect(mail!.text_body).toContain(text);
    }
    expect(mail!.text_body).not.toContain(second.name);

    const after = (await view(token)).json<WithdrawableOrder>();
    expect(after.refusal).toBeNull();
    expect(after.positions.map((p) => p.refusal)).toEqual(['ALREADY_WITHDRAWN', null]);

    // The same key answers the same receipt; a new key for the same position is refused and changes nothing.
    const again = await declare(token, [first.positionId], key);
    expect(again.statusCode).toBe(200);
    expect(again.json<WithdrawalReceipt>()).toEqual(receipt);
    const before = await snapshot(order.id);
    const twice = await declare(token, [first.positionId]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_WITHDRAWN' });
    expect(await snapshot(order.id)).toEqual(before);
    expect(await booked(first.scheduleId!)).toBe(seatsBefore - 1);

    // The rest: the order is then fully withdrawn and cancelled; nothing is left to withdraw.
    expect((await declare(token, [second.positionId])).statusCode).toBe(201);
    const done = (await view(token)).json<WithdrawableOrder>();
    expect(done.refusal).toBe('ALREADY_WITHDRAWN');
    expect((await snapshot(order.id)).status).toBe('CANCELLED');
    expect(await count(`select coalesce(sum(amount_cents), 0)::int as n from payment where order_id = $1 and status = 'OPEN'`, [order.id])).toBe(0);
  }, 60_000);

  it('refuses an empty selection and an unknown position with 422, changing nothing', async () => {
    const { order } = await consumerGuestOrder(take(1));
    const other = await consumerGuestOrder(take(1));
    const token = await tokenFor(order.id);
    const before = await snapshot(order.id);
    expect((await preview(token, [])).json()).toMatchObject({ statusCode: 422, code: 'WITHDRAWAL_NOTHING_SELECTED' });
    expect((await declare(token, [])).json()).toMatchObject({ statusCode: 422, code: 'WITHDRAWAL_NOTHING_SELECTED' });
    const foreign = other.order.lines[0]!.positionId;
    expect((await preview(token, [foreign])).json()).toMatchObject({ statusCode: 422, code: 'WITHDRAWAL_POSITION_UNKNOWN' });
    expect((await declare(token, [order.lines[0]!.positionId, foreign])).json()).toMatchObject({ statusCode: 422, code: 'WITHDRAWAL_POSITION_UNKNOWN' });
    const extra = await api.call({
      method: 'POST', url: `/api/withdrawals/${token}`, key: newKey(),
      payload: { positionIds: [order.lines[0]!.positionId], name: 'X', email: 'x@example.org', language: 'de', refundCents: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const noKey = await api.call({
      method: 'POST', url: `/api/withdrawals/${token}`, payload: { positionIds: [order.lines[0]!.positionId], name: 'X', email: 'x@example.org', language: 'de' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await snapshot(order.id)).toEqual(before);
  }, 60_000);

  it('refuses after the period (end of the 14th day, Europe/Berlin) and a business order, with the reason', async () => {
    const late = await consumerGuestOrder(take(1));
    // Placed 15 days ago at noon in Berlin: the 14th day ended yesterday at midnight.
    await api.q(
      `update customer_order set placed_at = (((now() at time zone 'Europe/Berlin')::date - 15) + time '12:00') at time zone 'Europe/Berlin' where id = $1`,
      [late.order.id],
    );
    const lateToken = await tokenFor(late.order.id);
    const shown = (await view(lateToken)).json<WithdrawableOrder>();
    expect(shown.refusal).toBe('PERIOD_OVER');
    expect(shown.positions[0]!.refusal).toBe('PERIOD_OVER');
    const before = await snapshot(late.order.id);
    const refused = await declare(lateToken, [late.order.lines[0]!.positionId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PERIOD_OVER' });
    expect(await snapshot(late.order.id)).toEqual(before);

    // 14 days ago: the 14th day is today, still open.
    await api.q(
      `update customer_order set placed_at = (((now() at time zone 'Europe/Berlin')::date - 14) + time '00:05') at time zone 'Europe/Berlin' where id = $1`,
      [late.order.id],
    );
    const open = (await view(lateToken)).json<WithdrawableOrder>();
    expect(open.refusal).toBeNull();
    expect(new Date(open.periodEndsAt).getTime() - Date.now()).toBeGreaterThan(0);
    expect(new Date(open.periodEndsAt).getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);

    const business = await guestOrder(api, take(1), INVOICE, { email: 'firma.widerruf@example.org' });
    const businessToken = await tokenFor(business.order.id);
    expect((await view(businessToken)).json<WithdrawableOrder>()).toMatchObject({ buyerType: 'BUSINESS', refusal: 'BUSINESS_ORDER' });
    const beforeBusiness = await snapshot(business.order.id);
    expect((await declare(businessToken, [business.order.lines[0]!.positionId])).json()).toMatchObject({ statusCode: 409, code: 'BUSINESS_ORDER' });
    expect(await snapshot(business.order.id)).toEqual(beforeBusiness);
  }, 60_000);

  it('20 parallel withdrawals of one position make one withdrawal, one credit note, one mail', async () => {
    const { order } = await consumerGuestOrder(take(1));
    const token = await tokenFor(order.id);
    const positionId = order.lines[0]!.positionId;
    const scheduleId = order.lines[0]!.scheduleId!;
    const seats = await booked(scheduleId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => declare(token, [positionId], newKey(), { name: 'Parallel', email: `parallel.${order.id}.${n}@example.org` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json()).toMatchObject({ statusCode: 409, code: 'ALREADY_WITHDRAWN' });
    expect(await count('select count(*)::int as n from withdrawal where order_id = $1', [order.id])).toBe(1);
    expect(await count('select count(*)::int as n from credit_note where order_id = $1', [order.id])).toBe(1);
    expect(await count(`select count(*)::int as n from mail_outbox where recipient like $1`, [`parallel.${order.id}.%`])).toBe(1);
    expect(await booked(scheduleId)).toBe(seats - 1);
  }, 120_000);

  it('numbers credit notes without gaps, also across an attempt that rolled back', async () => {
    const a = await consumerGuestOrder(take(1));
    const b = await consumerGuestOrder(take(1));
    const c = await consumerGuestOrder(take(1));
    const first = (await declare(await tokenFor(a.order.id), [a.order.lines[0]!.positionId])).json<WithdrawalReceipt>();
    // The confirmation mail fails to be queued AFTER the credit note number was drawn: all rolls back.
    await api.q(`create or replace function refuse_mail() returns trigger language plpgsql as $$
      begin if new.recipient = 'abbruch@example.org' then raise exception 'mail refused'; end if; return new; end $$`);
    await api.q('create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()');
    try {
      const failed = await declare(await tokenFor(b.order.id), [b.order.lines[0]!.positionId], newKey(), { name: 'Abbruch', email: 'abbruch@example.org' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await api.q('drop trigger refuse_mail on mail_outbox');
    }
    expect(await snapshot(b.order.id)).toMatchObject({ withdrawals: 0, withdrawn: 0, creditNotes: 0 });
    const second = (await declare(await tokenFor(c.order.id), [c.order.lines[0]!.positionId])).json<WithdrawalReceipt>();
    const running = (number: string) => Number(number.split('-')[2]);
    expect(running(second.creditNoteNumber!)).toBe(running(first.creditNoteNumber!) + 1);
    const numbers = await api.q<{ year: number; running: number }>('select year, running_number as running from credit_note order by year, running_number');
    numbers.forEach((row, index) => expect(row.running).toBe(index + 1));
  }, 120_000);

  it('charges the pro-rata share of a begun course to the cent (early start), and refuses a fully performed one', async () => {
    const { order } = await consumerGuestOrder(take(2));
    const [begun, over] = order.lines as [Order['lines'][number], Order['lines'][number]];
    // The consumer asked for the early start; the first course runs over 7 days and today is its 3rd; the second is over.
    await api.q('update customer_order set early_start_requested = true where id = $1', [order.id]);
    await api.q(
      `update order_position set schedule_start = (now() at time zone 'Europe/Berlin')::date - 2, schedule_end = (now() at time zone 'Europe/Berlin')::date + 4 where id = $1`,
      [begun.positionId],
    );
    await api.q(
      `update order_position set schedule_start = (now() at time zone 'Europe/Berlin')::date - 3, schedule_end = (now() at time zone 'Europe/Berlin')::date - 1 where id = $1`,
      [over.positionId],
    );
    const token = await tokenFor(order.id);
    const shown = (await view(token)).json<WithdrawableOrder>();
    expect(shown.earlyStartRequested).toBe(true);
    expect(shown.positions.map((p) => p.refusal)).toEqual([null, 'FULLY_PERFORMED']);
    expect((await declare(token, [over.positionId])).json()).toMatchObject({ statusCode: 409, code: 'FULLY_PERFORMED' });

    const proRata = Math.floor((begun.grossValue * 3) / 7);
    const expected = { positionId: begun.positionId, name: begun.name, grossCents: begun.grossValue, proRataCents: proRata, refundCents: begun.grossValue - proRata };
    expect((await preview(token, [begun.positionId])).json<WithdrawalPreview>()).toMatchObject({
      lines: [expected], proRataCents: proRata, refundCents: begun.grossValue - proRata,
    });
    const receipt = (await declare(token, [begun.positionId])).json<WithdrawalReceipt>();
    expect(receipt).toMatchObject({ lines: [expected], proRataCents: proRata, refundCents: begun.grossValue - proRata });
    const [stored] = await api.q<{ gross: number; pro_rata: number; refund: number }>(
      'select gross_cents as gross, pro_rata_cents as pro_rata, refund_cents as refund from withdrawal where order_id = $1',
      [order.id],
    );
    expect(stored).toEqual({ gross: begun.grossValue, pro_rata: proRata, refund: begun.grossValue - proRata });

    // The credit note names the invoice and its own number, the negative position and the Wertersatz.
    const pdf = await api.call({ method: 'GET', url: `/api/withdrawals/${token}/credit-note` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Rechnungskorrektur ${receipt.creditNoteNumber}`);
    expect(text).toContain(`zur Rechnung ${order.invoice!.invoiceNumber} vom`);
    expect(text).toContain('§ 357a Abs. 2 BGB');
    const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
    expect(text).toContain(euro(-begun.grossValue));
    expect(text).toContain(euro(proRata));
    expect(text).toContain(euro(-(begun.grossValue - proRata)));
  }, 60_000);

  it('refunds a card payment through the test provider, which shows "Erstattet …"', async () => {
    const positions = take(2);
    const email = `karte.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const { order, orderToken } = await guestOrder(api, positions, CARD, { ...CONSUMER, email });
    const redirect = order.payment!.redirectUrl!;
    const paid = await decideOnTestPage(api, redirect, 'pay');
    const back = returnOf(paid.headers.location as string);
    const confirmed = await api.call({ method: 'PUT', url: '/api/guest-order/validate-payment', orderToken, payload: back.body });
    expect(confirmed.json<Order>().status).toBe('CONFIRMED');

    const token = await tokenFor(order.id);
    const line = order.lines[1]!;
    expect((await preview(token, [line.positionId])).json<WithdrawalPreview>().refundMethod).toBe('CREDIT_CARD');
    const receipt = (await declare(token, [line.positionId])).json<WithdrawalReceipt>();
    expect(receipt).toMatchObject({ refundMethod: 'CREDIT_CARD', refundCents: line.grossValue });
    const [refund] = await api.q<{ amount: number }>(
      `select r.amount_cents as amount from test_payment_refund r join payment p on p.provider_reference = r.session_id where p.order_id = $1`,
      [order.id],
    );
    expect(refund!.amount).toBe(line.grossValue);
    const page = await openTestPage(api, redirect);
    const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(line.grossValue / 100).replace(/\s/g, ' ');
    expect(page.html).toContain(`Erstattet: ${euro}`);
    const english = await openTestPage(api, redirect, '?lang=en');
    expect(english.html).toContain('Refunded: ');
  }, 60_000);

  it('gives a used voucher back: a voucher limited to one use can be redeemed again', async () => {
    const [date] = take(1);
    const email = 'gutschein.widerruf@example.org';
    const started = await api.call({
      method: 'PUT', url: '/api/guest-order/guest',
      payload: { buyer: { ...BUYER, ...CONSUMER, email }, cart: { positions: [positionOf(date!)], voucherCodes: ['EINMALIG'] } },
    });
    const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
    const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
    expect(summary.voucherCodes).toContain('EINMALIG');
    const placed = await api.call({
      method: 'PUT', url: '/api/guest-order/order', orderToken, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken, key: newKey(), payload: INVOICE });
    const order = paid.json<Order>();
    const uses = async () => (await api.q<{ uses: number }>(`select uses from voucher where code = 'EINMALIG'`))[0]!.uses;
    expect(await uses()).toBe(1);
    const receipt = await declare(await tokenFor(order.id), [order.lines[0]!.positionId]);
    expect(receipt.statusCode, receipt.body).toBe(201);
    // What was paid (after the voucher) is what goes back.
    expect(receipt.json<WithdrawalReceipt>().refundCents).toBe(order.lines[0]!.grossValue);
    expect(await uses()).toBe(0);
  }, 60_000);

  it('confirms in English when declared in English', async () => {
    const { order } = await consumerGuestOrder(take(1));
    const answer = await api.call({
      method: 'POST', url: `/api/withdrawals/${await tokenFor(order.id)}`, key: newKey(),
      payload: { positionIds: [order.lines[0]!.positionId], name: 'Emma English', email: 'emma.withdraws@example.org', language: 'en' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [mail] = await mailsTo('emma.withdraws@example.org');
    expect(mail!.subject).toBe(`Confirmation of your withdrawal – order ${order.orderNumber}`);
    expect(mail!.text_body).toMatch(/we confirm that we received your withdrawal on \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2} \(German time\)/);
    expect(mail!.text_body).toContain(`Credit note ${answer.json<WithdrawalReceipt>().creditNoteNumber} for invoice ${order.invoice!.invoiceNumber}`);
  }, 60_000);
});

describe('the customer area after a withdrawal', () => {
  it('lists the withdrawn position and the credit note next to the invoice; the credit note downloads for its owner only', async () => {
    const { customer, order } = await customerOrder(api, take(2), INVOICE, CONSUMER);
    const link = await api.call({ method: 'POST', url: `/api/customer/orders/${order.orderNumber}/withdrawal-link`, token: customer.token });
    const receipt = (await declare(link.json<{ token: string }>().token, [order.lines[0]!.positionId])).json<WithdrawalReceipt>();
    // Both dates are then over: only the position that stands earns its certificate and evaluation.
    await api.q(`update order_position set schedule_start = current_date - 10, schedule_end = current_date - 8 where order_id = $1`, [order.id]);
    const listed = (await api.call({ method: 'GET', url: '/api/customer/orders?size=5', token: customer.token })).json<CustomerOrdersByYear>();
    const mine = listed.years.flatMap((year) => year.orders).find((candidate) => candidate.id === order.id)!;
    expect(mine.invoiceNumber).toBe(order.invoice!.invoiceNumber);
    expect(mine.creditNotes).toEqual([{ id: expect.any(Number), creditNoteNumber: receipt.creditNoteNumber }]);
    expect(mine.positions.map((position) => position.withdrawnAt === null)).toEqual([false, true]);
    expect(mine.positions[0]!.withdrawnAt).toBe(receipt.receivedAt);
    expect(mine.positions[0]!.certificates).toMatchObject({ certificateUrl: null, evaluationOpen: false });
    expect(mine.positions[1]!.certificates.certificateUrl).not.toBeNull();
    expect(mine.positions[1]!.certificates.evaluationOpen).toBe(true);

    const url = `/api/customer-credit-note/${mine.creditNotes![0]!.id}`;
    const pdf = await api.call({ method: 'GET', url, token: customer.token });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(receipt.creditNoteNumber!);
    expect(text).toContain(order.invoice!.invoiceNumber);
    const other = await api.customer(CONSUMER);
    expect((await api.call({ method: 'GET', url, token: other.token })).statusCode).toBe(404);
    expect((await api.call({ method: 'GET', url })).statusCode).toBe(401);
  }, 60_000);
});

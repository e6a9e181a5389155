/**
 * The confirmation on a durable medium (issue 24 §3; § 312f, § 312i BGB): every order gets its mail
 * when it is PLACED, guests included — positions, the seller, the AGB as a PDF attachment (its version
 * stored with the order), for a consumer the withdrawal instructions and the model form from /widerruf
 * and the early-start record, and for a guest a signed link to continue the order. The invoice PDF is
 * attached to the mail that goes out when the order is confirmed; an order confirmed while it is
 * placed gets one mail with both. The continue link works once, only for its order, and lets the guest
 * pay; forged, expired, used and customer links get a clear 4xx. English orders get English mails.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestCheckoutStarted, Order, OrderSummary } from '../../src/shared/order.ts';
import type { ContinuedOrder } from '../../src/shared/continue-order.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import { BUYER, bookable, newKey, positionOf, startOrderApi, TODAY, type Bookable, type OrderApi } from '../support/order-api.ts';
import { customerOrder } from '../support/payment-flow.ts';

const DEMO = { name: 'Kursmarkt Demo GmbH', address: 'Musterstraße 1, 50667 Köln', email: 'kontakt@kursmarkt.example' };
const CONSUMER = { buyerType: 'CONSUMER' as const, company: null };

let api: OrderApi;
let scratch: string;
let dates: Bookable[] = [];
let next = 0;
const date = () => dates[next++ % dates.length]!;

beforeAll(async () => {
  api = await startOrderApi();
  scratch = mkdtempSync(join(tmpdir(), 'order-mail-'));
  dates = await bookable(api);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function pdfText(bytes: Uint8Array): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

interface Mail {
  id: number;
  subject: string;
  text_body: string;
  recipient: string;
}

const mailsOf = (orderNumber: string) =>
  api.q<Mail>(`select id::int as id, recipient, subject, text_body from mail_outbox where subject like '%' || $1 || '%' order by id`, [orderNumber]);
const attachmentsOf = (mailId: number) =>
  api.q<{ file_name: string; content_type: string; bytes: Uint8Array }>(
    'select file_name, content_type, bytes from mail_attachment where mail_id = $1 order by position',
    [mailId],
  );

/** A consumer-bookable online date starting within the withdrawal period (the summary asks for the early start). */
async function soonDate(): Promise<Bookable> {
  const [row] = await api.q<{ course_id: number; schedule_id: number; level_id: number; price: number; organizer_id: number }>(
    `select c.id as course_id, s.id as schedule_id, pl.id as level_id, pl.price_cents as price, c.organizer_id
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.course_type = 'ONLINE' and c.kind <> 'FACHANWALTSLEHRGANG' and s.start_date between $1::date + 1 and $1::date + 10
        and s.booked < s.seats and pl.price_cents > 0
      order by s.start_date, c.id, pl.position limit 1`,
    [TODAY],
  );
  expect(row, 'an online date within 10 days').toBeDefined();
  return { courseId: row!.course_id, scheduleId: row!.schedule_id, priceLevelId: row!.level_id, priceCents: row!.price, organizerId: row!.organizer_id };
}

/** A guest places an order and closes the tab: no payment chosen. */
async function guestPlaces(positions: Bookable[], buyer: Record<string, unknown>, language: 'de' | 'en' = 'de') {
  const started = await api.call({
    method: 'PUT', url: `/api/guest-order/guest?language=${language}`,
    payload: { buyer: { ...BUYER, ...buyer }, cart: { positions: positions.map(positionOf), voucherCodes: [] } },
  });
  expect(started.statusCode, started.body).toBe(200);
  const orderToken = started.json<GuestCheckoutStarted>().orderToken!;
  const summary = (await api.call({ method: 'GET', url: '/api/guest-order/guest-summary', orderToken })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: `/api/guest-order/order?language=${language}`, orderToken, key: newKey(),
    payload: {
      acceptTerms: true, acceptPrivacy: true, confirmedGrossValue: summary.totals.grossValue,
      ...(summary.earlyStartRequestRequired ? { earlyStartRequested: true } : {}),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { orderToken, order: placed.json<Order>() };
}

const linkTokenIn = (text: string) => {
  const match = /http:\/\/shop\.test\/bestellung-fortsetzen#token=([A-Za-z0-9_.-]+)/.exec(text);
  expect(match, 'the continue link').not.toBeNull();
  return match![1]!;
};

const continueWith = (token: string) => api.call({ method: 'POST', url: '/api/guest-order/continue', payload: { token } });

describe('the mail of a consumer guest order, sent when it is placed', () => {
  let placed: { orderToken: string; order: Order };
  let mail: Mail;

  beforeAll(async () => {
    placed = await guestPlaces([await soonDate()], { ...CONSUMER, email: 'verbraucherin@example.org' });
    const mails = await mailsOf(placed.order.orderNumber);
    expect(mails, 'one mail at placing, before any payment').toHaveLength(1);
    mail = mails[0]!;
  }, 60_000);

  it('goes to the buyer with the positions, the seller and what is still to do', () => {
    expect(placed.order.status).toBe('PLACED');
    expect(mail.recipient).toBe('verbraucherin@example.org');
    expect(mail.subject).toBe(`Ihre Bestellung ${placed.order.orderNumber} bei Kursmarkt`);
    for (const line of placed.order.lines) expect(mail.text_body).toContain(line.name);
    expect(mail.text_body).toMatch(/Ihr Vertragspartner und Verkäufer:\n {2}Kursmarkt Demo GmbH\n {2}Musterstraße 1, 50667 Köln, Deutschland\n/);
    expect(mail.text_body).toContain('Bitte wählen Sie die Zahlungsart.');
    expect(mail.text_body).toContain('Die Rechnung erhalten Sie als PDF per E-Mail, sobald Ihre Bestellung bestätigt ist.');
    // No promise of a download page the guest cannot reach.
    expect(mail.text_body).not.toContain('Bestellbestätigungsseite');
  });

  it('carries the AGB as a PDF, whose version the order stores', async () => {
    const [agb, ...others] = await attachmentsOf(mail.id);
    expect(others).toEqual([]);
    expect(agb).toMatchObject({ file_name: 'AGB.pdf', content_type: 'application/pdf' });
    const text = pdfText(agb!.bytes);
    expect(text).toContain('Allgemeine Geschäftsbedingungen');
    expect(text).toContain(`Ihr Vertragspartner und Verkäufer ist ${DEMO.name}, ${DEMO.address}`);
    // § 7: distance learning under the FernUSG — instalments, termination with the button in Meine Kurse.
    expect(text).toContain('§ 7 Fernunterricht (Fernunterrichtsschutzgesetz)');
    expect(text).toContain('Staatlichen Zentralstelle für Fernunterricht (ZFU)');
    expect(text).toContain('„Fernunterrichtsvertrag kündigen“');
    const [{ version } = { version: null }] = await api.q<{ version: string | null }>('select agb_version as version from customer_order where id = $1', [placed.order.id]);
    expect(version).toMatch(/^agb-[0-9a-f]{16}$/);
    expect(text).toContain(`Fassung ${version}`);
    expect(mail.text_body).toContain(`Unsere Allgemeinen Geschäftsbedingungen (Fassung ${version}) sind dieser E-Mail als PDF beigefügt.`);
  });

  it('carries the withdrawal instructions naming the seller, the model form and the early-start record', () => {
    const text = mail.text_body;
    expect(text).toContain('Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.');
    expect(text).toContain(`müssen Sie uns (${DEMO.name}, ${DEMO.address}, E-Mail: ${DEMO.email}) mittels einer eindeutigen Erklärung`);
    expect(text).toContain('Muster-Widerrufsformular');
    expect(text).toContain(`– An ${DEMO.name}, ${DEMO.address}, E-Mail: ${DEMO.email}:`);
    expect(text).toContain('(*) Unzutreffendes streichen.');
    expect(text).toContain('http://shop.test/widerruf');
    expect(text).toMatch(/Sie haben am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen\./);
    expect(text).toContain('Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen.');
  });

  it('carries the order\'s own "Vertrag widerrufen" link, which opens this order without signing in (§ 356a BGB)', async () => {
    const match = /Vertrag widerrufen – direkt online, ohne Anmeldung \(§ 356a BGB\):\nhttp:\/\/shop\.test\/vertrag-widerrufen#token=([A-Za-z0-9_.-]+)/.exec(mail.text_body);
    expect(match, 'the withdrawal link').not.toBeNull();
    const opened = await api.call({ method: 'GET', url: `/api/withdrawals/${match![1]}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ orderNumber: string }>().orderNumber).toBe(placed.order.orderNumber);
  });

  it('lists the attachments in the dev mailbox, which downloads them', async () => {
    const listed = await api.call({ method: 'GET', url: '/api/dev/mails' });
    expect(listed.statusCode).toBe(200);
    const entry = listed.json<{ id: number; attachments: { fileName: string; url: string; sizeBytes: number }[] }[]>().find((m) => m.id === mail.id);
    expect(entry?.attachments).toEqual([expect.objectContaining({ fileName: 'AGB.pdf', url: `/api/dev/mails/${mail.id}/attachments/0` })]);
    const file = await api.call({ method: 'GET', url: entry!.attachments[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('AGB.pdf');
    expect(file.rawPayload.length).toBe(entry!.attachments[0]!.sizeBytes);
    expect((await api.call({ method: 'GET', url: `/api/dev/mails/${mail.id}/attachments/5` })).statusCode).toBe(404);
  });

  it('has a continue link that works once, for this order only, and lets the guest pay; the invoice follows attached', async () => {
    const token = linkTokenIn(mail.text_body);
    // Forged: another signature, another order or a later expiry under the same signature, garbage.
    const [orderPart, expiry, signature] = token.split('.') as [string, string, string];
    const forgeries = [
      `${orderPart}.${expiry}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${Number(orderPart) + 1}.${expiry}.${signature}`,
      `${orderPart}.${(parseInt(expiry, 36) + 1000).toString(36)}.${signature}`,
      'not-a-token',
      'x'.repeat(128),
    ];
    for (const forged of forgeries) {
      const answer = await continueWith(forged);
      expect(answer.statusCode, forged).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'CONTINUE_LINK_INVALID' });
    }
    expect((await continueWith('x'.repeat(129))).statusCode).toBe(400);

    const continued = await continueWith(token);
    expect(continued.statusCode, continued.body).toBe(200);
    const { orderToken, orderId, next: nextStep } = continued.json<ContinuedOrder>();
    expect(orderId).toBe(placed.order.id);
    expect(nextStep).toBe('PAYMENT_SELECTION');
    // Once only; and the old token of the closed tab is void now.
    const again = await continueWith(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'CONTINUE_LINK_USED' });
    expect((await api.call({ method: 'GET', url: `/api/guest-order/${orderId}`, orderToken: placed.orderToken })).statusCode).toBe(404);

    // The guest flow resumes with the new token: the checkout and the order, and the payment choice.
    const checkout = await api.call({ method: 'GET', url: '/api/guest-order/guest', orderToken });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json<{ orderId: number }>().orderId).toBe(orderId);
    const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken, key: newKey(), payload: { paymentMethod: 'INVOICE' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const order = paid.json<Order>();
    expect(order).toMatchObject({ status: 'CONFIRMED', next: 'COMPLETE' });

    const mails = await mailsOf(order.orderNumber);
    expect(mails).toHaveLength(2);
    const confirmation = mails[1]!;
    expect(confirmation.subject).toBe(`Bestätigung und Rechnung zu Ihrer Bestellung ${order.orderNumber}`);
    expect(confirmation.text_body).toContain(`Die Rechnung ${order.invoice!.invoiceNumber} vom`);
    expect(confirmation.text_body).toContain('ist dieser E-Mail als PDF beigefügt.');
    expect(confirmation.text_body).toContain('Richten Sie den Widerruf an:');
    const [invoice, ...others] = await attachmentsOf(confirmation.id);
    expect(others).toEqual([]);
    expect(invoice!.file_name).toBe(`Rechnung-${order.invoice!.invoiceNumber}.pdf`);
    expect(pdfText(invoice!.bytes)).toContain(order.invoice!.invoiceNumber);
    // The complete page's download works with the new token.
    const download = await api.call({ method: 'GET', url: `/api/customer-invoice/${order.invoice!.id}`, orderToken });
    expect(download.statusCode).toBe(200);
  }, 60_000);
});

describe('refused continue links', () => {
  it('an expired link is 410, a customer order and another purpose are 403; nothing changes', async () => {
    const { order, orderToken } = await guestPlaces([date()], { email: 'kanzlei.abgelaufen@example.org' });
    const db = api.server.database.db;
    const expired = await signLink(db, { purpose: 'continue-order', orderId: order.id, expiresAt: new Date(Date.now() - 1000) });
    const answer = await continueWith(expired);
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toMatchObject({ code: 'CONTINUE_LINK_EXPIRED' });
    const otherPurpose = await signLink(db, { purpose: 'withdrawal', orderId: order.id, expiresAt: new Date(Date.now() + 60_000) });
    expect((await continueWith(otherPurpose)).statusCode).toBe(403);
    // The guest's own token still works: a refused link changed nothing.
    expect((await api.call({ method: 'GET', url: `/api/guest-order/${order.id}`, orderToken })).statusCode).toBe(200);

    const { order: customers } = await customerOrder(api, [date()], { paymentMethod: 'INVOICE' });
    const forCustomer = await signLink(db, { purpose: 'continue-order', orderId: customers.id, expiresAt: new Date(Date.now() + 60_000) });
    expect((await continueWith(forCustomer)).statusCode).toBe(403);
  }, 60_000);
});

describe('one mail for one event', () => {
  it("a customer's invoice order, binding at once, gets one mail with the AGB and the invoice", async () => {
    const { order } = await customerOrder(api, [date()], { paymentMethod: 'INVOICE' });
    expect(order.status).toBe('CONFIRMED');
    const mails = await mailsOf(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Bitte überweisen Sie');
    expect(mails[0]!.text_body).toContain('http://shop.test/customer-dashboard');
    expect(mails[0]!.text_body).not.toContain('bestellung-fortsetzen');
    const files = await attachmentsOf(mails[0]!.id);
    expect(files.map((file) => file.file_name)).toEqual(['AGB.pdf', `Rechnung-${order.invoice!.invoiceNumber}.pdf`]);
  }, 60_000);
});

describe('an English order', () => {
  it('gets English mails: the terms, the withdrawal instructions, the continue link; the invoice mail too', async () => {
    const { order } = await guestPlaces([date()], { ...CONSUMER, email: 'consumer-en@example.org' }, 'en');
    const [mail] = await mailsOf(order.orderNumber);
    expect(mail!.subject).toBe(`Your order ${order.orderNumber} at Kursmarkt`);
    expect(mail!.text_body).toContain('Your order is not paid yet: please choose the payment method.');
    expect(mail!.text_body).toContain('Right of withdrawal');
    expect(mail!.text_body).toContain('Model withdrawal form');
    expect(mail!.text_body).toMatch(/Your contracting party and seller:\n.*\n.*, Germany\n/);
    expect(mail!.text_body).not.toContain('Widerrufsformular');
    const [terms] = await attachmentsOf(mail!.id);
    expect(terms!.file_name).toBe('Terms.pdf');
    const text = pdfText(terms!.bytes);
    expect(text).toContain('Terms and conditions');
    expect(text).toContain('7 Distance learning (Fernunterrichtsschutzgesetz)');
    expect(text).toMatch(/Page 1 of \d/);

    const continued = (await continueWith(linkTokenIn(mail!.text_body))).json<ContinuedOrder>();
    const paid = await api.call({ method: 'PUT', url: '/api/guest-order/payment', orderToken: continued.orderToken, key: newKey(), payload: { paymentMethod: 'INVOICE' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const [, confirmation] = await mailsOf(order.orderNumber);
    expect(confirmation!.subject).toBe(`Confirmation and invoice for your order ${order.orderNumber}`);
    expect(confirmation!.text_body).toContain('is attached to this e-mail as a PDF');
    expect(confirmation!.text_body).toContain('Please transfer');
  }, 60_000);
});

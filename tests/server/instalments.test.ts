/**
 * Distance learning paid in instalments (issue 26 §3, § 2 Abs. 3 FernUSG) through the API: the
 * summary shows the ZFU number and the plan before the order — periods of at most three months whose
 * instalments add up to the price to the cent — and charges only the first; the order's invoice bills
 * the first instalment, and the job runner (with a fake clock) issues the next one's invoice on its
 * due date, exactly once, valid to EN 16931.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsPeriodEnd, type TerminationPreview } from '../../src/shared/instalments.ts';
import type { BuyerData, Order, OrderSummary, PricedLine } from '../../src/shared/order.ts';
import { berlinInstant, morningOf } from '../../src/server/services/berlin-time.ts';
import type { CustomerOrdersByYear } from '../../src/shared/customer-area.ts';
import { shopJobRunner } from '../../src/server/services/background-jobs.ts';
import { ciiValidator, compiledRules, fatal, oracleAvailability } from '../support/en16931.ts';
import { brokenXrechnungRules } from '../support/xrechnung-de.ts';
import { type Bookable, type OrderApi, positionOf, startOrderApi, TODAY } from '../support/order-api.ts';
import { customerOrder, guestOrder } from '../support/payment-flow.ts';
import type { WithdrawalReceipt } from '../../src/shared/withdrawal.ts';
import { signLink } from '../../src/server/services/signed-link.ts';
import { newKey } from '../support/order-api.ts';

const FIRM: Partial<BuyerData> = { company: 'Kanzlei Fern & Partner', taxNumber: 'DE811907980', invoiceReference: 'FERN-2026' };
const oracle = oracleAvailability();

/** Self-study courses approved by the ZFU whose access runs at least `days` more days. */
async function distanceCourses(api: OrderApi, days = 200): Promise<Bookable[]> {
  const rows = await api.q<{ course_id: number; schedule_id: number; level_id: number; price: number; organizer_id: number }>(
    `select distinct on (c.id) c.id as course_id, s.id as schedule_id, pl.id as level_id, pl.price_cents as price, c.organizer_id
       from course c join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
      where c.course_type = 'SELF' and c.distance_learning = 'ZFU_APPROVED' and s.start_date <= $1::date
        and s.end_date >= ($1::date + $2::int) and pl.price_cents > 0 and s.booked + 2 <= s.seats
      order by c.id, s.id, pl.position`,
    [TODAY, days],
  );
  return rows.map((row) => ({ courseId: row.course_id, scheduleId: row.schedule_id, priceLevelId: row.level_id, priceCents: row.price, organizerId: row.organizer_id }));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const planOf = (line: PricedLine) => line.instalments ?? [];

describe('distance-learning instalments', () => {
  let api: OrderApi;
  let courses: Bookable[];

  beforeAll(async () => {
    api = await startOrderApi();
    courses = await distanceCourses(api);
    expect(courses.length).toBeGreaterThan(1);
  }, 180_000);
  afterAll(async () => api?.server.close());

  it('the summary shows the ZFU number and periods of at most three months that add up to the price to the cent; only the first is charged now', async () => {
    const customer = await api.customer();
    for (const course of courses.slice(0, 2)) {
      const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(course) });
      expect(added.statusCode, added.body).toBe(200);
    }
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
    let later = 0;
    for (const line of summary.lines) {
      expect(line.zfuNumber).toMatch(/^[0-9]{6,7}[a-z]?$/);
      const plan = planOf(line);
      expect(plan.length).toBeGreaterThanOrEqual(2);
      expect(sum(plan.map((entry) => entry.grossValue))).toBe(line.grossValue);
      expect(sum(plan.map((entry) => entry.netValue))).toBe(line.netValue);
      expect(sum(plan.map((entry) => entry.vatValue))).toBe(line.vatValue);
      expect(Math.max(...plan.map((entry) => entry.grossValue)) - Math.min(...plan.map((entry) => entry.grossValue))).toBeLessThanOrEqual(1);
      expect(plan[0]!.dueOn).toBe(TODAY);
      expect(plan.at(-1)!.periodUntil).toBe(line.schedule!.endDate);
      for (const [index, entry] of plan.entries()) {
        expect(entry.number).toBe(index + 1);
        expect(entry.periodUntil <= monthsPeriodEnd(entry.periodFrom, 3), `instalment ${entry.number} covers at most three months`).toBe(true);
        if (index > 0) {
          expect(entry.dueOn).toBe(entry.periodFrom);
          expect(entry.periodFrom > plan[index - 1]!.periodUntil).toBe(true);
        }
      }
      later += sum(plan.slice(1).map((entry) => entry.grossValue));
    }
    expect(summary.dueWithOrderValue).toBe(summary.totals.grossValue - later);
  });

  it("self-study is exempt exactly when the organizer's certificate covers it: each instalment then without VAT", async () => {
    // The demo's first exempt organizer's certificate covers self-study, the others' do not.
    expect(await api.q(`select id from organizer where 'SELF' = any(vat_exempt_course_types)`)).toEqual([{ id: 3 }]);
    const exempt = courses.at(-1)!;
    const taxed = courses.find((course) => course.organizerId !== exempt.organizerId)!;
    await api.q(`update organizer set vat_exempt_course_types = array['PRESENT', 'ONLINE', 'SELF'] where id = $1`, [exempt.organizerId]);
    await api.q(`update organizer set vat_exempt_course_types = array['PRESENT', 'ONLINE'] where id = $1`, [taxed.organizerId]);
    const customer = await api.customer();
    for (const course of [exempt, taxed]) {
      const added = await api.call({ method: 'PUT', url: '/api/cart', token: customer.token, payload: positionOf(course) });
      expect(added.statusCode, added.body).toBe(200);
    }
    const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: customer.token })).json<OrderSummary>();
    const lineOf = (course: Bookable) => summary.lines.find((line) => line.courseId === course.courseId)!;
    expect(lineOf(exempt)).toMatchObject({ vatTreatment: 'EXEMPT', vatValue: 0 });
    expect(planOf(lineOf(exempt)).every((entry) => entry.vatValue === 0 && entry.netValue === entry.grossValue)).toBe(true);
    expect(lineOf(taxed)).toMatchObject({ vatTreatment: 'STANDARD', vatRatePercent: 19 });
    expect(planOf(lineOf(taxed)).every((entry) => entry.vatValue > 0)).toBe(true);
  });

  it("the order's invoice bills the first instalment; the next invoice comes on its due date, exactly once, and is a valid e-invoice", async () => {
    const { customer, order } = await customerOrder(api, [courses[2] ?? courses[0]!], { paymentMethod: 'INVOICE' }, FIRM);
    expect(order.status).toBe('CONFIRMED');
    const line = order.lines[0]!;
    const plan = planOf(line);
    expect(plan.map((entry) => entry.status)).toEqual(['INVOICED', ...plan.slice(1).map(() => 'PLANNED')]);
    expect(order.invoice?.id).toBe(plan[0]!.invoiceId);
    const [payment] = await api.q<{ amount: number }>('select amount_cents as amount from payment where order_id = $1', [order.id]);
    expect(payment!.amount).toBe(plan[0]!.grossValue);

    // The order's mail names the ZFU number and the plan, and asks for the first instalment only.
    const euro = (cents: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
    const [placedMail] = await api.q<{ text: string }>(
      `select text_body as text from mail_outbox where subject like $1 order by id limit 1`,
      [`%${order.orderNumber}%`],
    );
    expect(placedMail!.text).toContain(`ZFU-Zulassungsnummer ${line.zfuNumber}`);
    expect(placedMail!.text).toContain(`1. Rate ${euro(plan[0]!.grossValue)}, mit der Bestellung`);
    expect(placedMail!.text).toContain(`2. Rate ${euro(plan[1]!.grossValue)}, fällig am ${plan[1]!.dueOn.split('-').reverse().join('.')}`);
    expect(placedMail!.text).toContain(`Bitte überweisen Sie ${euro(plan[0]!.grossValue)} bis zum`);

    // The XRechnung of the order's invoice: its total is the first instalment, not the course price.
    const first = await api.call({ method: 'GET', url: `/api/customer-invoice/${plan[0]!.invoiceId}/xrechnung`, token: customer.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toContain(`${(plan[0]!.grossValue / 100).toFixed(2)}</ram:GrandTotalAmount>`);
    expect(first.body).toContain(line.zfuNumber!);
    if (oracle.run) expect(fatal(await ciiValidator(compiledRules().sef)(first.body))).toEqual([]);

    const app = api.server.app;
    const runAt = (now: Date) => shopJobRunner(app.db, app.settings, () => now).runDue();
    await runAt(new Date()); // the order's jobs are queued; nothing is due yet
    const invoices = async () => (await api.q<{ n: number }>('select count(*)::int as n from invoice where order_id = $1', [order.id]))[0]!.n;
    expect(await invoices()).toBe(1);

    const dueDay = new Date(morningOf(plan[1]!.dueOn).getTime() + 3_600_000);
    await runAt(new Date(dueDay.getTime() - 86_400_000)); // the day before: still nothing
    expect(await invoices()).toBe(1);
    await runAt(dueDay);
    await runAt(dueDay);
    expect(await invoices()).toBe(2);

    const after = (await api.call({ method: 'GET', url: `/api/order/${order.id}`, token: customer.token })).json<Order>();
    const progressed = planOf(after.lines[0]!);
    expect(progressed.map((entry) => entry.status)).toEqual(['INVOICED', 'INVOICED', ...plan.slice(2).map(() => 'PLANNED')]);
    const [second] = await api.q<{ issued: string; due: string; number: string; instalment: number }>(
      `select issued_on::text as issued, due_on::text as due, invoice_number as number, instalment_number as instalment from invoice where id = $1`,
      [progressed[1]!.invoiceId],
    );
    expect(second).toMatchObject({ issued: plan[1]!.dueOn, instalment: 2 });
    const mails = await api.q<{ subject: string; text: string }>(
      `select subject, text_body as text from mail_outbox where subject like $1`,
      [`%${second!.number}%`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`2. Rate von ${plan.length}`);

    // The data export names each invoice with what it billed.
    const exported = (await api.call({ method: 'GET', url: '/api/customer/data-export', token: customer.token })).json<{ invoices: { invoiceNumber: string; grossValue: number }[] }>();
    expect(exported.invoices.map((entry) => entry.grossValue)).toEqual([plan[0]!.grossValue, plan[1]!.grossValue]);

    const xml = await api.call({ method: 'GET', url: `/api/customer-invoice/${progressed[1]!.invoiceId}/xrechnung`, token: customer.token });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(`${(plan[1]!.grossValue / 100).toFixed(2)}</ram:GrandTotalAmount>`);
    expect(await brokenXrechnungRules(xml.body)).toEqual([]);
    if (oracle.run) expect(fatal(await ciiValidator(compiledRules().sef)(xml.body))).toEqual([]);
    else console.info(oracle.reason);
  }, 240_000);

  it('a consumer who withdraws gets back the first instalment (what was billed), and no later instalment is due', async () => {
    const email = `fern.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const { order } = await guestOrder(api, [courses[3] ?? courses[1]!], { paymentMethod: 'INVOICE' }, { buyerType: 'CONSUMER', company: null, taxNumber: null, email });
    const plan = planOf(order.lines[0]!);
    const token = await signLink(api.server.database.db, { purpose: 'withdrawal', orderId: order.id, expiresAt: new Date(Date.now() + 86_400_000) });
    const declared = await api.call({
      method: 'POST', url: `/api/withdrawals/${token}`, key: newKey(),
      payload: { positionIds: [order.lines[0]!.positionId], name: 'Vera Verbraucher', email, language: 'de' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const receipt = declared.json<WithdrawalReceipt>();
    expect(receipt.lines[0]!.grossCents).toBe(plan[0]!.grossValue);
    expect(receipt.refundCents + receipt.proRataCents).toBe(plan[0]!.grossValue);
    const creditNote = await api.call({ method: 'GET', url: `/api/withdrawals/${token}/credit-note` });
    expect(creditNote.statusCode).toBe(200);
    const statuses = await api.q<{ status: string }>('select status from instalment where order_id = $1 order by number', [order.id]);
    expect(statuses.map((row) => row.status)).toEqual(['INVOICED', ...plan.slice(1).map(() => 'CANCELLED')]);
    const app = api.server.app;
    await shopJobRunner(app.db, app.settings, () => new Date(morningOf(plan.at(-1)!.dueOn).getTime() + 3_600_000)).runDue();
    expect((await api.q<{ n: number }>('select count(*)::int as n from invoice where order_id = $1', [order.id]))[0]!.n).toBe(1);
  }, 120_000);

  it('the buyer terminates after six months: the contract ends with the third period, the fourth instalment is cancelled and never invoiced', async () => {
    // A course whose access runs at least nine more months: four instalments.
    const [yearLong] = await distanceCourses(api, 280);
    const { customer, order } = await customerOrder(api, [yearLong!], { paymentMethod: 'INVOICE' }, FIRM);
    const plan = planOf(order.lines[0]!);
    expect(plan.length).toBe(4);
    const positionId = order.lines[0]!.positionId;
    const url = `/api/customer/distance-learning/${positionId}/termination`;
    const app = api.server.app;

    // Declared today, it would end the contract with the first half-year: the third and fourth instalments fall away.
    const early = (await api.call({ method: 'GET', url, token: customer.token })).json<TerminationPreview>();
    expect(early).toEqual({ endsOn: plan[1]!.periodUntil, cancelledInstalments: [3, 4], reducedInstalment: null, terminated: null });

    // Six months on (the third instalment's due date, its invoice issued by the jobs of that day).
    const sixMonths = berlinInstant(plan[2]!.dueOn, '12:00');
    app.clock.setOffsetMs(sixMonths.getTime() - Date.now());
    try {
      // Twice: the order's first job queues its instalment jobs, due already at this time.
      await shopJobRunner(app.db, app.settings, () => app.clock.now()).runDue();
      await shopJobRunner(app.db, app.settings, () => app.clock.now()).runDue();
      const preview = (await api.call({ method: 'GET', url, token: customer.token })).json<TerminationPreview>();
      expect(preview).toEqual({ endsOn: plan[2]!.periodUntil, cancelledInstalments: [4], reducedInstalment: null, terminated: null });

      const stranger = await api.customer();
      expect((await api.call({ method: 'POST', url, token: stranger.token })).statusCode).toBe(404);
      expect((await api.call({ method: 'POST', url })).statusCode).toBe(401);
      const declared = await api.call({ method: 'POST', url, token: customer.token });
      expect(declared.statusCode, declared.body).toBe(200);
      expect(declared.json()).toEqual({ declaredOn: plan[2]!.dueOn, endsOn: plan[2]!.periodUntil });
      const again = await api.call({ method: 'POST', url, token: customer.token });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_TERMINATED' });

      const [mail] = await api.q<{ subject: string; text: string }>(
        `select subject, text_body as text from mail_outbox where subject like 'Kündigung Ihres Fernunterrichtsvertrags%' and subject like $1`,
        [`%${order.orderNumber}%`],
      );
      expect(mail!.text).toContain('Diese Raten entfallen: 4');
      expect(mail!.text).toContain('Weitere Raten werden nicht fällig.');

      // Meine Kurse shows where each instalment stands and the termination.
      const listed = (await api.call({ method: 'GET', url: '/api/customer/orders?size=5', token: customer.token })).json<CustomerOrdersByYear>();
      const position = listed.years.flatMap((year) => year.orders).flatMap((entry) => entry.positions).find((entry) => entry.positionId === positionId)!;
      expect(position.zfuNumber).toBe(order.lines[0]!.zfuNumber);
      expect(position.instalments!.map((entry) => entry.status)).toEqual(['INVOICED', 'INVOICED', 'INVOICED', 'CANCELLED']);
      expect(position.termination).toEqual({ declaredOn: plan[2]!.dueOn, endsOn: plan[2]!.periodUntil });

      // Past the last due date: no fourth invoice.
      await shopJobRunner(app.db, app.settings, () => berlinInstant(plan[3]!.dueOn, '12:00')).runDue();
      expect((await api.q<{ n: number }>('select count(*)::int as n from invoice where order_id = $1', [order.id]))[0]!.n).toBe(3);
    } finally {
      app.clock.setOffsetMs(0);
    }
  }, 120_000);
});

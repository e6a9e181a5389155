/**
 * What a firm's office manager sees (issue 25 §7) and what nobody else does: every member's bookings
 * (dates they take part in, whoever booked) with the member's certificate once the organizer's staff
 * marked the member present (certificates are the participant's), the firm's orders — those members
 * placed while members — with invoice downloads, and every member's § 15 FAO hours (the very state of
 * "Mein Status": attended seats only). A member reading another member's bookings, hours or
 * certificate is refused (403), the office manager of firm B reading firm A's is refused (404), and
 * leaving keeps one's own documents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainingState } from '../../src/shared/customer-area.ts';
import type { FirmBookings, FirmHours, FirmMembers, FirmMembership, FirmOrders } from '../../src/shared/firm.ts';
import type { Order } from '../../src/shared/order.ts';
import type { ParticipantBookings } from '../../src/shared/participants.ts';
import { staffAccount } from '../support/course-orders.ts';
import { createFirm, join, orderOnInvoice, person, type Person } from '../support/firm-api.ts';
import { Browser, signIn } from '../support/identity.ts';
import { TODAY, bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let dates: Bookable[];
let next = 0;
const take = () => dates[next++]!;

beforeAll(async () => {
  api = await startOrderApi();
  dates = await bookable(api);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const get = (who: Person, url: string) => api.call({ method: 'GET', url, token: who.token });

/** Organizer staff mark seat 1 of the order's only position present (PUT /api/organizer/schedules/{id}/attendance). */
async function markPresent(placed: Order) {
  const { positionId, scheduleId } = placed.lines[0]!;
  const organizerId = dates.find((date) => date.scheduleId === scheduleId)!.organizerId;
  const { token } = await staffAccount(api, ['organizer_staff'], { organizerId });
  const marked = await api.call({
    method: 'PUT', url: `/api/organizer/schedules/${scheduleId}/attendance`, token, payload: { entries: [{ positionId, seat: 1, present: true }] },
  });
  expect(marked.statusCode, marked.body).toBe(200);
}

const bookingsOf = async (who: Person) => (await get(who, '/api/firm/bookings')).json<FirmBookings>().members;
/** The office manager's link to Anna's certificate (from her booking in GET /api/firm/bookings). */
const annasCertificateUrl = async () => (await bookingsOf(managerA)).find((m) => m.accountId === anna.id)!.bookings[0]!.certificateUrl;

/** `who` orders one seat of a new date on invoice, naming `participant` (or nobody); answers the order. */
const order = (who: Person, participant?: { firstName: string; lastName: string; email: string }): Promise<Order> =>
  orderOnInvoice(api, who.token, take(), 1, participant && [participant]);

const daysBefore = (days: number) => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The position took place `days` ago, as a 5-hour course with a speaker counted toward `scopeId`. */
async function tookPlace(positionId: number, scopeId: number, days = 30) {
  const day = daysBefore(days);
  await api.q(
    `update order_position set schedule_start = $2::date, schedule_end = $2::date, duration_hours = 5, referents = '{Dr. Rita Referentin}',
            scope_ids = array[$3::int], scope_id = $3, course_type = 'PRESENT' where id = $1`,
    [positionId, day, scopeId],
  );
  return Number(day.slice(0, 4));
}

let managerA: Person, anna: Person, bert: Person, managerB: Person, memberB: Person;
let privateOrder: Order, annaOrder: Order, bookedForBert: Order;
let scopeId: number;
let year: number;

describe('the office manager\'s view of the firm', () => {
  beforeAll(async () => {
    [managerA, anna, bert, managerB, memberB] = await Promise.all([person(api), person(api), person(api), person(api), person(api)]);
    [{ id: scopeId }] = (await api.q<{ id: number }>(`select id from scope where kind = 'LAWYER' order by id limit 1`)) as [{ id: number }];
    // Before joining: Anna's own business, never the firm's.
    privateOrder = await order(anna);
    await createFirm(api, managerA, 'Kanzlei A');
    await createFirm(api, managerB, 'Kanzlei B');
    await join(api, managerA, anna);
    await join(api, managerA, bert);
    await join(api, managerB, memberB);
    annaOrder = await order(anna, { firstName: 'Anna', lastName: 'Anwältin', email: anna.email });
    bookedForBert = await order(managerA, { firstName: 'Bert', lastName: 'Berater', email: bert.email });
    year = await tookPlace(annaOrder.lines[0]!.positionId, scopeId);
  }, 120_000);

  it('lists the members with name and e-mail for the checkout (office managers only)', async () => {
    const members = (await get(managerA, '/api/firm/members')).json<FirmMembers>().members;
    expect(members.map((m) => m.email).sort()).toEqual([managerA.email, anna.email, bert.email].sort());
    expect(members.every((m) => m.firstName && m.lastName)).toBe(true);
  });

  it('before the organizer marks attendance, a member has neither certificate nor hours', async () => {
    expect(await annasCertificateUrl()).toBeNull();
    const hours = (await get(managerA, `/api/firm/hours/${year}`)).json<FirmHours>();
    const [title] = hours.members.find((m) => m.accountId === anna.id)!.state.titles;
    expect(title).toMatchObject({ countedHours: 0, missingHours: 15 });
    expect(title!.courses[0]).toMatchObject({ countedHours: 0, rejections: ['NOT_ATTENDED'] });
    const participantId = (await get(anna, '/api/customer/bookings')).json<ParticipantBookings>().bookings[0]!.participantId;
    const refused = await get(managerA, `/api/firm/certificates/${participantId}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_ATTENDED' });
    await markPresent(annaOrder);
  });

  it("shows every member's bookings by their e-mail, whoever booked them", async () => {
    const answer = await get(managerA, '/api/firm/bookings');
    expect(answer.statusCode, answer.body).toBe(200);
    const byMember = new Map(answer.json<FirmBookings>().members.map((m) => [m.accountId, m.bookings.map((b) => b.scheduleId)]));
    expect(byMember.get(bert.id)).toEqual([bookedForBert.lines[0]!.scheduleId]);
    expect(byMember.get(anna.id)).toEqual([annaOrder.lines[0]!.scheduleId]);
    // Bert reads the same booking as his own.
    const own = (await get(bert, '/api/customer/bookings')).json<ParticipantBookings>();
    expect(own.bookings.map((b) => b.scheduleId)).toEqual([bookedForBert.lines[0]!.scheduleId]);
  });

  it("links a member's certificate from the booking once marked present — the member's own participant certificate, in the member's name", async () => {
    const members = await bookingsOf(managerA);
    const annas = members.find((m) => m.accountId === anna.id)!.bookings[0]!;
    expect(annas.present).toBe(true);
    expect(annas.certificateUrl).toBe(`/api/firm/certificates/${annas.participantId}`);
    expect(annas.accessLink).toBeNull();
    // Bert's date lies ahead and nobody marked him: no certificate yet.
    expect(members.find((m) => m.accountId === bert.id)!.bookings[0]!.certificateUrl).toBeNull();
    const certificate = await get(managerA, annas.certificateUrl!);
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const own = await get(anna, `/api/customer/bookings/${annas.participantId}/certificate`);
    expect(own.statusCode, own.body).toBe(200);
    expect(certificate.headers['content-disposition']).toBe(own.headers['content-disposition']);
    // A seat that is no member's is not the firm's to read, even on the firm's own order.
    const outsider = await order(managerA, { firstName: 'Olga', lastName: 'Außen', email: `olga.${Date.now()}@example.org` });
    const [{ id: outsiderSeat }] = (await api.q<{ id: number }>(
      'select id::int as id from order_participant where order_position_id = $1', [outsider.lines[0]!.positionId],
    )) as [{ id: number }];
    expect((await get(managerA, `/api/firm/certificates/${outsiderSeat}`)).statusCode).toBe(404);
  });

  it("lists the firm's orders (placed by members while members) with invoice downloads; a member's private earlier order stays private", async () => {
    const { orders } = (await get(managerA, '/api/firm/orders')).json<FirmOrders>();
    expect(orders.map((o) => o.orderNumber)).toEqual(expect.arrayContaining([annaOrder.orderNumber, bookedForBert.orderNumber]));
    expect(orders.map((o) => o.orderNumber)).not.toContain(privateOrder.orderNumber);
    const annas = orders.find((o) => o.orderNumber === annaOrder.orderNumber)!;
    expect(annas.buyer).toMatchObject({ accountId: anna.id });
    expect(annas.status).toBe('CONFIRMED');
    expect(annas.invoiceUrl).toMatch(/^\/api\/firm\/invoices\/\d+$/);
    expect(annas.positions[0]).toMatchObject({ positionId: annaOrder.lines[0]!.positionId, seats: 1, participantNames: ['Anna Anwältin'] });
    // The office manager sees who takes the seats of an order placed for another member.
    const forBert = orders.find((o) => o.orderNumber === bookedForBert.orderNumber)!;
    expect(forBert.positions[0]!.participantNames).toEqual(['Bert Berater']);

    const invoice = await get(managerA, annas.invoiceUrl!);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("shows every member's § 15 FAO hours per title against 15 with the gap — the very state of their 'Mein Status'", async () => {
    const answer = await get(managerA, `/api/firm/hours/${year}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const hours = answer.json<FirmHours>();
    expect(hours.members.map((m) => m.accountId).sort()).toEqual([managerA.id, anna.id, bert.id].sort());
    const annas = hours.members.find((m) => m.accountId === anna.id)!.state;
    expect(annas.titles).toHaveLength(1);
    expect(annas.titles[0]).toMatchObject({ scopeId, year, requiredHours: 15, countedHours: 5, missingHours: 10, fulfilled: false });
    const own = (await get(anna, `/api/customer/state/${year}`)).json<TrainingState>();
    expect(annas).toEqual(own);
    expect(hours.members.find((m) => m.accountId === bert.id)!.state.titles).toEqual([]);
  });
});

describe('nobody else sees it', () => {
  it("a member reading the firm's members, bookings, orders, hours, another member's invoice or certificate is refused with 403", async () => {
    const annas = (await get(managerA, '/api/firm/orders')).json<FirmOrders>().orders.find((o) => o.orderNumber === annaOrder.orderNumber)!;
    const certificateUrl = (await annasCertificateUrl())!;
    for (const url of ['/api/firm/members', '/api/firm/bookings', '/api/firm/orders', `/api/firm/hours/${year}`, annas.invoiceUrl!, certificateUrl]) {
      const refused = await get(bert, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toMatchObject({ code: 'NOT_OFFICE_MANAGER' });
    }
    // Nor through the participant's or the buyer's own calls: Anna's certificate and position are not Bert's.
    expect((await get(bert, `/api/customer-certificate/${annaOrder.lines[0]!.positionId}`)).statusCode).toBe(404);
    expect((await get(bert, `/api/order/position/${annaOrder.lines[0]!.positionId}`)).statusCode).toBe(404);
    expect((await get(bert, certificateUrl.replace('/api/firm/certificates/', '/api/customer/bookings/') + '/certificate')).statusCode).toBe(404);
    // Anna's own bookings do not show Bert's date, Bert's do not show Anna's.
    expect((await get(anna, '/api/customer/bookings')).json<ParticipantBookings>().bookings.map((b) => b.scheduleId)).toEqual([annaOrder.lines[0]!.scheduleId]);
  });

  it("the office manager of firm B reads nothing of firm A: its invoice and certificate answer 404, its members are in none of B's lists", async () => {
    const annas = (await get(managerA, '/api/firm/orders')).json<FirmOrders>().orders.find((o) => o.orderNumber === annaOrder.orderNumber)!;
    for (const url of [annas.invoiceUrl!, (await annasCertificateUrl())!]) {
      const refused = await get(managerB, url);
      expect(refused.statusCode, url).toBe(404);
    }
    expect((await get(managerB, '/api/firm/orders')).json<FirmOrders>().orders).toEqual([]);
    const ids = (await get(managerB, `/api/firm/hours/${year}`)).json<FirmHours>().members.map((m) => m.accountId).sort();
    expect(ids).toEqual([managerB.id, memberB.id].sort());
    const booked = (await get(managerB, '/api/firm/bookings')).json<FirmBookings>().members.flatMap((m) => m.bookings);
    expect(booked).toEqual([]);
    expect((await api.call({ method: 'PATCH', url: `/api/firm/members/${anna.id}`, token: managerB.token, payload: { role: 'MEMBER' } })).statusCode).toBe(404);
  });

  it('an account in no firm gets 404 NOT_IN_FIRM, a guest 401', async () => {
    const loner = await person(api);
    for (const url of ['/api/firm/members', '/api/firm/bookings', '/api/firm/orders', `/api/firm/hours/${year}`]) {
      expect((await get(loner, url)).json(), url).toMatchObject({ statusCode: 404, code: 'NOT_IN_FIRM' });
      expect((await api.call({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('leaving the firm', () => {
  it("keeps one's own certificates, bookings and hours; the firm keeps the orders placed while a member but no longer sees the member", async () => {
    const firmUrl = (await annasCertificateUrl())!;
    expect((await api.call({ method: 'POST', url: '/api/firm/leave', token: anna.token })).statusCode).toBe(200);
    const { bookings } = (await get(anna, '/api/customer/bookings')).json<ParticipantBookings>();
    expect(bookings).toHaveLength(1);
    const [booking] = bookings;
    const certificate = await get(anna, booking!.certificateUrl!);
    expect(certificate.statusCode, certificate.body).toBe(200);
    // The firm no longer reads the certificate of a former member.
    expect((await get(managerA, firmUrl)).statusCode).toBe(404);
    expect((await get(anna, `/api/customer/state/${year}`)).json<TrainingState>().titles[0]).toMatchObject({ countedHours: 5 });

    expect((await get(managerA, `/api/firm/hours/${year}`)).json<FirmHours>().members.map((m) => m.accountId)).not.toContain(anna.id);
    expect((await get(managerA, '/api/firm/bookings')).json<FirmBookings>().members.map((m) => m.accountId)).not.toContain(anna.id);
    expect((await get(managerA, '/api/firm/orders')).json<FirmOrders>().orders.map((o) => o.orderNumber)).toContain(annaOrder.orderNumber);
    // Orders Anna places from now on are her own again.
    const after = await order(anna);
    expect((await get(managerA, '/api/firm/orders')).json<FirmOrders>().orders.map((o) => o.orderNumber)).not.toContain(after.orderNumber);
  });
});

describe('the demo firm (demo mode seeds it with the demo accounts)', () => {
  it("signs in as its office manager and shows three members, the members' attended courses and their hours of this year", async () => {
    const { access_token: token } = await signIn(new Browser(api.server.app), { email: 'kanzlei@kursmarkt.example', password: 'Kanzlei-Demo-2026' });
    const manager = { id: 0, token, email: 'kanzlei@kursmarkt.example' };
    expect((await get(manager, '/api/firm')).json<FirmMembership>()).toMatchObject({ role: 'OFFICE_MANAGER', firm: { name: 'Kanzlei Demo & Partner' } });
    const thisYear = Number(TODAY.slice(0, 4));
    const hours = (await get(manager, `/api/firm/hours/${thisYear}`)).json<FirmHours>();
    expect(hours.members.map((m) => `${m.firstName} ${m.lastName}`).sort()).toEqual(['Anna Anwältin', 'Beate Büroleitung', 'Bernd Anwalt']);
    const anna = hours.members.find((m) => m.firstName === 'Anna')!;
    expect(anna.state.titles).toHaveLength(2);
    expect(anna.state.titles.every((t) => t.countedHours > 0 && t.missingHours === 15 - t.countedHours)).toBe(true);
    expect(hours.members.find((m) => m.firstName === 'Bernd')!.state.titles).toHaveLength(1);
    const orders = (await get(manager, '/api/firm/orders')).json<FirmOrders>().orders;
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.status === 'CONFIRMED')).toBe(true);
    const booked = (await get(manager, '/api/firm/bookings')).json<FirmBookings>().members;
    expect(booked.find((m) => m.firstName === 'Anna')!.bookings).toHaveLength(2);
    // Attended: marked present, each with the member's certificate.
    const attended = booked.flatMap((m) => m.bookings);
    expect(attended).toHaveLength(3);
    expect(attended.every((b) => b.present === true && b.certificateUrl !== null)).toBe(true);
    const certificate = await get(manager, attended[0]!.certificateUrl!);
    expect(certificate.statusCode, certificate.body).toBe(200);
    // A member's own "Mein Status" shows the same hours as the office manager's table.
    const { access_token: annaToken } = await signIn(new Browser(api.server.app), { email: 'anna.anwaeltin@kursmarkt.example', password: 'Anwaeltin-Demo-2026' });
    expect((await get({ id: 0, token: annaToken, email: '' }, `/api/customer/state/${thisYear}`)).json<TrainingState>()).toEqual(anna.state);
  });
});

/**
 * The firm's office manager names a substitute on a member's order (issue 25 §6: "Until the start,
 * the buyer (or the firm's office manager) replaces a participant"): PUT
 * /api/firm/orders/{orderNumber}/positions/{positionId}/participants, through app.inject. The buyer's
 * rules, deadlines and mails: the new person gets the confirmation (naming the buyer as who booked)
 * with the calendar file, the replaced one's personal access link answers 410, and GET
 * /api/firm/orders lists the new name with the days naming and substituting close. A member gets 403,
 * another firm's office manager 404 (nothing written); from the start day 409 SUBSTITUTION_CLOSED;
 * an order of a member who left is no longer the office manager's to change (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedByOf } from '../../src/server/services/participants/index.ts';
import type { FirmOrders } from '../../src/shared/firm.ts';
import type { BuyerData } from '../../src/shared/order.ts';
import type { PositionParticipants } from '../../src/shared/participants.ts';
import { createFirm, join, orderOnInvoice, person, type Person } from '../support/firm-api.ts';
import { TODAY, bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import {
  accessTokenOf,
  addDays,
  currentEmails,
  mailsTo,
  openAccessLink,
  runJobsAt,
  setJoinUrl,
  startOn,
} from '../support/participant-changes.ts';

let api: OrderApi;
let online: Bookable[];
let next = 0;
let manager: Person, anna: Person, bert: Person, otherManager: Person;

beforeAll(async () => {
  api = await startOrderApi();
  online = await bookable(api, "c.course_type = 'ONLINE' and s.booked + 3 <= s.seats");
  expect(online.length).toBeGreaterThanOrEqual(3);
  [manager, anna, bert, otherManager] = await Promise.all([person(api), person(api), person(api), person(api)]);
  await createFirm(api, manager, 'Kanzlei A');
  await createFirm(api, otherManager, 'Kanzlei B');
  await join(api, manager, anna);
  await join(api, manager, bert);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const someone = (name: string) => ({ firstName: name, lastName: 'Teilnehmer', email: `${name.toLowerCase()}.${unique()}@example.org` });

/** `buyer` orders two places of a new online date on invoice, naming `participants`; `put` changes them as `who`. */
async function memberOrder(buyer: Person, participants: unknown[]) {
  const order = await orderOnInvoice(api, buyer.token, online[next++]!, 2, participants);
  const line = order.lines[0]!;
  const url = `/api/firm/orders/${order.orderNumber}/positions/${line.positionId}/participants`;
  const put = (who: Person, wanted: unknown[]) => api.call({ method: 'PUT', url, token: who.token, payload: { participants: wanted } });
  return { order, line, put };
}

describe("the office manager replaces a participant of a member's order", () => {
  it("until the start: the substitute gets confirmation and .ics naming the buyer, the replaced one's link answers 410, the firm's orders list the new name", async () => {
    const carla = someone('Carla');
    const dora = someone('Dora');
    const { order, line, put } = await memberOrder(anna, [{ self: true }, carla]);
    const start = addDays(TODAY, 1);
    await startOn(api, line.positionId, start);
    await setJoinUrl(api, line.positionId, 'https://meet.example.org/kanzlei');
    // The date is within ACCESS_LINK_SEND_DAYS_BEFORE: the order's job queues the links' job, due at once.
    await runJobsAt(api, new Date());
    await runJobsAt(api, new Date());
    const carlaToken = (await accessTokenOf(api, carla.email))!;
    expect((await openAccessLink(api, carlaToken)).statusCode).toBe(200);

    // The office manager's view states the seats and both days, as the buyer's does.
    const listed = () => api.call({ method: 'GET', url: '/api/firm/orders', token: manager.token });
    const before = (await listed()).json<FirmOrders>().orders.find((o) => o.orderNumber === order.orderNumber)!;
    expect(before.participantsChangeable).toBe(true);
    expect(before.positions[0]).toMatchObject({
      positionId: line.positionId, withdrawnAt: null, participantsClosedOn: addDays(start, -2), substitutionClosedOn: start,
    });
    expect(before.positions[0]!.participantNames.at(-1)).toBe(`${carla.firstName} ${carla.lastName}`);
    expect(before.positions[0]!.participants!.map((seat) => seat.participant?.email)).toEqual([anna.email, carla.email]);

    // Naming closed (two days before), substitution still open: Dora replaces Carla.
    const replaced = await put(manager, [{ self: true }, dora]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<PositionParticipants>().participants.map((seat) => seat.participant?.email)).toEqual([anna.email, dora.email]);
    expect(await currentEmails(api, line.positionId)).toEqual([anna.email, dora.email]);

    const revoked = await openAccessLink(api, carlaToken);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ code: 'ACCESS_LINK_REVOKED' });
    const [confirmation] = await mailsTo(api, dora.email);
    expect(confirmation!.subject).toBe(`Ihre Anmeldung: ${line.name}`);
    expect(confirmation!.files).toEqual(['kurstermin.ics']);
    // Who booked is still the buyer, not the office manager who made the change.
    const [{ buyer }] = (await api.q<{ buyer: BuyerData }>('select buyer from customer_order where order_number = $1', [order.orderNumber])) as [{ buyer: BuyerData }];
    expect(confirmation!.text_body).toContain(bookedByOf(buyer));
    // Dora's own link works.
    await runJobsAt(api, new Date());
    const doraToken = (await accessTokenOf(api, dora.email))!;
    expect(doraToken).not.toBe(carlaToken);
    expect((await openAccessLink(api, doraToken)).statusCode).toBe(200);

    const after = (await listed()).json<FirmOrders>().orders.find((o) => o.orderNumber === order.orderNumber)!;
    expect(after.positions[0]!.participantNames.at(-1)).toBe(`${dora.firstName} ${dora.lastName}`);
  }, 60_000);

  it("refuses a member (403 NOT_OFFICE_MANAGER) and another firm's office manager (404), nothing written", async () => {
    const carla = someone('Carla');
    const { order, line, put } = await memberOrder(anna, [{ self: true }, carla]);
    const asMember = await put(bert, [{ self: true }, someone('Emil')]);
    expect(asMember.statusCode, asMember.body).toBe(403);
    expect(asMember.json()).toMatchObject({ code: 'NOT_OFFICE_MANAGER' });
    // The buyer is a member too: their own route, not the office manager's.
    expect((await put(anna, [{ self: true }, someone('Emil')])).statusCode).toBe(403);
    const otherFirm = await put(otherManager, [{ self: true }, someone('Emil')]);
    expect(otherFirm.statusCode, otherFirm.body).toBe(404);
    // A position of another order under this order's number: as if it did not exist.
    const { line: elsewhere } = await memberOrder(bert, [someone('Fritz')]);
    const url = `/api/firm/orders/${order.orderNumber}/positions/${elsewhere.positionId}/participants`;
    const mixed = await api.call({ method: 'PUT', url, token: manager.token, payload: { participants: [someone('Gerd')] } });
    expect(mixed.statusCode, mixed.body).toBe(404);
    expect(await currentEmails(api, line.positionId)).toEqual([anna.email, carla.email]);
  }, 60_000);

  it('from the start day on: 409 SUBSTITUTION_CLOSED, nothing written', async () => {
    const carla = someone('Carla');
    const { line, put } = await memberOrder(anna, [{ self: true }, carla]);
    await startOn(api, line.positionId, TODAY);
    const refused = await put(manager, [{ self: true }, someone('Hanna')]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SUBSTITUTION_CLOSED', startDate: TODAY, closedOn: TODAY });
    expect(await currentEmails(api, line.positionId)).toEqual([anna.email, carla.email]);
  }, 60_000);

  it('an order of a member who left is theirs alone again: 404 for the office manager', async () => {
    const leaver = await person(api);
    await join(api, manager, leaver);
    const { line, put, order } = await memberOrder(leaver, [{ self: true }]);
    const left = await api.call({ method: 'POST', url: '/api/firm/leave', token: leaver.token });
    expect(left.statusCode, left.body).toBe(200);
    const orders = (await api.call({ method: 'GET', url: '/api/firm/orders', token: manager.token })).json<FirmOrders>().orders;
    expect(orders.find((o) => o.orderNumber === order.orderNumber)?.participantsChangeable).toBe(false);
    expect((await put(manager, [{ self: true }, someone('Ida')])).statusCode).toBe(404);
    expect(await currentEmails(api, line.positionId)).toEqual([leaver.email]);
  }, 60_000);
});

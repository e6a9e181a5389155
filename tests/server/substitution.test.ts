/**
 * The substitute participant until the start (issue 25 §1, §6) through app.inject, on PGlite and
 * (DATABASE_URL) on PostgreSQL. Naming closes PARTICIPANT_NAMING_CLOSES_DAYS_BEFORE (2) days before
 * the start; from then until the start day a named participant can still be replaced by another
 * person (or their chamber and member number changed), an empty seat can no longer be filled nor a
 * named one emptied (409 NAMING_CLOSED), and from the start day on nothing changes (409
 * SUBSTITUTION_CLOSED). The buyer's order view states both days. On an online date within the send
 * days, the replaced person's link answers 410 and the substitute gets confirmation, .ics and a link
 * that works. The dates move by writing the position's start (the API reads today from the clock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLinkOpened } from '../../src/shared/access-links.ts';
import type { CustomerOrderPosition } from '../../src/shared/customer-area.ts';
import type { PositionParticipants } from '../../src/shared/participants.ts';
import { orderOnInvoice } from '../support/firm-api.ts';
import { TODAY, bookable, startOrderApi, type Bookable, type OrderApi } from '../support/order-api.ts';
import {
  addDays,
  currentEmails as currentEmailsOf,
  mailsTo as mailsToOf,
  openAccessLink,
  runJobsAt as runJobsAtOf,
  setJoinUrl,
  startOn as startOnDay,
  tokenIn,
} from '../support/participant-changes.ts';

let api: OrderApi;
let online: Bookable[];
let next = 0;

beforeAll(async () => {
  api = await startOrderApi();
  online = await bookable(api, "c.course_type = 'ONLINE' and s.booked + 3 <= s.seats");
  expect(online.length).toBeGreaterThanOrEqual(2);
}, 120_000);
afterAll(async () => {
  await api?.server.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const person = (name: string, extra: Record<string, unknown> = {}) => ({
  firstName: name,
  lastName: 'Teilnehmer',
  email: `${name.toLowerCase()}.${unique()}@example.org`,
  ...extra,
});

/** A customer's confirmed order (invoice) of an online date with `seats` places and these participants. */
async function placeWithParticipants(participants: unknown[], seats: number) {
  const customer = await api.customer();
  const order = await orderOnInvoice(api, customer.token, online[next++]!, seats, participants);
  expect(order.status).toBe('CONFIRMED');
  const line = order.lines[0]!;
  const url = `/api/customer/orders/${order.orderNumber}/positions/${line.positionId}/participants`;
  const put = (wanted: unknown[]) => api.call({ method: 'PUT', url, token: customer.token, payload: { participants: wanted } });
  const view = async () =>
    (await api.call({ method: 'GET', url: `/api/order/position/${line.positionId}`, token: customer.token })).json<CustomerOrderPosition>();
  return { customer, order, line, put, view };
}

const startOn = (positionId: number, day: string) => startOnDay(api, positionId, day);
const currentEmails = (positionId: number) => currentEmailsOf(api, positionId);
const mailsTo = (email: string) => mailsToOf(api, email);
const open = (token: string) => openAccessLink(api, token);
const runJobsAt = (at: Date) => runJobsAtOf(api, at);

describe('after naming closed, until the start', () => {
  it('takes a substitute for a named seat (and a new chamber number of the same person); refuses filling or emptying a seat with 409 NAMING_CLOSED; nothing written', async () => {
    const anna = person('Anna');
    const bruno = person('Bruno');
    const { line, put, view } = await placeWithParticipants([anna, bruno], 3);
    const start = addDays(TODAY, 1);
    await startOn(line.positionId, start);
    const closedOn = addDays(start, -2);

    // The order view states both days: naming closed, substitution open until the start.
    const shown = await view();
    expect(shown.participantsClosedOn).toBe(closedOn);
    expect(shown.substitutionClosedOn).toBe(start);

    // Seat 3 is empty: naming someone there is naming, closed.
    const filled = await put([anna, bruno, person('Carla')]);
    expect(filled.statusCode, filled.body).toBe(409);
    expect(filled.json()).toMatchObject({ code: 'NAMING_CLOSED', startDate: start, closedOn, substitutionClosedOn: start });
    // A substitute together with filling the empty seat: refused as a whole, nothing written.
    const mixed = await put([person('Dora'), bruno, person('Emil')]);
    expect(mixed.json()).toMatchObject({ statusCode: 409, code: 'NAMING_CLOSED' });
    // Emptying a named seat is not a substitution either.
    const emptied = await put([anna]);
    expect(emptied.json()).toMatchObject({ statusCode: 409, code: 'NAMING_CLOSED' });
    expect(await currentEmails(line.positionId)).toEqual([anna.email, bruno.email]);

    // Clara replaces Anna: allowed, free of charge, until the start.
    const clara = person('Clara');
    const replaced = await put([clara, bruno]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<PositionParticipants>().participants.map((seat) => seat.participant?.email ?? null)).toEqual([clara.email, bruno.email, null]);
    expect(await currentEmails(line.positionId)).toEqual([clara.email, bruno.email]);
    // The same person with their chamber and member number: allowed too.
    const [chamber] = await api.q<{ id: number }>('select id::int as id from chamber order by id limit 1');
    const numbered = await put([clara, { ...bruno, chamberId: chamber!.id, memberNumber: 'M-4711' }]);
    expect(numbered.statusCode, numbered.body).toBe(200);
    expect(numbered.json<PositionParticipants>().participants[1]!.participant).toMatchObject({ email: bruno.email, memberNumber: 'M-4711' });
    // The rules of naming still hold for a substitute.
    const twice = await put([bruno, bruno]);
    expect(twice.json()).toMatchObject({ statusCode: 422, code: 'PARTICIPANT_TWICE' });
    const broken = await put([person('Fritz', { email: 'kaputt' }), bruno]);
    expect(broken.json()).toMatchObject({ statusCode: 422, code: 'EMAIL_INVALID', field: 'participants.0.email' });
    expect(await currentEmails(line.positionId)).toEqual([clara.email, bruno.email]);
  }, 60_000);

  it('from the start day on refuses every change with 409 SUBSTITUTION_CLOSED (the start day), nothing written', async () => {
    const anna = person('Anna');
    const { line, put, view } = await placeWithParticipants([anna], 2);
    await startOn(line.positionId, TODAY);
    for (const wanted of [[person('Gerd')], [anna, person('Hanna')], [], [{ ...anna, memberNumber: 'M-1' }]]) {
      const refused = await put(wanted);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SUBSTITUTION_CLOSED', startDate: TODAY, closedOn: TODAY });
    }
    expect(await currentEmails(line.positionId)).toEqual([anna.email]);
    expect((await view()).substitutionClosedOn).toBe(TODAY);
    // A date that started before today: the same.
    await startOn(line.positionId, addDays(TODAY, -1));
    expect((await put([person('Ina')])).json()).toMatchObject({ statusCode: 409, code: 'SUBSTITUTION_CLOSED' });
  }, 60_000);

  it("on an online date within the send days: the replaced person's link answers 410, the substitute gets confirmation, .ics and a link that works at once", async () => {
    const anna = person('Anna');
    const bruno = person('Bruno');
    const { line, put } = await placeWithParticipants([anna, bruno], 2);
    await startOn(line.positionId, addDays(TODAY, 1));
    await setJoinUrl(api, line.positionId, 'https://meet.example.org/ersatz');
    // The date is within ACCESS_LINK_SEND_DAYS_BEFORE: the order's job queues the links' job, due at once.
    await runJobsAt(new Date());
    await runJobsAt(new Date());
    const annaToken = tokenIn((await mailsTo(anna.email)).find((mail) => mail.subject.startsWith('Ihr persönlicher Zugangslink'))!.text_body)!;
    expect((await open(annaToken)).statusCode).toBe(200);

    const clara = person('Clara');
    expect((await put([clara, bruno])).statusCode).toBe(200);
    const revoked = await open(annaToken);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ code: 'ACCESS_LINK_REVOKED' });
    // Anna learns the place was passed on; Clara gets her confirmation with the calendar file …
    expect((await mailsTo(anna.email)).length).toBeGreaterThanOrEqual(2);
    const [confirmation] = await mailsTo(clara.email);
    expect(confirmation!.subject).toBe(`Ihre Anmeldung: ${line.name}`);
    expect(confirmation!.files).toEqual(['kurstermin.ics']);
    // … and her own link at once (the send day has passed), which opens the room.
    await runJobsAt(new Date());
    const claraLink = (await mailsTo(clara.email)).find((mail) => mail.subject.startsWith('Ihr persönlicher Zugangslink'));
    const claraToken = tokenIn(claraLink!.text_body)!;
    expect(claraToken).not.toBe(annaToken);
    const opened = await open(claraToken);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<AccessLinkOpened>().joinUrl).toBe('https://meet.example.org/ersatz');
  }, 60_000);
});

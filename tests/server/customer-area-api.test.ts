/**
 * The customer area's calls (issue 12 §1–§2) through app.inject, on PGlite and (DATABASE_URL) on
 * PostgreSQL, with an order placed through the real checkout (cart → invoice → PUT /api/order):
 * guests get 401 on every call and another customer's ids 404 (and stay untouched); orders by year
 * with positions, invoice and documents; the title an ordered course counts toward; manual entries
 * and favourites validated (400/422 naming the field); the state per title and year; the chamber
 * letter as a PDF whose text (pdftotext) lists the courses and hours, and refused (422) for a course a
 * chamber would reject.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreditPackage, CustomerOrder, CustomerOrderPosition, CustomerOrdersByYear, Favorite, ManualCourse, ManualCourseInput,
  TrainingState,
} from '../../src/shared/customer-area.ts';
import type { Order, OrderSummary } from '../../src/shared/order.ts';
import type { ApiError } from '../../src/shared/types.ts';
import { bookable, newKey, positionOf, startOrderApi, TODAY, type OrderApi } from '../support/order-api.ts';
import { endDate } from '../support/course-orders.ts';

let api: OrderApi;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let order: Order;
/** Two ordered FAO15 courses with referents, in the order's line order. */
let positions: CustomerOrderPosition[];
let lawyerScope: { id: number; name: string };
let chamber: { id: number; name: string };

const MANUAL: ManualCourseInput = {
  title: 'Aktuelles Mietrecht 2026', organizer: 'Anwaltverein Köln', startDate: '2026-03-02', endDate: '2026-03-02', hours: 5,
  courseType: 'PRESENT', scopeId: 0, referent: 'Dr. Erika Muster', selfStudy: false, learningCheckPassed: false,
};

beforeAll(async () => {
  api = await startOrderApi();
  [alice, bob] = [await api.customer(), await api.customer()];
  // Two §15 FAO courses that have referents and are not self-study (no check needed), one organizer each.
  const dates = (await bookable(api, `c.kind = 'FAO15' and exists (select 1 from course_referent cr where cr.course_id = c.id)`)).slice(0, 2);
  expect(dates).toHaveLength(2);
  for (const date of dates) {
    const added = await api.call({ method: 'PUT', url: '/api/cart', token: alice.token, payload: positionOf(date) });
    expect(added.statusCode, added.body).toBe(200);
  }
  await api.call({ method: 'PUT', url: '/api/order/payment', token: alice.token, payload: { paymentMethod: 'INVOICE' } });
  const summary = (await api.call({ method: 'GET', url: '/api/order/summary', token: alice.token })).json<OrderSummary>();
  const placed = await api.call({
    method: 'PUT', url: '/api/order', token: alice.token, key: newKey(),
    payload: { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: summary.totals.grossValue },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json<Order>();
  expect(order.status).toBe('CONFIRMED');
  const year = Number(order.placedAt.slice(0, 4));
  const listed = await get<CustomerOrder[]>(`/api/customer/orders/${year}`, alice.token);
  positions = listed[0]!.positions;
  lawyerScope = (await api.q<{ id: number; name: string }>(`select id, name_de as name from scope where kind = 'LAWYER' order by id limit 1`))[0]!;
  chamber = (await api.q<{ id: number; name: string }>('select id, name from chamber order by id limit 1'))[0]!;
  MANUAL.scopeId = lawyerScope!.id;
}, 180_000);
afterAll(async () => {
  await api?.server.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, payload?: unknown) =>
  api.call({ method, url, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

async function get<T>(url: string, token: string): Promise<T> {
  const response = await call('GET', url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

function expectError(response: Awaited<ReturnType<typeof call>>, status: number, field?: string, code?: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ApiError>();
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
  if (field !== undefined) expect(body.field).toBe(field);
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}

const courseYear = () => Number(positions[0]!.startDate!.slice(0, 4));
const letterOf = (overrides: Record<string, unknown> = {}) => ({
  scopeIds: [positions[0]!.scopeIds[0]!], orderIds: [positions[0]!.positionId], manuelOrderIds: [], chamberId: chamber.id,
  chamberMemberId: 'RAK-4711', ...overrides,
});

describe('who may call', () => {
  it('a guest gets 401 on every customer-area call, before any input is looked at', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/customer/orders'], ['GET', '/api/customer/orders/2026'], ['GET', '/api/customer/orders/2026?manuel=true'],
      ['GET', '/api/order/position/1'], ['PATCH', '/api/order/position/1', { scopeId: 1 }], ['POST', '/api/order/manuel', { nonsense: 1 }],
      ['GET', '/api/order/manuel/1'], ['PUT', '/api/order/manuel/1', MANUAL], ['DELETE', '/api/order/manuel/1'],
      ['GET', '/api/favorites'], ['PUT', '/api/favorites', { name: 'x', parameters: {} }], ['DELETE', '/api/favorites/1'],
      ['GET', '/api/customer/state/2026'], ['GET', '/api/customer/state/1/2026'], ['POST', '/api/customer/state/2026/letter', {}],
      ['GET', '/api/customer/packages'],
    ];
    for (const [method, url, payload] of calls) expectError(await call(method, url, undefined, payload), 401, undefined, 'UNAUTHORIZED');
  });

  it("another customer's order position, manual entry and favourite answer 404 and stay untouched", async () => {
    const entry = (await call('POST', '/api/order/manuel', alice.token, MANUAL)).json<ManualCourse>();
    const favorite = (await call('PUT', '/api/favorites', alice.token, { name: 'Arbeitsrecht', parameters: { term: 'Arbeitsrecht' } })).json<Favorite>();
    const position = positions[0]!;
    expectError(await call('GET', `/api/order/position/${position.positionId}`, bob.token), 404);
    expectError(await call('PATCH', `/api/order/position/${position.positionId}`, bob.token, { scopeId: position.scopeIds[0] }), 404);
    expectError(await call('GET', `/api/order/manuel/${entry.id}`, bob.token), 404);
    expectError(await call('PUT', `/api/order/manuel/${entry.id}`, bob.token, { ...MANUAL, title: 'Übernommen' }), 404);
    expectError(await call('DELETE', `/api/order/manuel/${entry.id}`, bob.token), 404);
    expectError(await call('PUT', '/api/favorites', bob.token, { id: favorite.id, name: 'Übernommen', parameters: {} }), 404);
    expectError(await call('DELETE', `/api/favorites/${favorite.id}`, bob.token), 404);
    expectError(await call('POST', `/api/customer/state/${courseYear()}/letter`, bob.token, letterOf()), 404);
    expectError(await call('POST', `/api/customer/state/${MANUAL.startDate.slice(0, 4)}/letter`, bob.token, letterOf({ orderIds: [], manuelOrderIds: [entry.id] })), 404);

    // Nothing of Alice's changed, and Bob sees none of it in his lists.
    expect(await get<ManualCourse>(`/api/order/manuel/${entry.id}`, alice.token)).toEqual(entry);
    expect((await get<Favorite[]>('/api/favorites', alice.token)).map((f) => f.name)).toContain('Arbeitsrecht');
    expect(await get<CustomerOrdersByYear>('/api/customer/orders', bob.token)).toEqual({ years: [], count: 0 });
    expect(await get<ManualCourse[]>('/api/customer/orders/2026?manuel=true', bob.token)).toEqual([]);
    expect(await get<Favorite[]>('/api/favorites', bob.token)).toEqual([]);
    expect((await get<TrainingState>(`/api/customer/state/${courseYear()}`, bob.token)).titles).toEqual([]);
    expect(await get<CreditPackage[]>('/api/customer/packages', bob.token)).toEqual([]);
    await call('DELETE', `/api/order/manuel/${entry.id}`, alice.token);
    await call('DELETE', `/api/favorites/${favorite.id}`, alice.token);
  });
});

describe('GET /api/customer/orders', () => {
  it('lists the order placed through the checkout by year, with positions, hours, referents, invoice and documents', async () => {
    const all = await get<CustomerOrdersByYear>('/api/customer/orders?size=5', alice.token);
    expect(all.count).toBe(1);
    const [group] = all.years;
    expect(group!.year).toBe(Number(order.placedAt.slice(0, 4)));
    const [listed] = group!.orders;
    expect(listed).toMatchObject({ id: order.id, orderNumber: order.orderNumber, status: 'CONFIRMED', grossValue: order.totals.grossValue });
    expect(listed!.invoiceId).toBe(order.invoice!.id);
    expect(listed!.positions.map((p) => p.name)).toEqual(order.lines.map((line) => line.name));
    const durations = await api.q<{ id: number; hours: number }>(
      'select id, duration_value::float8 as hours from course where id = any($1::int[])', [positions.map((p) => p.courseId)],
    );
    for (const position of listed!.positions) {
      expect(position.hours).toBe(durations.find((row) => row.id === position.courseId)!.hours);
      expect(position.referents.length).toBeGreaterThan(0);
      expect(position.documents[0]!.url).toBe(`/api/course/${position.courseId}/document/${position.documents[0]!.id}`);
    }
    expect(await get<CustomerOrder[]>(`/api/customer/orders/${group!.year - 1}`, alice.token)).toEqual([]);
  });

  it('refuses a year or size out of range (400 naming it)', async () => {
    expectError(await call('GET', '/api/customer/orders?size=0', alice.token), 400, 'size');
    expectError(await call('GET', '/api/customer/orders?size=101', alice.token), 400, 'size');
    expectError(await call('GET', '/api/customer/orders/1e309', alice.token), 400, 'year');
    expectError(await call('GET', '/api/customer/orders/2026?manuel=maybe', alice.token), 400, 'manuel');
  });
});

describe('PATCH /api/order/position/{id}', () => {
  it('assigns one of the course\'s scopes; another scope answers 422 SCOPE_NOT_OF_COURSE', async () => {
    const position = positions[0]!;
    const other = (await api.q<{ id: number }>('select id from scope where not (id = any($1::int[])) limit 1', [position.scopeIds]))[0]!.id;
    expectError(await call('PATCH', `/api/order/position/${position.positionId}`, alice.token, { scopeId: other }), 422, 'scopeId', 'SCOPE_NOT_OF_COURSE');
    const answer = await call('PATCH', `/api/order/position/${position.positionId}`, alice.token, { scopeId: position.scopeIds.at(-1) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CustomerOrderPosition>().scopeId).toBe(position.scopeIds.at(-1));
    expectError(await call('PATCH', `/api/order/position/${position.positionId}`, alice.token, { scopeId: 1, categoryId: 1 }), 400, 'categoryId');
  });
});

describe('manual entries', () => {
  it('creates (201 with location), reads, changes, lists by year and deletes', async () => {
    const created = await call('POST', '/api/order/manuel', alice.token, { ...MANUAL, title: '  Mietrecht kompakt  ', hours: 2.5 });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<ManualCourse>();
    expect(entry).toMatchObject({ title: 'Mietrecht kompakt', hours: 2.5, scopeId: lawyerScope.id });
    expect(created.headers.location).toBe(`/api/order/manuel/${entry.id}`);
    const changed = await call('PUT', `/api/order/manuel/${entry.id}`, alice.token, { ...MANUAL, hours: 3 });
    expect(changed.json<ManualCourse>()).toMatchObject({ id: entry.id, title: MANUAL.title, hours: 3 });
    expect((await get<ManualCourse[]>('/api/customer/orders/2026?manuel=true', alice.token)).map((e) => e.id)).toEqual([entry.id]);
    expect(await get<ManualCourse[]>('/api/customer/orders/2025?manuel=true', alice.token)).toEqual([]);
    expect((await call('DELETE', `/api/order/manuel/${entry.id}`, alice.token)).statusCode).toBe(204);
    expectError(await call('GET', `/api/order/manuel/${entry.id}`, alice.token), 404);
  });

  it.each<[string, Record<string, unknown>, number, string, string?]>([
    ['end before start', { endDate: '2026-03-01' }, 422, 'endDate', 'END_BEFORE_START'],
    ['not a calendar day', { startDate: '2026-02-30' }, 422, 'startDate', 'INVALID_DATE'],
    ['two decimals', { hours: 7.55 }, 422, 'hours', 'INVALID_HOURS'],
    ['no hours', { hours: 0 }, 400, 'hours'],
    ['too many hours', { hours: 501 }, 400, 'hours'],
    ['SELF without self-study', { courseType: 'SELF', selfStudy: false }, 422, 'selfStudy', 'SELF_STUDY_REQUIRED'],
    ['a blank title', { title: '   ' }, 400, 'title'],
    ['an unknown property', { priceValue: 1 }, 400, 'priceValue'],
    ['an unknown course type', { courseType: 'HYBRID' }, 400, 'courseType'],
  ])('refuses %s', async (_name, change, status, field, code) => {
    expectError(await call('POST', '/api/order/manuel', alice.token, { ...MANUAL, ...change }), status, field, code);
  });

  it('refuses a scope that is not a specialist title, and a missing field', async () => {
    const [reno] = await api.q<{ id: number }>(`select id from scope where kind = 'RENO' limit 1`);
    expectError(await call('POST', '/api/order/manuel', alice.token, { ...MANUAL, scopeId: reno!.id }), 422, 'scopeId', 'UNKNOWN_SCOPE');
    const { referent: _referent, ...withoutReferent } = MANUAL;
    expectError(await call('POST', '/api/order/manuel', alice.token, withoutReferent), 400, 'referent');
    expect(await get<ManualCourse[]>('/api/customer/orders/2026?manuel=true', alice.token)).toEqual([]);
  });
});

describe('favourites', () => {
  it('saves a search (201), renames it (200), lists it, re-runs it through GET /api/search and deletes it', async () => {
    const parameters = { term: 'Arbeitsrecht', courseType: 'ONLINE', types: 'EDUCATION', dateFrom: '2026-01-01' };
    const saved = await call('PUT', '/api/favorites', bob.token, { name: 'Arbeitsrecht online', parameters });
    expect(saved.statusCode, saved.body).toBe(201);
    const favorite = saved.json<Favorite>();
    expect(favorite.parameters).toEqual(parameters);
    const renamed = await call('PUT', '/api/favorites', bob.token, { id: favorite.id, name: 'Online', parameters });
    expect(renamed.statusCode).toBe(200);
    expect((await get<Favorite[]>('/api/favorites', bob.token)).map((f) => [f.id, f.name])).toEqual([[favorite.id, 'Online']]);
    const rerun = await call('GET', `/api/search?${new URLSearchParams(favorite.parameters as Record<string, string>)}`, undefined);
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect((await call('DELETE', `/api/favorites/${favorite.id}`, bob.token)).statusCode).toBe(204);
    expect(await get<Favorite[]>('/api/favorites', bob.token)).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['dateTo not after dateFrom', { name: 'x', parameters: { dateFrom: '2026-05-01', dateTo: '2026-05-01' } }, 'parameters.dateTo'],
    ['a radius without a city', { name: 'x', parameters: { radius: 50 } }, 'parameters.radius'],
    ['a radius not offered', { name: 'x', parameters: { cityId: 1, radius: 70 } }, 'parameters.radius'],
    ['paging', { name: 'x', parameters: { start: 2 } }, 'parameters.start'],
    ['an unknown parameter', { name: 'x', parameters: { price: 1 } }, 'parameters.price'],
    ['a blank name', { name: ' ', parameters: {} }, 'name'],
    ['no parameters', { name: 'x' }, 'parameters'],
  ])('refuses %s (400 naming the field)', async (_name, body, field) => {
    expectError(await call('PUT', '/api/favorites', bob.token, body), 400, field);
    expect(await get<Favorite[]>('/api/favorites', bob.token)).toEqual([]);
  });

  it('keeps at most 50 per customer (422 FAVORITES_FULL)', async () => {
    for (let index = 0; index < 50; index += 1) {
      expect((await call('PUT', '/api/favorites', bob.token, { name: `Suche ${index}`, parameters: {} })).statusCode).toBe(201);
    }
    expectError(await call('PUT', '/api/favorites', bob.token, { name: 'eine zu viel', parameters: {} }), 422, undefined, 'FAVORITES_FULL');
    expect(await get<Favorite[]>('/api/favorites', bob.token)).toHaveLength(50);
    await api.q('delete from favorite where customer_id = $1', [bob.id]);
  });
});

describe('training state and the chamber letter', () => {
  it('counts the ordered courses toward their titles and says what is missing', async () => {
    const state = await get<TrainingState>(`/api/customer/state/${courseYear()}`, alice.token);
    const counted = state.titles.flatMap((title) => title.courses.map((course) => course.id));
    const assigned = positions.filter((p) => p.scopeIds.length === 1 || p === positions[0]);
    expect(counted.sort()).toEqual(assigned.map((p) => p.positionId).sort());
    for (const title of state.titles) {
      expect(title.countedHours).toBe(title.courses.reduce((sum, course) => sum + course.countedHours, 0));
      expect(title.missingHours).toBe(Math.max(0, 15 - title.countedHours));
    }
    const one = await get<TrainingState>(`/api/customer/state/${positions[0]!.scopeIds.at(-1)}/${courseYear()}`, alice.token);
    expect(one.titles.map((t) => t.scopeId)).toEqual([positions[0]!.scopeIds.at(-1)]);
    expectError(await call('GET', `/api/customer/state/${(await api.q<{ id: number }>(`select id from scope where kind = 'RENO' limit 1`))[0]!.id}/${courseYear()}`, alice.token), 404);
  });

  it('writes the letter as a PDF listing the customer, chamber, member number, courses, hours, referents, organizers and the sum', async () => {
    // § 15 Abs. 5 FAO proves courses that took place: the date is moved into the past (what time would do).
    await endDate(api, positions[0]!.positionId);
    const position = (await get<CustomerOrderPosition>(`/api/order/position/${positions[0]!.positionId}`, alice.token));
    const year = Number(position.startDate!.slice(0, 4));
    const manual = (await call('POST', '/api/order/manuel', alice.token, { ...MANUAL, scopeId: position.scopeId, startDate: `${year}-01-15`, endDate: `${year}-01-16` })).json<ManualCourse>();
    const response = await call('POST', `/api/customer/state/${year}/letter`, alice.token, letterOf({
      scopeIds: [position.scopeId], orderIds: [position.positionId], manuelOrderIds: [manual.id],
    }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    const hours = (value: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value);
    expect(text).toContain(`Nachweis der Fortbildung gemäß § 15 FAO für das Jahr ${year}`);
    expect(text).toContain('Mitgliedsnummer: RAK-4711');
    expect(text).toContain(chamber.name);
    expect(text).toContain('Berta Beispiel'); // the account's name, as the checkout's buyer data set it
    expect(text).toContain(position.name);
    expect(text).toContain(`Veranstalter: ${position.organizer}; Referenten: ${position.referents.join(', ')}`);
    expect(text).toContain(`${hours(position.hours!)} Zeitstunden`);
    expect(text).toContain(`15.01.${year} – 16.01.${year}: ${MANUAL.title}`);
    expect(text).toContain(`Veranstalter: ${MANUAL.organizer}; Referenten: ${MANUAL.referent}`);
    const sum = position.hours! + MANUAL.hours;
    expect(text).toContain(`Summe: ${hours(sum)} Zeitstunden${sum < 15 ? ` (es fehlen ${hours(15 - sum)} der 15 Zeitstunden)` : ''}`);
    await call('DELETE', `/api/order/manuel/${manual.id}`, alice.token);
  });

  it('refuses (422 LETTER_REJECTED, naming why) a course a chamber would reject, and unknown chambers or titles', async () => {
    const year = courseYear();
    const scopeId = positions[0]!.scopeIds.at(-1)!;
    const bad = (await call('POST', '/api/order/manuel', alice.token, {
      ...MANUAL, scopeId, referent: null, courseType: 'SELF', selfStudy: true, startDate: `${year}-02-01`, endDate: `${year}-02-01`,
    })).json<ManualCourse>();
    const state = await get<TrainingState>(`/api/customer/state/${scopeId}/${year}`, alice.token);
    expect(state.titles[0]!.courses.find((course) => course.source === 'MANUAL' && course.id === bad.id)!.rejections).toEqual(['NO_SPEAKER', 'SELF_STUDY_WITHOUT_CHECK']);
    const refused = await call('POST', `/api/customer/state/${year}/letter`, alice.token, letterOf({ scopeIds: [scopeId], orderIds: [], manuelOrderIds: [bad.id] }));
    expectError(refused, 422, undefined, 'LETTER_REJECTED');
    expect(refused.json<{ courses: unknown[] }>().courses).toEqual([
      { source: 'MANUAL', id: bad.id, title: MANUAL.title, rejections: ['NO_SPEAKER', 'SELF_STUDY_WITHOUT_CHECK'] },
    ]);
    expectError(await call('POST', `/api/customer/state/${year}/letter`, alice.token, letterOf({ chamberId: 999_999 })), 422, 'chamberId');
    expectError(await call('POST', `/api/customer/state/${year}/letter`, alice.token, letterOf({ orderIds: [] })), 422, 'orderIds');
    expectError(await call('POST', `/api/customer/state/${year}/letter`, alice.token, letterOf({ chamberMemberId: '' })), 400, 'chamberMemberId');
    expectError(await call('POST', `/api/customer/state/${year + 1}/letter`, alice.token, letterOf()), 404);
    await call('DELETE', `/api/order/manuel/${bad.id}`, alice.token);
  });
});

describe('GET /api/customer/packages', () => {
  it('lists a package bought through the checkout with its credits minus the course paid with it, filtered by organizer, type and scope', async () => {
    const [pair] = await api.q<{ packageId: number; credit: number; organizerId: number; type: string; scopeId: number; courseId: number;
      scheduleId: number; priceLevelId: number; hours: number }>(
      `select k.id as "packageId", k.credit_value as credit, k.organizer_id as "organizerId", k.educational_type as type, ps.scope_id as "scopeId",
              c.id as "courseId", s.id as "scheduleId", pl.id as "priceLevelId", c.duration_value::float8 as hours
         from package k join package_scope ps on ps.package_id = k.id
         join course c on c.organizer_id = k.organizer_id and c.type = k.educational_type and c.duration_value <= k.credit_value
         join course_scope cs on cs.course_id = c.id and cs.scope_id = ps.scope_id
         join course_schedule s on s.course_id = c.id join price_level pl on pl.schedule_id = s.id
        where c.course_type <> 'SELF' and c.kind <> 'FACHANWALTSLEHRGANG' and s.start_date > ($1::date + 20) and s.booked < s.seats
        order by k.id, c.id, s.id, pl.position limit 1`,
      [TODAY],
    );
    expect(pair).toBeDefined();
    const carol = await api.customer();
    for (const payload of [
      { packageId: pair!.packageId },
      { courseId: pair!.courseId, scheduleId: pair!.scheduleId, priceLevelId: pair!.priceLevelId, packageId: pair!.packageId, packageIncluded: true },
    ]) {
      const added = await call('PUT', '/api/cart', carol.token, payload);
      expect(added.statusCode, added.body).toBe(200);
    }
    await call('PUT', '/api/order/payment', carol.token, { paymentMethod: 'INVOICE' });
    const summary = (await call('GET', '/api/order/summary', carol.token)).json<OrderSummary>();
    const placed = await api.call({
      method: 'PUT', url: '/api/order', token: carol.token, key: newKey(),
      payload: { acceptTerms: true, acceptPrivacy: true, earlyStartRequested: true, confirmedGrossValue: summary.totals.grossValue },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Order>().lines.find((line) => line.kind === 'COURSE')!.packageIncluded).toBe(true);

    const [bought] = await get<CreditPackage[]>('/api/customer/packages', carol.token);
    expect(bought).toMatchObject({
      packageId: pair!.packageId, organizerId: pair!.organizerId, type: pair!.type, creditHours: pair!.credit,
      remainingCredits: Math.round((pair!.credit - pair!.hours) * 10) / 10,
    });
    expect(bought!.scopeIds).toContain(pair!.scopeId);
    const filtered = (query: string) => get<CreditPackage[]>(`/api/customer/packages?${query}`, carol.token);
    expect(await filtered(`organizerId=${pair!.organizerId}&type=${pair!.type}&scope=${pair!.scopeId}`)).toHaveLength(1);
    expect(await filtered(`organizerId=${pair!.organizerId + 1}`)).toEqual([]);
    expect(await filtered(`type=${pair!.type === 'RENO' ? 'EDUCATION' : 'RENO'}`)).toEqual([]);
    expectError(await call('GET', '/api/customer/packages?type=ALL', carol.token), 400, 'type');
  });
});

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'letter-'));
  writeFileSync(join(dir, 'letter.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'letter.pdf'), '-'], { encoding: 'utf8' });
}

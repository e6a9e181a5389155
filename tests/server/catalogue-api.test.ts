/**
 * The catalogue API against its schemas and against the seeded rows, read here with plain selects
 * (not the services' SQL). "Today" is the test server's TEST_TODAY, whatever the machine's clock says.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ajv } from 'ajv';
import {
  courseDetailSchema, courseOverviewSchema, organizerDetailSchema, organizerListSchema, packageDetailSchema,
  packageListSchema, referentDetailSchema, referentListSchema, waitingListEntrySchema, yearOverviewSchema,
} from '../../src/server/schemas/catalogue.ts';
import type {
  CourseDetail, CourseOverview, OrganizerDetail, OrganizerSummary, PackageDetail, PackageSummary, ReferentDetail,
  ReferentInfo, WaitingListEntry, YearOverview,
} from '../../src/shared/catalogue.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const TODAY = TEST_TODAY.toISOString().slice(0, 10);
const COURSES = 300;

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) });
  // Many form posts here: the rate limit has its own test with its own server.
  server = await startTestServer({ courses: COURSES, settings: { formRateLimit: { max: 10_000, timeWindow: '1 minute' } } });
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});

const ajv = new Ajv({ allowUnionTypes: true, strict: false });
function expectSchema(schema: object, body: unknown) {
  const validate = ajv.compile(schema);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}
const get = (url: string) => server.app.inject({ method: 'GET', url });
async function getOk<T>(url: string, schema: object): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<T>();
  expectSchema(schema, body);
  return body;
}
const query = <Row>(sql: string, params: unknown[] = []) => server.database.db.query<Row>(sql, params as never[]);

interface ScheduleRow { id: number; courseId: number; cityId: number | null; start: string; end: string; seats: number; booked: number }
const schedulesOf = (courseId: number) =>
  query<ScheduleRow>(
    `select id, course_id as "courseId", city_id as "cityId", start_date::text as start, end_date::text as end, seats, booked
       from course_schedule where course_id = $1 order by start_date, id`,
    [courseId],
  );
/** Not past on TODAY: started today or later; self-study until its access ends. */
const notPast = (schedule: ScheduleRow, courseType: string) => (courseType === 'SELF' ? schedule.end : schedule.start) >= TODAY;

async function courseIdsOfType(courseType: string, count: number): Promise<number[]> {
  const rows = await query<{ id: number }>('select id from course where course_type = $1 order by id limit $2', [courseType, count]);
  return rows.map((row) => row.id);
}

async function fullSchedule(past: boolean): Promise<{ id: number; courseId: number }> {
  const [row] = await query<{ id: number; courseId: number }>(
    `select s.id, s.course_id as "courseId" from course_schedule s join course c on c.id = s.course_id
      where s.booked >= s.seats and c.course_type <> 'SELF' and s.start_date ${past ? '<' : '>='} $1::date
      order by s.id limit 1`,
    [TODAY],
  );
  expect(row, `the seed has a ${past ? 'past' : 'future'} full date`).toBeTruthy();
  return row!;
}

describe('GET /api/course/{id}', () => {
  it.each(['PRESENT', 'ONLINE', 'SELF'])('answers %s courses with every date, seats and prices as stored', async (courseType) => {
    for (const id of await courseIdsOfType(courseType, 4)) {
      const course = await getOk<CourseDetail>(`/api/course/${id}`, courseDetailSchema);
      const [row] = await query<{ name: string; organizerId: number; organizer: string; kind: string; type: string; duration: number }>(
        `select c.name, c.organizer_id as "organizerId", o.name as organizer, c.kind, c.type, c.duration_value::float8 as duration
           from course c join organizer o on o.id = c.organizer_id where c.id = $1`,
        [id],
      );
      expect(course).toMatchObject({ id, name: row!.name, courseType, kind: row!.kind, type: row!.type, durationValue: row!.duration });
      expect(course.organizer).toMatchObject({ id: row!.organizerId, name: row!.organizer });

      const scopes = await query<{ id: number }>('select scope_id as id from course_scope where course_id = $1', [id]);
      expect(course.professionalScopes.map((scope) => scope.id).sort()).toEqual(scopes.map((scope) => scope.id).sort());
      const referents = await query<{ id: number }>('select referent_id as id from course_referent where course_id = $1', [id]);
      expect(course.referents.map((referent) => referent.id).sort()).toEqual(referents.map((referent) => referent.id).sort());
      for (const referent of course.referents) expect(referent.name).toContain(referent.lastName);

      const schedules = await schedulesOf(id);
      expect(course.courseSchedules.map((schedule) => schedule.id)).toEqual(schedules.map((schedule) => schedule.id));
      for (const [index, schedule] of course.courseSchedules.entries()) {
        const stored = schedules[index]!;
        expect(schedule).toMatchObject({
          startDate: stored.start,
          endDate: stored.end,
          capacity: stored.seats,
          freePlaces: Math.max(stored.seats - stored.booked, 0),
          fullyBooked: stored.booked >= stored.seats,
          online: courseType === 'ONLINE',
          selfStudy: courseType === 'SELF',
          past: !notPast(stored, courseType),
        });
        expect(schedule.city?.id ?? null).toBe(stored.cityId);
        if (courseType !== 'PRESENT') expect(schedule.city).toBeNull();
        const levels = await query<{ id: number; priceValue: number }>(
          'select id, price_cents as "priceValue" from price_level where schedule_id = $1 order by position',
          [stored.id],
        );
        expect(schedule.pricelevels.map(({ id: levelId, priceValue }) => ({ id: levelId, priceValue }))).toEqual(levels);
      }
      expect(course.documents.map((document) => document.id)).toEqual([1, 2]);
      expect(course.meta.description.length).toBeLessThanOrEqual(160);
      expect(course.meta.description.length).toBeGreaterThan(20);
    }
  });

  it('says how many hours count toward § 15 FAO: FAO15 lawyer courses only, self-study at most 5', async () => {
    const rows = await query<{ id: number; kind: string; type: string; courseType: string; duration: number }>(
      `select distinct on (kind, type, course_type) id, kind, type, course_type as "courseType", duration_value::float8 as duration
         from course order by kind, type, course_type, duration_value desc, id`,
    );
    expect(rows.some((row) => row.kind === 'FAO15' && row.courseType === 'SELF')).toBe(true);
    for (const row of rows) {
      const course = await getOk<CourseDetail>(`/api/course/${row.id}`, courseDetailSchema);
      const qualifies = row.kind === 'FAO15' && row.type === 'EDUCATION';
      expect(course.fao15).toEqual({
        qualifies,
        hours: qualifies ? (row.courseType === 'SELF' ? Math.min(row.duration, 5) : row.duration) : 0,
      });
    }
  });

  it('names scopes and the category in the asked language', async () => {
    const [row] = await query<{ id: number }>(
      `select cs.course_id as id from course_scope cs join scope s on s.id = cs.scope_id
        where s.name_de <> s.name_en and s.category_id is not null order by cs.course_id limit 1`,
    );
    const german = await getOk<CourseDetail>(`/api/course/${row!.id}`, courseDetailSchema);
    const english = await getOk<CourseDetail>(`/api/course/${row!.id}?language=en`, courseDetailSchema);
    expect(german.category).not.toBeNull();
    expect(english.professionalScopes.map((scope) => scope.name)).not.toEqual(german.professionalScopes.map((scope) => scope.name));
    expect(english.category!.id).toBe(german.category!.id);
  });

  it('answers 404 for an unknown course and 400 naming the field for a bad id or query', async () => {
    expect((await get('/api/course/999999')).statusCode).toBe(404);
    expect((await get('/api/course/999999')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    for (const url of ['/api/course/abc', '/api/course/0', '/api/course/-3', '/api/course/99999999999']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    }
    expect((await get('/api/course/1?language=fr')).json()).toMatchObject({ statusCode: 400, field: 'language' });
    expect((await get('/api/course/1?foo=bar')).json()).toMatchObject({ statusCode: 400, field: 'foo' });
  });
});

describe('GET /api/course/{id}/overview', () => {
  it('gives the short form with the dates not past and the lowest of their prices', async () => {
    for (const id of [1, 2, 3, ...(await courseIdsOfType('SELF', 2))]) {
      const overview = await getOk<CourseOverview>(`/api/course/${id}/overview`, courseOverviewSchema);
      const detail = await getOk<CourseDetail>(`/api/course/${id}`, courseDetailSchema);
      const upcoming = detail.courseSchedules.filter((schedule) => !schedule.past);
      expect(overview.courseSchedules.map((schedule) => schedule.id)).toEqual(upcoming.map((schedule) => schedule.id));
      const prices = upcoming.flatMap((schedule) => schedule.pricelevels.map((level) => level.priceValue));
      expect(overview.minPrice).toBe(prices.length ? Math.min(...prices) : null);
      expect(overview).toMatchObject({ id, name: detail.name, kind: detail.kind, organizer: { id: detail.organizer.id } });
    }
  });

  it('answers 404 for an unknown course', async () => {
    expect((await get('/api/course/999999/overview')).statusCode).toBe(404);
  });
});

describe('GET /api/courses/overview/{year}', () => {
  const year = Number(TODAY.slice(0, 4)) + 1;

  async function allCourses(url: string): Promise<{ courses: CourseOverview[]; count: number }> {
    const first = await getOk<YearOverview>(`${url}${url.includes('?') ? '&' : '?'}limit=100&start=1`, yearOverviewSchema);
    const courses = [...first.courses];
    for (let start = 2; (start - 1) * 100 < first.count; start++) {
      courses.push(...(await getOk<YearOverview>(`${url}${url.includes('?') ? '&' : '?'}limit=100&start=${start}`, yearOverviewSchema)).courses);
    }
    return { courses, count: first.count };
  }

  it('lists every course with a date in the year, once, each with the dates of that year', async () => {
    const { courses, count } = await allCourses(`/api/courses/overview/${year}`);
    const expected = await query<{ id: number }>(
      `select distinct course_id as id from course_schedule where extract(year from start_date) = $1 order by 1`,
      [year],
    );
    expect(count).toBe(expected.length);
    expect(courses.map((course) => course.id).sort((a, b) => a - b)).toEqual(expected.map((row) => row.id));
    for (const course of courses) {
      expect(course.courseSchedules.length).toBeGreaterThan(0);
      for (const schedule of course.courseSchedules) expect(schedule.startDate.slice(0, 4)).toBe(String(year));
    }
    const firstDates = courses.map((course) => course.courseSchedules[0]!.startDate);
    expect(firstDates).toEqual([...firstDates].sort());
  });

  it('keeps only dates from today on with futureEventsOnly, also as a bare flag', async () => {
    const thisYear = Number(TODAY.slice(0, 4));
    const flagged = await getOk<YearOverview>(`/api/courses/overview/${thisYear}?futureEventsOnly&limit=200`, yearOverviewSchema);
    const explicit = await getOk<YearOverview>(`/api/courses/overview/${thisYear}?futureEventsOnly=true&limit=200`, yearOverviewSchema);
    const all = await getOk<YearOverview>(`/api/courses/overview/${thisYear}?limit=200`, yearOverviewSchema);
    expect(flagged).toEqual(explicit);
    expect(flagged.count).toBeLessThan(all.count);
    const [expected] = await query<{ n: number }>(
      `select count(distinct course_id)::int as n from course_schedule
        where start_date >= $1::date and extract(year from start_date) = $2`,
      [TODAY, thisYear],
    );
    expect(flagged.count).toBe(expected!.n);
    for (const course of flagged.courses) for (const schedule of course.courseSchedules) expect(schedule.startDate >= TODAY).toBe(true);
    expect((await getOk<YearOverview>(`/api/courses/overview/${thisYear - 1}?futureEventsOnly=true`, yearOverviewSchema)).count).toBe(0);
  });

  it('filters by organizer and pages without overlap', async () => {
    const { courses } = await allCourses(`/api/courses/overview/${year}?organizerId=1`);
    const [expected] = await query<{ n: number }>(
      `select count(distinct s.course_id)::int as n from course_schedule s join course c on c.id = s.course_id
        where c.organizer_id = 1 and extract(year from s.start_date) = $1`,
      [year],
    );
    expect(courses.length).toBe(expected!.n);
    for (const course of courses) expect(course.organizer.id).toBe(1);

    const first = await getOk<YearOverview>(`/api/courses/overview/${year}?limit=5&start=1`, yearOverviewSchema);
    const second = await getOk<YearOverview>(`/api/courses/overview/${year}?limit=5&start=2`, yearOverviewSchema);
    expect(first.courses).toHaveLength(5);
    expect(second.courses.map((course) => course.id).filter((id) => first.courses.some((course) => course.id === id))).toEqual([]);
    const beyond = await getOk<YearOverview>(`/api/courses/overview/${year}?limit=5&start=9999`, yearOverviewSchema);
    expect(beyond).toMatchObject({ courses: [], count: first.count });
  });

  it('refuses a bad year or paging with 400 naming the field', async () => {
    for (const [url, field] of [
      ['/api/courses/overview/1999', 'year'],
      ['/api/courses/overview/zwanzig', 'year'],
      [`/api/courses/overview/${year}?limit=1000`, 'limit'],
      [`/api/courses/overview/${year}?start=0`, 'start'],
      [`/api/courses/overview/${year}?futureEventsOnly=vielleicht`, 'futureEventsOnly'],
      [`/api/courses/overview/${year}?organizerId=x`, 'organizerId'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().field, url).toBe(field);
    }
  });
});

describe('packages', () => {
  it('lists every package with credits, price, type, organizer and scopes as stored', async () => {
    const packages = await getOk<PackageSummary[]>('/api/courses/packages', packageListSchema);
    const rows = await query<{ id: number; credits: number; price: number; type: string; organizerId: number }>(
      'select id, credit_value as credits, price_cents as price, educational_type as type, organizer_id as "organizerId" from package',
    );
    expect(packages).toHaveLength(rows.length);
    for (const row of rows) {
      const found = packages.find((entry) => entry.id === row.id)!;
      expect(found).toMatchObject({ creditValue: row.credits, price: { price: row.price }, educationalType: row.type, organizer: { id: row.organizerId } });
      const scopes = await query<{ id: number }>('select scope_id as id from package_scope where package_id = $1 order by 1', [row.id]);
      expect([...found.professionalScopeIds].sort((a, b) => a - b)).toEqual(scopes.map((scope) => scope.id));
      expect(found.professionalScopes.map((scope) => scope.id)).toEqual(found.professionalScopeIds);
    }
  });

  it('gives each package the courses it can be spent on: same organizer and type, a package scope, fitting credits, a date ahead', async () => {
    const packages = await getOk<PackageSummary[]>('/api/courses/packages', packageListSchema);
    let withCourses = 0;
    for (const summary of packages) {
      const detail = await getOk<PackageDetail>(`/api/courses/packages/${summary.id}`, packageDetailSchema);
      expect(detail).toMatchObject({ ...summary });
      const expected = await query<{ id: number }>(
        `select c.id from course c
          where c.organizer_id = $1 and c.type = $2 and c.duration_value <= $3
            and exists (select 1 from course_scope cs where cs.course_id = c.id and cs.scope_id = any($4::int[]))
            and exists (select 1 from course_schedule s where s.course_id = c.id
                         and (case when c.course_type = 'SELF' then s.end_date else s.start_date end) >= $5::date)`,
        [summary.organizer.id, summary.educationalType, summary.creditValue, summary.professionalScopeIds, TODAY],
      );
      expect(detail.courseCount).toBe(expected.length);
      expect(detail.courses.map((course) => course.id).sort((a, b) => a - b)).toEqual(
        expected.map((row) => row.id).sort((a, b) => a - b).slice(0, detail.courses.length),
      );
      if (detail.courses.length > 0) withCourses++;
      for (const course of detail.courses) {
        expect(course.organizer.id).toBe(summary.organizer.id);
        expect(course.type).toBe(summary.educationalType);
        expect(course.durationValue).toBeLessThanOrEqual(summary.creditValue);
        expect(course.courseSchedules.length).toBeGreaterThan(0);
      }
    }
    expect(withCourses).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown package and 400 for a bad id', async () => {
    expect((await get('/api/courses/packages/999999')).statusCode).toBe(404);
    expect((await get('/api/courses/packages/paket')).json()).toMatchObject({ statusCode: 400, field: 'id' });
  });
});

describe('organizers', () => {
  it('lists every organizer by name', async () => {
    const organizers = await getOk<OrganizerSummary[]>('/api/organizer', organizerListSchema);
    const [count] = await query<{ n: number }>('select count(*)::int as n from organizer');
    expect(organizers).toHaveLength(count!.n);
    const names = organizers.map((organizer) => organizer.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('gives an organizer its offered courses, and their scopes with includeScopes=true', async () => {
    const plain = await getOk<OrganizerDetail>('/api/organizer/1', organizerDetailSchema);
    expect(plain.scopes).toBeUndefined();
    const detail = await getOk<OrganizerDetail>('/api/organizer/1?includeScopes=true', organizerDetailSchema);
    const offered = await query<{ id: number }>(
      `select c.id from course c where c.organizer_id = 1 and exists (select 1 from course_schedule s where s.course_id = c.id
         and (case when c.course_type = 'SELF' then s.end_date else s.start_date end) >= $1::date)`,
      [TODAY],
    );
    expect(detail.courseCount).toBe(offered.length);
    const scopes = await query<{ id: number; n: number }>(
      'select scope_id as id, count(*)::int as n from course_scope where course_id = any($1::int[]) group by scope_id',
      [offered.map((row) => row.id)],
    );
    expect(detail.scopes!.map(({ id, courseCount }) => ({ id, n: courseCount })).sort((a, b) => a.id - b.id)).toEqual(
      scopes.sort((a, b) => a.id - b.id),
    );
    expect(detail.email).toContain('@');
  });

  it('answers 404 for an unknown organizer and 400 for bad parameters', async () => {
    expect((await get('/api/organizer/999')).statusCode).toBe(404);
    expect((await get('/api/organizer/1?includeScopes=vielleicht')).json()).toMatchObject({ statusCode: 400, field: 'includeScopes' });
    expect((await get('/api/organizer/eins')).json()).toMatchObject({ statusCode: 400, field: 'id' });
  });
});

describe('referents', () => {
  it('lists every referent with their organizer', async () => {
    const referents = await getOk<ReferentInfo[]>('/api/referent-infos', referentListSchema);
    const [count] = await query<{ n: number }>('select count(*)::int as n from referent');
    expect(referents).toHaveLength(count!.n);
    for (const referent of referents) expect(referent.name.endsWith(referent.lastName)).toBe(true);
  });

  it('gives a referent their vita and the offered courses they teach', async () => {
    const [row] = await query<{ id: number }>(
      'select referent_id as id from course_referent group by referent_id order by count(*) desc, referent_id limit 1',
    );
    const referent = await getOk<ReferentDetail>(`/api/referent-infos/${row!.id}`, referentDetailSchema);
    expect(referent.vita.length).toBeGreaterThan(50);
    expect(referent.courseCount).toBeGreaterThan(0);
    const taught = new Set(
      (await query<{ id: number }>('select course_id as id from course_referent where referent_id = $1', [row!.id])).map((r) => r.id),
    );
    for (const course of referent.courses) {
      expect(taught.has(course.id)).toBe(true);
      expect(course.courseSchedules.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown referent', async () => {
    expect((await get('/api/referent-infos/99999')).statusCode).toBe(404);
  });
});

describe('POST /api/orders/waitinglists', () => {
  const post = (payload: object) => server.app.inject({ method: 'POST', url: '/api/orders/waitinglists', payload });
  const person = { firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@kanzlei.example' };

  it('stores a request for a full date once: 201, then 200 with the same entry', async () => {
    const full = await fullSchedule(false);
    const body = { courseId: full.courseId, courseScheduleId: full.id, ...person };
    const first = await post(body);
    expect(first.statusCode, first.body).toBe(201);
    const entry = first.json<WaitingListEntry>();
    expectSchema(waitingListEntrySchema, entry);
    expect(entry).toMatchObject({ courseId: full.courseId, courseScheduleId: full.id, places: 1, position: 1 });

    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(entry);
    // The same address in other letter case is the same person.
    const shouting = await post({ ...body, email: person.email.toUpperCase() });
    expect(shouting.statusCode).toBe(200);
    expect(shouting.json<WaitingListEntry>().id).toBe(entry.id);

    const rows = await query<{ n: number }>('select count(*)::int as n from waiting_list_request where schedule_id = $1', [full.id]);
    expect(rows[0]!.n).toBe(1);
    const mails = await query<{ n: number }>("select count(*)::int as n from mail_outbox where recipient = $1 and subject like 'Warteliste:%'", [
      person.email,
    ]);
    expect(mails[0]!.n).toBe(1);

    const second = await post({ ...body, email: 'bernd@kanzlei.example', places: 2, phone: '+49 30 1234567' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ position: 2, places: 2 });
  });

  it('stores concurrent identical requests once', async () => {
    const [full] = await query<{ id: number; courseId: number }>(
      `select s.id, s.course_id as "courseId" from course_schedule s join course c on c.id = s.course_id
        where s.booked >= s.seats and s.start_date >= $1::date and c.course_type <> 'SELF' order by s.id desc limit 1`,
      [TODAY],
    );
    const body = { courseId: full!.courseId, courseScheduleId: full!.id, ...person, email: 'doppelklick@kanzlei.example' };
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<WaitingListEntry>().id)).size).toBe(1);
  });

  it('refuses a date that still has free places, and one that is past, with 409', async () => {
    const [open] = await query<{ id: number; courseId: number }>(
      `select id, course_id as "courseId" from course_schedule where booked < seats and start_date >= $1::date order by id limit 1`,
      [TODAY],
    );
    const notFull = await post({ courseId: open!.courseId, courseScheduleId: open!.id, ...person });
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json()).toMatchObject({ code: 'SCHEDULE_NOT_FULL', field: 'courseScheduleId' });
    expect(notFull.json().message).toMatch(/free places/);

    const past = await fullSchedule(true);
    const answer = await post({ courseId: past.courseId, courseScheduleId: past.id, ...person });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'SCHEDULE_PAST' });
    const stored = await query<{ n: number }>('select count(*)::int as n from waiting_list_request where schedule_id = any($1::int[])', [
      [open!.id, past.id],
    ]);
    expect(stored[0]!.n).toBe(0);
  });

  it('answers 404 for an unknown course or a date of another course', async () => {
    const full = await fullSchedule(false);
    expect((await post({ courseId: 999999, courseScheduleId: full.id, ...person })).json()).toMatchObject({ statusCode: 404 });
    const other = await post({ courseId: full.courseId === 1 ? 2 : 1, courseScheduleId: full.id, ...person });
    expect(other.json()).toMatchObject({ statusCode: 404, field: 'courseScheduleId' });
    expect((await post({ courseId: full.courseId, courseScheduleId: 99999999, ...person })).statusCode).toBe(404);
  });

  it('validates names, address, places and unknown properties with 400 naming the field', async () => {
    const full = await fullSchedule(false);
    const base = { courseId: full.courseId, courseScheduleId: full.id, ...person };
    const cases: [object, string][] = [
      [{ ...base, email: 'anna@kanzlei' }, 'email'],
      [{ ...base, email: 'keine adresse' }, 'email'],
      [{ ...base, firstName: '   ' }, 'firstName'],
      [{ ...base, lastName: '' }, 'lastName'],
      [{ ...base, lastName: undefined }, 'lastName'],
      [{ ...base, places: 0 }, 'places'],
      [{ ...base, places: 11 }, 'places'],
      [{ ...base, phone: 'call me' }, 'phone'],
      [{ ...base, priceValue: 0 }, 'priceValue'],
      [{ ...base, courseScheduleId: 'x' }, 'courseScheduleId'],
    ];
    for (const [payload, field] of cases) {
      const answer = await post(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().field).toBe(field);
    }
  });

  it('is rate-limited like the other forms', async () => {
    const limited = await startTestServer({ courses: 20, settings: { formRateLimit: { max: 2, timeWindow: '1 minute' } } });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 3; n++) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/orders/waitinglists', payload: {} })).statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue route with its parameters', async () => {
    const document = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/course/{id}', '/api/course/{id}/overview', '/api/course/{id}/document/{documentId}', '/api/courses/overview/{year}',
        '/api/courses/packages', '/api/courses/packages/{id}', '/api/organizer', '/api/organizer/{id}', '/api/referent-infos',
        '/api/referent-infos/{id}', '/api/orders/waitinglists',
      ]),
    );
    const yearParameters = document.paths['/api/courses/overview/{year}']!.get!.parameters!.map((parameter) => parameter.name);
    expect(yearParameters).toEqual(expect.arrayContaining(['year', 'futureEventsOnly', 'organizerId', 'start', 'limit']));
  });
});

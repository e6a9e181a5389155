/**
 * Certificates and the learning-success check (issue 12 §3) through app.inject, with orders placed
 * through the real checkout: anonymous calls 401, another customer's position 404; the check scored on
 * the server (the client only names options), attempts limited, passing sets learningCheckPassed and
 * the training state counts the hours; the certificate PDF (pdftotext) prints topic, date, place,
 * referent and hours; the attendance confirmation by URL id; the lookup by course, order number and
 * e-mail answers only when all three match; the spec §5 required-parameter messages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttendanceConfirmation, CertificationLookup, CourseInfo, LearningCheck, LearningCheckResult,
} from '../../src/shared/certificates.ts';
import { LEARNING_CHECK_MAX_ATTEMPTS } from '../../src/shared/certificates.ts';
import type { CustomerOrderPosition, TrainingState } from '../../src/shared/customer-area.ts';
import type { Order, OrderEvaluation } from '../../src/shared/order.ts';
import type { ApiError } from '../../src/shared/types.ts';
import { endDate, orderDates, selfStudyDates, staffAccount } from '../support/course-orders.ts';
import { bookable, startOrderApi, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
/** Alice's order: a self-study course and a present/online course with referents. */
let order: Order;
let selfStudy: CustomerOrderPosition;
let event: CustomerOrderPosition;
/** Bob's self-study order (for the exhausted attempts). */
let bobSelf: CustomerOrderPosition;

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  api.call({ method, url, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

function expectError(response: Awaited<ReturnType<typeof call>>, status: number, code?: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ApiError>();
  if (code) expect(body.code).toBe(code);
  return body;
}

async function position(token: string, id: number): Promise<CustomerOrderPosition> {
  return (await call('GET', `/api/order/position/${id}`, token)).json<CustomerOrderPosition>();
}

/** The stored solution, read past the API (the API never tells it). */
async function solutions(courseId: number): Promise<{ position: number; correct: number }[]> {
  return api.q('select position, correct_option as correct from learning_check_question where course_id = $1 order by position', [courseId]);
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'certificate-'));
  writeFileSync(join(dir, 'certificate.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'certificate.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const germanDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

beforeAll(async () => {
  api = await startOrderApi();
  [alice, bob] = [await api.customer(), await api.customer()];
  const selfDates = await selfStudyDates(api);
  expect(selfDates.length).toBeGreaterThanOrEqual(2);
  const [withReferents] = await bookable(api, `c.course_type = 'PRESENT' and exists (select 1 from course_referent cr where cr.course_id = c.id)`);
  const placed = await orderDates(api, alice, [selfDates[0]!, withReferents!]);
  order = placed.order;
  [selfStudy, event] = placed.positions as [CustomerOrderPosition, CustomerOrderPosition];
  bobSelf = (await orderDates(api, bob, [selfDates[1]!])).positions[0]!;
}, 180_000);
afterAll(async () => {
  await api?.server.close();
});

describe('who may call', () => {
  it('anonymous calls of own-position certificates and the check answer 401', async () => {
    for (const url of [
      `/api/customer-certificate/${event.positionId}`, `/api/customer-certificate/${event.positionId}/module/1`,
      `/api/customer-certificate/certification/${selfStudy.positionId}`, `/api/course-certification/${selfStudy.positionId}/certification`,
    ]) expectError(await call('GET', url), 401, 'UNAUTHORIZED');
    expectError(await call('POST', `/api/course-certification/${selfStudy.positionId}/certification`, undefined, { answers: [] }), 401);
  });

  it("another customer's position answers 404 on every call", async () => {
    await endDate(api, event.positionId);
    for (const url of [
      `/api/customer-certificate/${event.positionId}`, `/api/customer-certificate/certification/${selfStudy.positionId}`,
      `/api/course-certification/${selfStudy.positionId}/certification`,
    ]) expectError(await call('GET', url, bob.token), 404);
    expectError(await call('POST', `/api/course-certification/${selfStudy.positionId}/certification`, bob.token, { answers: [{ position: 1, option: 0 }] }), 404);
    // Bob's 404 used no attempt of Alice's.
    expect((await position(alice.token, selfStudy.positionId)).certificates.learningCheck).toEqual({ state: 'OPEN', attemptsLeft: LEARNING_CHECK_MAX_ATTEMPTS });
  });
});

describe('the learning-success check', () => {
  it('shows the questions without their solutions', async () => {
    const check = (await call('GET', `/api/course-certification/${selfStudy.positionId}/certification`, alice.token)).json<LearningCheck>();
    expect(check).toMatchObject({ positionId: selfStudy.positionId, passMarkPercent: 70, attemptsUsed: 0, attemptsLeft: 3, passedAt: null, certificateUrl: null });
    expect(check.questions.length).toBe(5);
    for (const question of check.questions) {
      expect(Object.keys(question).sort()).toEqual(['options', 'position', 'question']);
      expect(question.question).toMatch(/\?$/);
    }
    expectError(await call('GET', `/api/course-certification/${event.positionId}/certification`, alice.token), 409, 'NO_LEARNING_CHECK');
  });

  it('refuses incomplete or impossible answers without using an attempt (422)', async () => {
    const url = `/api/course-certification/${selfStudy.positionId}/certification`;
    expectError(await call('POST', url, alice.token, { answers: [{ position: 1, option: 0 }] }), 422, 'ANSWER_MISSING');
    const all = [1, 2, 3, 4, 5].map((number) => ({ position: number, option: 0 }));
    expectError(await call('POST', url, alice.token, { answers: [...all.slice(0, 4), { position: 5, option: 9 }] }), 422, 'UNKNOWN_OPTION');
    expectError(await call('POST', url, alice.token, { answers: [...all, { position: 1, option: 1 }] }), 422, 'DUPLICATE_ANSWER');
    expectError(await call('POST', url, alice.token, { answers: all, correct: 5 }), 400);
    expect((await position(alice.token, selfStudy.positionId)).certificates.learningCheck?.attemptsLeft).toBe(3);
  });

  it('is scored on the server: a wrong attempt fails, the right one passes, sets learningCheckPassed and the hours count', async () => {
    const url = `/api/course-certification/${selfStudy.positionId}/certification`;
    const evaluationOpen = async () =>
      (await call('GET', `/api/order/evaluation/${order.id}`, alice.token)).json<OrderEvaluation>().courses
        .find((course) => course.positionId === selfStudy.positionId)!.evaluationOpen;
    expect(await evaluationOpen()).toBe(false);
    const solved = await solutions(selfStudy.courseId!);
    const wrong = solved.map(({ position: number, correct }) => ({ position: number, option: (correct + 1) % 4 }));
    const failed = (await call('POST', url, alice.token, { answers: wrong })).json<LearningCheckResult>();
    expect(failed).toMatchObject({ correct: 0, total: 5, percent: 0, passed: false, attemptsLeft: 2, certificateUrl: null });
    expectError(await call('GET', `/api/customer-certificate/${selfStudy.positionId}`, alice.token), 409, 'LEARNING_CHECK_REQUIRED');

    // Four of five right is 80 %: passed.
    const right = solved.map(({ position: number, correct }, index) => ({ position: number, option: index === 0 ? (correct + 1) % 4 : correct }));
    const passed = (await call('POST', url, alice.token, { answers: right })).json<LearningCheckResult>();
    expect(passed).toMatchObject({ correct: 4, total: 5, percent: 80, passed: true, attemptsLeft: 0, certificateUrl: `/api/customer-certificate/${selfStudy.positionId}` });
    const after = await position(alice.token, selfStudy.positionId);
    expect(after.learningCheckPassed).toBe(true);
    expect(after.certificates).toMatchObject({ learningCheck: { state: 'PASSED', attemptsLeft: 0 }, certificateUrl: passed.certificateUrl });
    expectError(await call('POST', url, alice.token, { answers: right }), 409, 'LEARNING_CHECK_PASSED');
    // Self-study is done: the order's evaluation step opens it.
    expect(await evaluationOpen()).toBe(true);
    expect(after.certificates.evaluationOpen).toBe(true);

    const year = Number(after.startDate!.slice(0, 4));
    const state = (await call('GET', `/api/customer/state/${year}`, alice.token)).json<TrainingState>();
    const counted = state.titles.flatMap((title) => title.courses).find((course) => course.source === 'ORDER' && course.id === selfStudy.positionId);
    expect(counted).toMatchObject({ selfStudy: true, countedHours: after.hours, rejections: [] });
  });

  it(`closes after ${LEARNING_CHECK_MAX_ATTEMPTS} failed attempts`, async () => {
    const url = `/api/course-certification/${bobSelf.positionId}/certification`;
    const wrong = (await solutions(bobSelf.courseId!)).map(({ position: number, correct }) => ({ position: number, option: (correct + 1) % 4 }));
    for (let attempt = 1; attempt <= LEARNING_CHECK_MAX_ATTEMPTS; attempt++) {
      expect((await call('POST', url, bob.token, { answers: wrong })).json<LearningCheckResult>().attemptsLeft).toBe(LEARNING_CHECK_MAX_ATTEMPTS - attempt);
    }
    expectError(await call('POST', url, bob.token, { answers: wrong }), 409, 'LEARNING_CHECK_NO_ATTEMPTS_LEFT');
    expect((await position(bob.token, bobSelf.positionId)).certificates.learningCheck).toEqual({ state: 'FAILED', attemptsLeft: 0 });
  });
});

describe('certificates', () => {
  it('are refused until the date is over (409 naming the day)', async () => {
    const [later] = await bookable(api, `c.course_type = 'ONLINE'`);
    const { positions } = await orderDates(api, alice, [later!]);
    const body = expectError(await call('GET', `/api/customer-certificate/${positions[0]!.positionId}`, alice.token), 409, 'CERTIFICATE_NOT_YET');
    expect(body.message).toContain(positions[0]!.endDate!);
    expect(positions[0]!.certificates).toMatchObject({ certificateUrl: null, attendanceUrlId: null, availableFrom: positions[0]!.endDate });
  });

  it('print participant, topic, date, place, referent, net hours and organizer', async () => {
    const current = await position(alice.token, event.positionId);
    expect(current.certificates.certificateUrl).toBe(`/api/customer-certificate/${event.positionId}`);
    const response = await call('GET', current.certificates.certificateUrl!, alice.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Teilnahmebescheinigung');
    expect(text).toContain(`${order.buyer.firstName} ${order.buyer.lastName}`);
    expect(text).toContain(current.name.slice(0, 30));
    expect(text).toContain(`${germanDay(current.startDate!)} – ${germanDay(current.endDate!)}`);
    expect(text).toContain(current.city!);
    expect(text).toContain(current.referents[0]!);
    expect(text).toContain(`${String(current.hours).replace('.', ',')} Zeitstunden`);
    expect(text).toContain(current.organizer.slice(0, 20));

    const self = pdfText((await call('GET', `/api/customer-certificate/${selfStudy.positionId}`, alice.token)).rawPayload);
    expect(self).toContain('Selbststudium mit Lernerfolgskontrolle');
    expect(self).toContain('Lernerfolgskontrolle bestanden am');
    expect(pdfText((await call('GET', `/api/customer-certificate/certification/${selfStudy.positionId}`, alice.token)).rawPayload))
      .toContain('Bescheinigung über die Lernerfolgskontrolle');
  });

  it('say "online" only until organizer staff confirm interaction and continuous attendance, then "online mit Interaktion und kontinuierlicher Anwesenheit", per module too', async () => {
    const [online] = await bookable(api, `c.course_type = 'ONLINE' and c.duration_value > 8`);
    const { positions } = await orderDates(api, alice, [online!]);
    await endDate(api, positions[0]!.positionId);
    const unconfirmed = await position(alice.token, positions[0]!.positionId);
    const before = pdfText((await call('GET', unconfirmed.certificates.certificateUrl!, alice.token)).rawPayload);
    expect(before).toContain('online');
    expect(before).not.toContain('kontinuierlicher Anwesenheit');
    // The order names no participant: its one seat is the buyer's, whom staff mark (issue 25 §4).
    const staff = await staffAccount(api, ['organizer_staff'], { organizerId: online!.organizerId });
    const marked = await api.call({
      method: 'PUT', url: `/api/organizer/schedules/${online!.scheduleId}/attendance`, token: staff.token,
      payload: { entries: [{ positionId: positions[0]!.positionId, seat: 1, present: true, continuous: true }] },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const current = await position(alice.token, positions[0]!.positionId);
    expect(current.certificates.modules.length).toBeGreaterThanOrEqual(2);
    expect(pdfText((await call('GET', current.certificates.certificateUrl!, alice.token)).rawPayload))
      .toContain('online mit Interaktion und kontinuierlicher Anwesenheit');
    const module = current.certificates.modules[1]!;
    const text = pdfText((await call('GET', module.url!, alice.token)).rawPayload);
    expect(text).toContain('Modul 2');
    expect(text).toContain(germanDay(module.date));
    expectError(await call('GET', `/api/customer-certificate/${current.positionId}/module/99`, alice.token), 404);
  });
});

describe('attendance confirmation by URL id and the certification lookup', () => {
  it('reads the confirmation by its unguessable id, without signing in; an unknown id is 404', async () => {
    const urlId = (await position(alice.token, event.positionId)).certificates.attendanceUrlId!;
    expect(urlId).toMatch(/^[0-9a-f]{32}$/);
    const confirmation = (await call('GET', `/api/course-certification/attendance/${urlId}`)).json<AttendanceConfirmation>();
    expect(confirmation).toMatchObject({ participant: `${order.buyer.firstName} ${order.buyer.lastName}`, courseName: event.name, certificateUrl: `/api/customer-certificate/attendance/${urlId}` });
    expect(pdfText((await call('GET', confirmation.certificateUrl)).rawPayload)).toContain('Anwesenheitsbestätigung');
    expectError(await call('GET', `/api/course-certification/attendance/${'0'.repeat(32)}`), 404);
    expectError(await call('GET', '/api/course-certification/attendance/123'), 400);
  });

  it('answers only when course, order number and e-mail all match, with one 404 for every mismatch', async () => {
    const base = `/api/customer-certificate/certification/${event.courseId}/order/${order.orderNumber}`;
    const email = order.buyer.email;
    const found = (await call('GET', `${base}?email=${encodeURIComponent(email.toUpperCase())}`)).json<CertificationLookup>();
    expect(found).toMatchObject({ courseName: event.name, available: true, learningCheckRequired: false });
    const misses = [
      await call('GET', `${base}?email=someone@example.org`),
      await call('GET', `/api/customer-certificate/certification/${event.courseId}/order/KM-2000-1?email=${encodeURIComponent(email)}`),
      await call('GET', `/api/customer-certificate/certification/${bobSelf.courseId}/order/${order.orderNumber}?email=${encodeURIComponent(email)}`),
    ];
    const messages = misses.map((miss) => expectError(miss, 404).message);
    expect(new Set(messages).size).toBe(1);
    const pdf = await call('PUT', `${base}/certificate`, undefined, { email });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Teilnahmebescheinigung');
    expectError(await call('PUT', `${base}/certificate`, undefined, { email: 'someone@example.org' }), 404);
  });

  it('GET /api/course/{id}/info names the course, its referents and the date', async () => {
    const info = (await call('GET', `/api/course/${event.courseId}/info?scheduleId=${event.scheduleId}`)).json<CourseInfo>();
    expect(info).toMatchObject({ courseId: event.courseId, name: event.name, hasLearningCheck: false, schedule: { scheduleId: event.scheduleId } });
    expect(info.referents.length).toBeGreaterThan(0);
    expect((await call('GET', `/api/course/${selfStudy.courseId}/info`, undefined)).json<CourseInfo>()).toMatchObject({ hasLearningCheck: true, schedule: null });
  });
});

describe('spec §5: required parameters', () => {
  it("answer 'Required parameter {name} was null or undefined when calling {operation}'", async () => {
    const cases: [Method, string, string, unknown?][] = [
      ['GET', '/api/customer-certificate/null', 'Required parameter id was null or undefined when calling getCustomerCertificate'],
      ['GET', '/api/customer-certificate/undefined/module/1', 'Required parameter id was null or undefined when calling getCustomerModuleCertificate'],
      ['GET', '/api/course/null/info', 'Required parameter id was null or undefined when calling getCourseInfo'],
      ['GET', `/api/customer-certificate/certification/${event.courseId}/order/${order.orderNumber}`, 'Required parameter email was null or undefined when calling getCertificationByOrder'],
      ['GET', '/api/customer-certificate/certification/null/order/KM-2026-1?email=a@b.de', 'Required parameter courseId was null or undefined when calling getCertificationByOrder'],
    ];
    for (const [method, url, message] of cases) {
      const body = expectError(await call(method, url, alice.token), 400, 'REQUIRED_PARAMETER');
      expect(body.message).toBe(message);
    }
  });
});

/**
 * Course evaluations (issue 12 §4) through app.inject, with a date booked through the real checkout:
 * the form only for the customer who booked it (404 for others, 401 anonymous), closed until the date
 * is over (409); each question type validated (GRADE 1–6, MULTIPLE_CHOICE one of its options, FREE at
 * most 2,000 characters, HEADLINE no answer, required questions answered); saving again replaces;
 * read by the organizer's staff and the course's referents only (403 for customers, 404 outside their
 * reach); the spec §5 required-parameter messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderPosition } from '../../src/shared/customer-area.ts';
import {
  EVALUATION_FREE_TEXT_MAX, type CourseEvaluation, type EvaluationAnswer, type EvaluationForm, type EvaluationQuestion,
} from '../../src/shared/evaluations.ts';
import type { ApiError } from '../../src/shared/types.ts';
import { endDate, orderDates, staffAccount } from '../support/course-orders.ts';
import { bookable, startOrderApi, type OrderApi } from '../support/order-api.ts';

let api: OrderApi;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let booked: CustomerOrderPosition;
let organizerId: number;
let referentId: number;
let questions: EvaluationQuestion[];

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  api.call({ method, url, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

function expectError(response: Awaited<ReturnType<typeof call>>, status: number, code?: string, field?: string): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ApiError>();
  if (code) expect(body.code).toBe(code);
  if (field) expect(body.field).toBe(field);
  return body;
}

const formUrl = () => `/api/courses/${booked.courseId}/schedule/${booked.scheduleId}/evaluation`;
const putUrl = () => `/api/evaluations/courses/${booked.courseId}/schedules/${booked.scheduleId}`;
const ofType = (type: EvaluationQuestion['type']) => questions.find((question) => question.type === type)!;

/** A complete valid answer set: every required question answered. */
function validAnswers(): EvaluationAnswer[] {
  return questions.flatMap((question): EvaluationAnswer[] => {
    if (question.type === 'GRADE') return [{ questionId: question.id, grade: 2 }];
    if (question.type === 'MULTIPLE_CHOICE') return [{ questionId: question.id, option: question.options[0]! }];
    if (question.type === 'FREE') return [{ questionId: question.id, text: '  Sehr praxisnah.  ' }];
    return [];
  });
}
const replace = (answer: EvaluationAnswer) => validAnswers().map((candidate) => (candidate.questionId === answer.questionId ? answer : candidate));

beforeAll(async () => {
  api = await startOrderApi();
  [alice, bob] = [await api.customer(), await api.customer()];
  const [date] = await bookable(api, `c.course_type = 'PRESENT' and exists (select 1 from course_referent cr where cr.course_id = c.id)`);
  [booked] = (await orderDates(api, alice, [date!])).positions as [CustomerOrderPosition];
  organizerId = date!.organizerId;
  referentId = (await api.q<{ id: number }>('select referent_id as id from course_referent where course_id = $1 order by referent_id limit 1', [booked.courseId]))[0]!.id;
}, 180_000);
afterAll(async () => {
  await api?.server.close();
});

describe('the customer who booked the date', () => {
  it('anonymous calls answer 401; another customer gets 404 for a date they did not book', async () => {
    expectError(await call('GET', formUrl()), 401, 'UNAUTHORIZED');
    expectError(await call('PUT', putUrl(), undefined, { answers: [] }), 401, 'UNAUTHORIZED');
    expectError(await call('GET', formUrl(), bob.token), 404);
    expectError(await call('PUT', putUrl(), bob.token, { answers: [] }), 404);
  });

  it('gets the form with the four question types, closed until the date is over (409)', async () => {
    const form = (await call('GET', formUrl(), alice.token)).json<EvaluationForm>();
    questions = form.questions;
    expect(new Set(questions.map((question) => question.type))).toEqual(new Set(['HEADLINE', 'FREE', 'GRADE', 'MULTIPLE_CHOICE']));
    expect(form).toMatchObject({ open: false, opensOn: booked.endDate, answers: [], savedAt: null });
    expectError(await call('PUT', putUrl(), alice.token, { answers: validAnswers() }), 409, 'EVALUATION_NOT_OPEN');
    await endDate(api, booked.positionId);
    expect((await call('GET', formUrl(), alice.token)).json<EvaluationForm>().open).toBe(true);
  });

  it('has each answer checked against its question type (422 naming the answer)', async () => {
    const grade = ofType('GRADE');
    const choice = ofType('MULTIPLE_CHOICE');
    const free = ofType('FREE');
    const headline = ofType('HEADLINE');
    const indexOf = (id: number) => validAnswers().findIndex((answer) => answer.questionId === id);
    for (const bad of [0, 7]) {
      expectError(await call('PUT', putUrl(), alice.token, { answers: replace({ questionId: grade.id, grade: bad }) }), 422, 'INVALID_GRADE', `answers.${indexOf(grade.id)}.grade`);
    }
    expectError(await call('PUT', putUrl(), alice.token, { answers: replace({ questionId: grade.id, option: 'Ja' }) }), 422, 'WRONG_ANSWER_TYPE');
    expectError(await call('PUT', putUrl(), alice.token, { answers: replace({ questionId: choice.id, option: 'Vielleicht' }) }), 422, 'UNKNOWN_OPTION', `answers.${indexOf(choice.id)}.option`);
    expectError(
      await call('PUT', putUrl(), alice.token, { answers: replace({ questionId: free.id, text: 'x'.repeat(EVALUATION_FREE_TEXT_MAX + 1) }) }),
      422, 'TEXT_TOO_LONG', `answers.${indexOf(free.id)}.text`,
    );
    expectError(await call('PUT', putUrl(), alice.token, { answers: [...validAnswers(), { questionId: headline.id, text: 'Inhalt' }] }), 422, 'HEADLINE_TAKES_NO_ANSWER');
    const required = questions.find((question) => question.required)!;
    expectError(await call('PUT', putUrl(), alice.token, { answers: validAnswers().filter((answer) => answer.questionId !== required.id) }), 422, 'ANSWER_REQUIRED');
    expectError(await call('PUT', putUrl(), alice.token, { answers: [...validAnswers(), { questionId: 999_999, grade: 1 }] }), 422, 'UNKNOWN_QUESTION');
    expectError(await call('PUT', putUrl(), alice.token, { answers: validAnswers(), customerId: bob.id }), 400);
    expect((await call('GET', formUrl(), alice.token)).json<EvaluationForm>().savedAt).toBeNull();
  });

  it('saves a valid evaluation, and saving again replaces it', async () => {
    const first = await call('PUT', putUrl(), alice.token, { answers: validAnswers() });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<CourseEvaluation>();
    expect(saved.answers.find((answer) => answer.questionId === ofType('FREE').id)?.text).toBe('Sehr praxisnah.');
    const again = (await call('PUT', putUrl(), alice.token, { answers: replace({ questionId: ofType('GRADE').id, grade: 1 }) })).json<CourseEvaluation>();
    expect(again.id).toBe(saved.id);
    const form = (await call('GET', formUrl(), alice.token)).json<EvaluationForm>();
    expect(form.answers).toEqual(again.answers);
    const listed = (await call('GET', `/api/order/position/${booked.positionId}`, alice.token)).json<CustomerOrderPosition>();
    expect(listed.certificates).toMatchObject({ evaluationOpen: true, evaluated: true });
  });
});

describe('who reads evaluations', () => {
  it('the organizer staff of the course and its referent read them; nobody else', async () => {
    const staff = await staffAccount(api, ['organizer_staff'], { organizerId });
    const referent = await staffAccount(api, ['referent'], { referentId });
    const otherStaff = await staffAccount(api, ['organizer_staff'], { organizerId: organizerId === 1 ? 2 : 1 });
    const otherReferentId = (await api.q<{ id: number }>(
      'select id from referent where id not in (select referent_id from course_referent where course_id = $1) order by id limit 1', [booked.courseId],
    ))[0]!.id;
    const otherReferent = await staffAccount(api, ['referent'], { referentId: otherReferentId });

    for (const reader of [staff, referent]) {
      const list = (await call('GET', `/api/evaluations/courses/${booked.courseId}?scheduleId=${booked.scheduleId}`, reader.token)).json<CourseEvaluation[]>();
      expect(list).toHaveLength(1);
      expect(Object.keys(list[0]!)).not.toContain('customerId');
      const byType = (await call('GET', '/api/evaluations/types/PRESENT', reader.token)).json<CourseEvaluation[]>();
      expect(byType.map((evaluation) => evaluation.id)).toContain(list[0]!.id);
      expect((await call('GET', `/api/evaluations/types/PRESENT/${list[0]!.id}`, reader.token)).json<CourseEvaluation>().id).toBe(list[0]!.id);
      expect((await call('GET', `/api/evaluations/referents/${referentId}`, reader.token)).json<CourseEvaluation[]>()).toHaveLength(1);
    }
    const evaluationId = (await call('GET', '/api/evaluations/types/PRESENT', staff.token)).json<CourseEvaluation[]>()[0]!.id;

    // Other organizers' staff and other referents: not within reach (404, or nothing listed).
    for (const reader of [otherStaff, otherReferent]) {
      expectError(await call('GET', `/api/evaluations/courses/${booked.courseId}`, reader.token), 404);
      expectError(await call('GET', `/api/evaluations/types/PRESENT/${evaluationId}`, reader.token), 404);
      expectError(await call('GET', `/api/evaluations/referents/${referentId}`, reader.token), 404);
      expect((await call('GET', '/api/evaluations/types/PRESENT', reader.token)).json<CourseEvaluation[]>()).toEqual([]);
    }
    // Customers, even the author, hold neither role: 403; anonymous 401.
    for (const url of [`/api/evaluations/courses/${booked.courseId}`, '/api/evaluations/types/PRESENT', `/api/evaluations/types/PRESENT/${evaluationId}`, `/api/evaluations/referents/${referentId}`]) {
      expectError(await call('GET', url, alice.token), 403, 'FORBIDDEN');
      expectError(await call('GET', url), 401);
    }
  });
});

describe('spec §5: required parameters', () => {
  it("a missing courseId, scheduleId, courseScheduleId, courseEvaluation, type, id or referentId answers the required-parameter message", async () => {
    const staff = await staffAccount(api, ['organizer_staff'], { organizerId });
    const cases: [Method, string, string, string, unknown?][] = [
      ['GET', '/api/courses/null/schedule/1/evaluation', 'courseId', 'getCourseEvaluationForm'],
      ['GET', '/api/courses/1/schedule/undefined/evaluation', 'courseScheduleId', 'getCourseEvaluationForm'],
      ['PUT', `/api/evaluations/courses/${booked.courseId}/schedules/null`, 'scheduleId', 'putCourseEvaluation', { answers: [] }],
      ['PUT', putUrl(), 'courseEvaluation', 'putCourseEvaluation'],
      ['GET', '/api/evaluations/courses/null', 'courseId', 'getCourseEvaluations'],
      ['GET', '/api/evaluations/types/null', 'type', 'getEvaluationsByType'],
      ['GET', '/api/evaluations/types/PRESENT/undefined', 'id', 'getEvaluationByType'],
      ['GET', '/api/evaluations/referents/null', 'referentId', 'getReferentEvaluations'],
    ];
    for (const [method, url, name, operation, payload] of cases) {
      const token = url.includes('/schedule') ? alice.token : staff.token;
      const body = expectError(await call(method, url, token, payload), 400, 'REQUIRED_PARAMETER', name);
      expect(body.message).toBe(`Required parameter ${name} was null or undefined when calling ${operation}`);
    }
  });
});

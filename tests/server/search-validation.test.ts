/** GET /api/search refuses bad values with 400 VALIDATION_FAILED naming the field (spec §5, issue #3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/shared/types.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ courses: 40 });
});
afterAll(() => server?.close());

const get = (url: string) => server.app.inject({ url });

describe('400 naming the field', () => {
  it.each([
    ['radius=7&cityId=3', 'radius'],
    ['radius=100', 'radius'],
    ['dateFrom=2026-12-10&dateTo=2026-12-01', 'dateTo'],
    ['dateFrom=2026-12-10&dateTo=2026-12-10', 'dateTo'],
    ['dateFrom=22.11.2026', 'dateFrom'],
    ['dateFrom=2026-02-30', 'dateFrom'],
    ['dateTo=2026-13-01', 'dateTo'],
    ['start=0', 'start'],
    ['start=-1', 'start'],
    ['limit=10000', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    [`term=${'a'.repeat(5000)}`, 'term'],
    [`term=${'a'.repeat(201)}`, 'term'],
    ['priceFrom=-100', 'priceFrom'],
    ['priceTo=-1', 'priceTo'],
    ['priceFrom=5000&priceTo=4000', 'priceTo'],
    ['durationFrom=8&durationTo=4', 'durationTo'],
    ['durationFrom=-2', 'durationFrom'],
    ['cityId=0', 'cityId'],
    ['cityId=99999', 'cityId'],
    ['scope=x', 'scope'],
    ['types=FOO', 'types'],
    ['courseType=HYBRID', 'courseType'],
    ['kind=SEMINAR', 'kind'],
    ['sortBy=name', 'sortBy'],
    ['seq=up', 'seq'],
    ['unknown=1', 'unknown'],
  ])('%s → field %s', async (query, field) => {
    const response = await get(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ApiError>();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field });
    expect(body.message).toContain(field);
  });
});

describe('accepted', () => {
  it.each([
    // The search FORM forbids a past dateFrom (§5 notInFuture); the API answers it.
    'dateFrom=2020-01-01',
    'dateFrom=2026-12-01&dateTo=2026-12-02',
    'radius=250&cityId=3',
    'cityId=3&cityName=M%C3%BCnchen&selectedScopeName=Arbeitsrecht',
    'term=',
    `term=${'a'.repeat(200)}`,
    'limit=100&start=3',
    'courseType=ALL&types=EDUCATION,RENO&sortBy=price&seq=desc',
    'durationFrom=2.5&durationTo=2.5&priceFrom=0&priceTo=0',
  ])('%s', async (query) => {
    const response = await get(`/api/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
  });
});

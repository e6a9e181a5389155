/**
 * Deep pages and concurrent requests for one search (issue 28): computations of one search's match
 * finish in any order, and the cache never trades a longer prefix of the order for a shorter one or
 * a newer version for an older (cache.ts) — page 1 finishing after page 50 made every later deep
 * page compute its 1000 courses again. Answers must not change.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureSearchCache, DEFAULT_CACHE_IDS, MatchCache, type CachedMatch } from '../../src/server/services/search/cache.ts';
import type { SearchParameters, SearchResult } from '../../src/shared/search.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const match = (version: number, length: number, complete = false): CachedMatch => ({
  version,
  facets: [],
  ids: Int32Array.from({ length }, (_, index) => index + 1),
  minPrices: new Int32Array(length),
  complete,
});

describe('MatchCache and the prefix of the order', () => {
  it('keeps the longer prefix when a shorter one of the same version finishes later', () => {
    const cache = new MatchCache(10_000);
    cache.set('a', match(1, 1000));
    cache.set('a', match(1, 200));
    expect(cache.get('a', 1)?.ids.length).toBe(1000);
  });

  it('keeps a newer version over an older one, and takes a newer one over an older', () => {
    const cache = new MatchCache(10_000);
    cache.set('a', match(2, 200));
    cache.set('a', match(1, 1000));
    expect(cache.get('a', 2)?.ids.length).toBe(200);
    cache.set('a', match(3, 20, true));
    expect(cache.get('a', 3)?.ids.length).toBe(20);
  });
});

describe('deep pages of one search asked for at once', () => {
  const TODAY = TEST_TODAY.toISOString().slice(0, 10);
  let server: TestServer;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) });
    server = await startTestServer({ courses: 600 });
  });
  afterAll(async () => {
    await server?.close();
    vi.useRealTimers();
  });

  async function search(params: SearchParameters): Promise<SearchResult> {
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
    const response = await server.app.inject({ url: `/api/search?${query.toString()}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult>();
  }

  it('answers every page as the search without a cache does', async () => {
    // Pages 1, 2 and beyond the first prefix of 200 courses, all at once, twice over.
    const pages: SearchParameters[] = [1, 2, 45, 60, 1, 45].map((start) => ({ sortBy: 'price', limit: 5, start }));
    const together = await Promise.all(pages.map(search));
    expect(together[2]!.courses).toHaveLength(5);
    configureSearchCache(0);
    try {
      for (const [index, params] of pages.entries()) expect(await search(params)).toEqual(together[index]);
    } finally {
      configureSearchCache(DEFAULT_CACHE_IDS);
    }
  });
});

/**
 * Deep pages and concurrent requests for one search: a computation of the match under way is shared
 * when it reaches far enough into the order (services/search/in-flight.ts), and the cache never
 * trades a longer prefix of the order for a shorter one (cache.ts). Answers must not change.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { configureSearchCache, DEFAULT_CACHE_IDS, MatchCache, type CachedMatch } from '../../src/server/services/search/cache.ts';
import { computeOnce } from '../../src/server/services/search/in-flight.ts';
import type { SearchParameters, SearchResult } from '../../src/shared/search.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const match = (version: number, length: number, complete = false): CachedMatch => ({
  version,
  facets: [],
  ids: Int32Array.from({ length }, (_, index) => index + 1),
  minPrices: new Int32Array(length),
  complete,
});

/** A computation the test finishes when it likes. */
function deferred() {
  let resolve!: (value: CachedMatch) => void;
  const promise = new Promise<CachedMatch>((done) => (resolve = done));
  return { promise, resolve };
}

describe('computeOnce', () => {
  const db = {} as Database;

  it('shares a computation under way that reaches far enough, and only while it is under way', async () => {
    const first = deferred();
    const compute = vi.fn(() => first.promise);
    const page1 = computeOnce(db, 'a', 1, 20, 200, compute);
    const page2 = computeOnce(db, 'a', 1, 40, 200, compute);
    expect(compute).toHaveBeenCalledTimes(1);
    first.resolve(match(1, 200));
    expect(await page2).toBe(await page1);
    const later = computeOnce(db, 'a', 1, 20, 200, () => Promise.resolve(match(1, 200)));
    expect(await later).not.toBe(await page1);
  });

  it('computes its own match for a deeper page, another version or another search', async () => {
    const short = deferred();
    computeOnce(db, 'b', 1, 20, 200, () => short.promise);
    const compute = vi.fn(() => Promise.resolve(match(1, 1000)));
    await computeOnce(db, 'b', 1, 1000, 1000, compute);
    await computeOnce(db, 'b', 2, 20, 200, compute);
    await computeOnce(db, 'c', 1, 20, 200, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    // The deep page's computation is now the one under way for 'b': page 1 waits for it.
    short.resolve(match(1, 200));
  });

  it('hands a failure to every waiting request and forgets it', async () => {
    const failing = deferred();
    const a = computeOnce(db, 'd', 1, 20, 200, () => failing.promise.then(() => Promise.reject(new Error('boom'))));
    const b = computeOnce(db, 'd', 1, 20, 200, () => Promise.resolve(match(1, 200)));
    failing.resolve(match(1, 0));
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    expect((await computeOnce(db, 'd', 1, 20, 200, () => Promise.resolve(match(1, 7)))).ids.length).toBe(7);
  });
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

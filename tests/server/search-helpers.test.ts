/** The search's pure helpers: how a term is split for the database, the facet slider steps, the match cache. */
import { describe, expect, it } from 'vitest';
import { MatchCache, type CachedMatch } from '../../src/server/services/search/cache.ts';
import { MAX_TERM_WORDS, parseTerm } from '../../src/server/services/search/text.ts';
import { sliderSteps } from '../../src/server/services/search/steps.ts';
import { searchToday } from '../../src/server/services/search/window.ts';

describe('parseTerm', () => {
  it('makes a prefix term of every word, joined with AND, and name patterns of words with 3+ letters', () => {
    expect(parseTerm('Fachanwalt Arbeitsrecht')).toEqual({
      words: ['fachanwalt', 'arbeitsrecht'],
      tsquery: 'fachanwalt:* & arbeitsrecht:*',
      namePatterns: ['%fachanwalt%', '%arbeitsrecht%'],
    });
    expect(parseTerm('§ 15 FAO')).toEqual({ words: ['15', 'fao'], tsquery: '15:* & fao:*', namePatterns: [] });
  });

  it("keeps only letters and digits, so tsquery and LIKE syntax can't be injected", () => {
    expect(parseTerm("ab'cd | ef:* & !gh %_")).toEqual({ words: ['ab', 'cd', 'ef', 'gh'], tsquery: 'ab:* & cd:* & ef:* & gh:*', namePatterns: [] });
    expect(parseTerm('Kündigungs-Schutz')!.tsquery).toBe('kündigungs:* & schutz:*');
  });

  it('has no query for blank input and caps the number of words', () => {
    expect(parseTerm(undefined)).toBeNull();
    expect(parseTerm('  – ! ')).toBeNull();
    expect(parseTerm('aa bb cc dd ee ff gg hh ii jj kk')!.tsquery.split(' & ')).toHaveLength(MAX_TERM_WORDS);
    // Single letters would match a large part of the dictionary as prefixes.
    expect(parseTerm('a b')).toBeNull();
    expect(parseTerm('Recht a')!.tsquery).toBe('recht:*');
    expect(parseTerm('recht Recht RECHT')!.tsquery).toBe('recht:*');
  });
});

describe('sliderSteps', () => {
  it.each([
    [3_500, 278_900, 100],
    [4_900, 5_300, 100],
    [2, 135, 1],
    [2.5, 8, 1],
    [0, 1, 1],
  ])('%d … %d: a handful of round, ascending steps covering the range', (min, max, unit) => {
    const steps = sliderSteps(min, max, unit);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.length).toBeLessThanOrEqual(8);
    expect(steps[0]).toBeLessThanOrEqual(min);
    expect(steps.at(-1)).toBeGreaterThanOrEqual(max);
    const step = steps[1]! - steps[0]!;
    expect(step % unit).toBe(0);
    expect(steps.every((value, index) => index === 0 || Math.abs(value - steps[index - 1]! - step) < 1e-9)).toBe(true);
  });

  it('gives one step for a single value and none for an empty range', () => {
    expect(sliderSteps(4_900, 4_900, 100)).toEqual([4_900]);
    expect(sliderSteps(1, 0, 1)).toEqual([]);
  });
});

describe('searchToday', () => {
  it('is the day in Berlin, not in UTC', () => {
    expect(searchToday(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
    expect(searchToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(searchToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});

describe('MatchCache', () => {
  const match = (version: number, ids: number[]): CachedMatch => ({
    version,
    facets: [],
    ids: Int32Array.from(ids),
    minPrices: Int32Array.from(ids, () => 100),
    complete: true,
  });

  it('answers an entry only for the version it was computed at', () => {
    const cache = new MatchCache(10_000);
    cache.set('a', match(1, [1, 2, 3]));
    expect(cache.get('a', 1)?.ids).toEqual(Int32Array.from([1, 2, 3]));
    expect(cache.get('a', 2)).toBeUndefined();
    // A stale entry is dropped, not kept for later.
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('drops the least recently used entries beyond its size, counting ids plus a fixed overhead', () => {
    const cache = new MatchCache(3 * (100 + 100));
    for (const key of ['a', 'b', 'c']) cache.set(key, match(1, Array.from({ length: 100 }, (_, index) => index)));
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recent
    cache.set('d', match(1, Array.from({ length: 100 }, (_, index) => index)));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.get(key, 1))).toBe(true);
    cache.set('huge', match(1, Array.from({ length: 10_000 }, (_, index) => index)));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('turns off with size 0', () => {
    const cache = new MatchCache(0);
    cache.set('a', match(1, []));
    expect(cache.get('a', 1)).toBeUndefined();
  });
});

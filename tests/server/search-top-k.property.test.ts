/** The page's top-k selection equals the first k of a full sort, for any keys, ties and k. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstInOrder } from '../../src/server/services/search/memory-index/top-k.ts';

describe('firstInOrder', () => {
  it('answers the first k of a full sort by (key, then position)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }), fc.integer({ min: 0, max: 320 }), (keys, k) => {
        const before = (a: number, b: number) => keys[a]! < keys[b]! || (keys[a] === keys[b] && a < b);
        const sorted = keys.map((_, index) => index).sort((a, b) => (before(a, b) ? -1 : 1));
        expect([...firstInOrder(keys.length, k, before)]).toEqual(sorted.slice(0, k));
      }),
      { numRuns: 1000 },
    );
  });
});

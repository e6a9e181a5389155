/**
 * The search API tests once more with the in-memory index turned off: SQL then answers every search,
 * as it does while the index is being built or rebuilt, and must answer the same.
 *
 * The server project runs its files one after another in a worker that keeps its modules (isolate:
 * false, vite.config.ts). So the two suites are imported under addresses of their own (`?index=off`),
 * which makes them new modules whose tests are collected again, and the index is turned on again when
 * this file is done, for the files after it.
 */
import { afterAll } from 'vitest';
import { configureSearchIndex } from '../../src/server/services/search/memory-index/engine.ts';

configureSearchIndex(false);
afterAll(() => configureSearchIndex(true));
for (const suite of ['./search-api.test.ts', './search-catalogue-changes.test.ts']) {
  await import(/* @vite-ignore */ `${suite}?index=off`);
}

/**
 * The search API tests once more with the in-memory index turned off: SQL then answers every search,
 * as it does while the index is being built or rebuilt, and must answer the same.
 */
import { configureSearchIndex } from '../../src/server/services/search/memory-index/engine.ts';

configureSearchIndex(false);
await import('./search-api.test.ts');
await import('./search-catalogue-changes.test.ts');

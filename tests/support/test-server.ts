/** The API as the tests see it: build() on a fresh seeded database, answered through app.inject. */
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import { searchIndexOf } from '../../src/server/services/search/memory-index/engine.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export const TEST_TODAY = new Date('2026-11-22T00:00:00Z');

export async function startTestServer(
  options: {
    courses?: number;
    settings?: Partial<ServerConfig>;
    spaRoot?: string;
    /** Runs on the built app before ready(): a test's own hooks (they apply to every route). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestServer> {
  const database = await createTestDatabase({ courses: options.courses ?? 120, today: TEST_TODAY });
  const settings: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }),
    ...options.settings,
  };
  const app = await build({ db: database.db, settings, logger: false, spaRoot: options.spaRoot });
  options.beforeReady?.(app);
  await app.ready();
  // Searches answer from the in-memory index from the first one on (unless a test turned it off).
  await searchIndexOf(database.db)?.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

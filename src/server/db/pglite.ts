import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable, SqlValue } from './driver.ts';

/**
 * Embedded Postgres in this process, with the extensions the migrations create. `loadDataDir`: a data
 * directory dumped by `dumpDataDir` to start from instead of an empty one (the tests' migrated and
 * seeded templates, tests/support/database-templates.ts).
 */
export async function createPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** The one database interface over a PGlite instance. It has one connection, so PGlite serialises all queries. */
export function pgliteDatabase(pg: PGlite): Database {
  const run = async <Row>(target: Pick<PGlite, 'query'>, text: string, params?: readonly SqlValue[]) =>
    (await target.query<Row>(text, params as unknown[] | undefined)).rows;

  return {
    kind: 'pglite',
    query: (text, params) => run(pg, text, params),
    transaction: (work) =>
      // PGlite holds its lock for the whole transaction, so no other request's query can slip in.
      pg.transaction((tx) => work({ query: (text, params) => run(tx, text, params) } satisfies Queryable)),
    exec: async (script) => {
      await pg.exec(script);
    },
    close: () => pg.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  return pgliteDatabase(await createPglite(dataDir));
}

/**
 * The one database interface the services use. Two drivers implement it: embedded PGlite (default)
 * and a real PostgreSQL server via `pg` (when DATABASE_URL is set). Both speak the same SQL, so one
 * migration set and one set of queries serve both.
 */
import type { Database } from './driver.ts';

export type { Database, Queryable, SqlValue } from './driver.ts';

export interface DatabaseOptions {
  /** postgres://… — use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Directory of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}

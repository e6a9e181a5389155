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

/**
 * Whether several shop instances may share this database (issue 28): PostgreSQL can be, the
 * embedded PGlite is one process's own. What instances must agree on — rate-limit counts, the login
 * back-off, uploaded files — is kept in a shared database, and in memory or on disk otherwise.
 */
export const sharedByInstances = (db: Database): boolean => db.kind === 'postgres';

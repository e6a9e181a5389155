/**
 * The one database interface the services use. Two drivers implement it: embedded PGlite (default)
 * and a real PostgreSQL server via `pg` (when DATABASE_URL is set). Both speak the same SQL, so one
 * migration set and one set of queries serve both.
 */
export type SqlValue = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  /** Runs one statement with $1…$n parameters and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

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

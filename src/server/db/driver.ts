/**
 * What a database driver implements (pglite.ts, postgres.ts) and the services use; database.ts
 * chooses the driver and re-exports these types, so the drivers need not import the module that
 * loads them.
 */
export type SqlValue = string | number | boolean | null | Date | Uint8Array | readonly unknown[] | Record<string, unknown>;

export interface Queryable {
  /** Runs one statement with $1…$n parameters and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /**
   * Runs `copy … from stdin` with the chunks of COPY text as its data. PostgreSQL's transactions only
   * (db/postgres-copy.ts): PGlite's COPY reads files of its own virtual file system. Absent elsewhere.
   */
  copyFrom?(statement: string, chunks: Iterable<string>): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

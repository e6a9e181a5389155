/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when DATABASE_URL
 * is set — a throw-away database on that PostgreSQL server, so the same API suite runs on both.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const name = `kursmarkt_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await migrate(db);
  return {
    db,
    dispose: async () => {
      await db.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name}`));
    },
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

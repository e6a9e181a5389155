/**
 * A fresh, migrated (and, with `seed`, seeded) database for one test file: in-memory PGlite by default,
 * or — when DATABASE_URL is set — a throw-away database on that PostgreSQL server, so the same API
 * suite runs on both. Either starts as a copy of this run's template for the same seed
 * (tests/support/database-templates.ts), not from nothing.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import type { CatalogueOptions } from '../../src/server/seed/index.ts';
import { databaseFromTemplate, postgresTemplate } from './database-templates.ts';
import { databaseUrl, withAdminClient } from './postgres-admin.ts';

export interface TestDatabase {
  db: Database;
  /** On PostgreSQL: its connection string (for a server process of its own); null on PGlite. */
  url: string | null;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

export async function createTestDatabase(seed?: CatalogueOptions): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await databaseFromTemplate(seed);
    return { db, url: null, dispose: () => db.close() };
  }
  const template = await postgresTemplate(serverUrl, seed);
  const name = `kursmarkt_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  const url = databaseUrl(serverUrl, name);
  const db = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    db,
    url,
    dispose: async () => {
      await db.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name}`));
    },
  };
}

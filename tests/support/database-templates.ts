/**
 * Migrated (and seeded) databases for the API tests, made once per test run and copied by every file
 * that needs the same one (issue 22 §4). A fresh PGlite runs initdb (about 1.5 s), the migrations
 * (0.4–1.9 s) and the seed (0.6–0.9 s for 120 courses); loading a dumped data directory takes about
 * 0.5 s. On PostgreSQL a template database is copied by CREATE DATABASE … TEMPLATE.
 *
 * The templates belong to one run (tests/support/database-templates-setup.ts names it and removes them
 * at its end), so a changed migration or seed is never answered by an old template. Whichever worker
 * needs a template first makes it: PGlite's as a tar file renamed into place when complete (two workers
 * racing write the same bytes), PostgreSQL's under an advisory lock, renamed to its name when complete.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createPglite, pgliteDatabase } from '../../src/server/db/pglite.ts';
import { seedDatabase, type CatalogueOptions } from '../../src/server/seed/index.ts';
import { databaseUrl, postgresTemplatePrefix, withAdminClient } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory of this run's PGlite templates. */
    databaseTemplates: string;
    /** This run's name in the PostgreSQL templates' names. */
    databaseTemplateRun: string;
  }
}

/** The same options name the same template: the seed is deterministic for a seed number and a day. */
const templateKey = (seed: CatalogueOptions | undefined) =>
  seed ? `seeded_${createHash('sha256').update(JSON.stringify(seed)).digest('hex').slice(0, 16)}` : 'migrated';

async function migrateAndSeed(db: Database, seed: CatalogueOptions | undefined): Promise<void> {
  await migrate(db);
  if (seed) await seedDatabase(db, seed);
}

async function writePgliteTemplate(file: string, seed: CatalogueOptions | undefined): Promise<void> {
  const pglite = await createPglite('memory://');
  await migrateAndSeed(pgliteDatabase(pglite), seed);
  const bytes = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await pglite.close();
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** A fresh in-memory database, migrated and (with `seed`) seeded, started from this run's template. */
export async function databaseFromTemplate(seed?: CatalogueOptions): Promise<Database> {
  const file = join(inject('databaseTemplates'), `${templateKey(seed)}.tar`);
  if (!existsSync(file)) await writePgliteTemplate(file, seed);
  return pgliteDatabase(await createPglite('memory://', new Blob([await readFile(file)])));
}

/** The name of this run's PostgreSQL template for `seed`, made now if no other file made it yet. */
export async function postgresTemplate(serverUrl: string, seed: CatalogueOptions | undefined): Promise<string> {
  const name = `${postgresTemplatePrefix(inject('databaseTemplateRun'))}${templateKey(seed)}`;
  const building = `${name}_building`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if ((await client.query('select 1 from pg_database where datname = $1', [name])).rowCount) return;
      // A template a failed attempt left half made is made again.
      await client.query(`drop database if exists ${building}`);
      await client.query(`create database ${building}`);
      const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), dataDir: '' });
      try {
        await migrateAndSeed(db, seed);
      } finally {
        await db.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

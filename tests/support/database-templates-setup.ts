/**
 * Vitest global set-up of the server project: names this run's database templates
 * (tests/support/database-templates.ts) and removes them when the run ends — a fresh directory for
 * PGlite's, and on PostgreSQL (DATABASE_URL) the template databases with this run's prefix.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { postgresTemplatePrefix, withAdminClient } from './postgres-admin.ts';

export default function setup(project: TestProject): () => Promise<void> {
  const directory = mkdtempSync(join(tmpdir(), 'kursmarkt-db-templates-'));
  const run = randomBytes(4).toString('hex');
  project.provide('databaseTemplates', directory);
  project.provide('databaseTemplateRun', run);
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) await dropPostgresTemplates(serverUrl, postgresTemplatePrefix(run));
  };
}

async function dropPostgresTemplates(serverUrl: string, prefix: string): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname}`);
  });
}

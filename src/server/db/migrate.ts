import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every migrations/NNN-name.sql not yet applied, in order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migration (
    name text primary key, applied_at timestamptz not null default now())`);
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migration')).map((row) => row.name),
  );
  const pending = readdirSync(migrationsDir)
    .filter((file) => /^\d{3}-.+\.sql$/.test(file) && !applied.has(file))
    .sort();
  for (const file of pending) {
    const script = readFileSync(migrationsDir + file, 'utf8');
    await db.transaction(async (tx) => {
      // Statements are split on lines that end with ';' so they run one by one on both drivers.
      for (const statement of splitStatements(script)) await tx.query(statement);
      await tx.query('insert into schema_migration (name) values ($1)', [file]);
    });
  }
  return pending;
}

export function splitStatements(script: string): string[] {
  return script
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

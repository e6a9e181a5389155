/**
 * Counts every row the application inserts, updates or deletes, so the fuzz suite can check that a
 * refused request changed no stored data: a row trigger on each table adds one to a counter, in the
 * same transaction as the change (a change rolled back is not counted). Reading the counter is one
 * tiny query, cheap enough to do after every request. Test databases only.
 */
import type { Database } from '../../../src/server/db/database.ts';

export interface ChangeCounter {
  /** Row changes so far in the counted tables. */
  read(): Promise<number>;
  tables: string[];
}

export async function installChangeCounter(db: Database, { exclude }: { exclude: string[] }): Promise<ChangeCounter> {
  await db.query(`create table fuzz_row_changes (n bigint not null)`);
  await db.query(`insert into fuzz_row_changes values (0)`);
  await db.query(`create function fuzz_count_row_change() returns trigger language plpgsql as $$
    begin
      update fuzz_row_changes set n = n + 1;
      return null;
    end $$`);
  const rows = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_row_changes' order by 1`,
  );
  const tables = rows.map((row) => row.name).filter((name) => !exclude.includes(name));
  for (const table of tables) {
    await db.query(`create trigger fuzz_row_change after insert or update or delete on "${table}"
      for each row execute function fuzz_count_row_change()`);
    await db.query(`create trigger fuzz_truncate after truncate on "${table}"
      for each statement execute function fuzz_count_row_change()`);
  }
  return {
    tables,
    read: async () => Number((await db.query<{ n: string | number }>('select n from fuzz_row_changes'))[0]!.n),
  };
}

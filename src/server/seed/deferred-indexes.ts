/**
 * Builds secondary indexes after a bulk load instead of row by row during it. PostgreSQL builds an
 * index from sorted rows much faster than it inserts into it, GIN indexes most of all (the trigram
 * and full-text ones of course and search_text): measured with 100,000 courses on PGlite, inserting
 * search_text's rows cost 7 s more with its two GIN indexes in place than building them afterwards.
 *
 * Only indexes that back no constraint are dropped: primary keys and unique constraints stay, so the
 * load still checks them and foreign keys still find their rows. Each index is created again from the
 * definition the database holds (pg_indexes), so migrations stay the one place that defines them.
 * DDL is transactional: if the work fails, the rollback restores the indexes.
 */
import type { Queryable } from '../db/database.ts';

interface IndexDefinition { name: string; definition: string }

/** GIN builds are bounded by maintenance_work_mem; PostgreSQL's default of 64 MB makes them spill. */
const INDEX_BUILD_MEMORY = '256MB';

async function secondaryIndexes(db: Queryable, tables: readonly string[]): Promise<IndexDefinition[]> {
  return db.query<IndexDefinition>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relnamespace = current_schema()::regnamespace and t.relname = any($1::text[])
        and not i.indisprimary and not i.indisunique
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by c.relname`,
    [tables],
  );
}

/** Runs `work` (inside the caller's transaction) with the tables' secondary indexes dropped, then builds them again. */
export async function withIndexesBuiltAfterwards<T>(db: Queryable, tables: readonly string[], work: () => Promise<T>): Promise<T> {
  const indexes = await secondaryIndexes(db, tables);
  for (const index of indexes) await db.query(`drop index "${index.name}"`);
  const result = await work();
  await db.query(`set local maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
  for (const index of indexes) await db.query(index.definition);
  return result;
}

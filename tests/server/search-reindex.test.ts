/**
 * search_reindex_all (035-search-reindex-set-based.sql) writes the search tables set-based in one pass
 * each. It must write exactly the rows the per-course functions the triggers use would write
 * (002-search.sql: search_index_courses, search_index_schedules, search_refresh_courses) — the old
 * rebuild — including the facets (004) of those rows. Checked on a seeded catalogue with a few edge
 * cases added: a course without scopes or schedules, a schedule without price levels, a scope without
 * a category.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/** Every search row as text, in a stable order (tsvectors and reals compared as PostgreSQL prints them). */
const SNAPSHOTS = {
  search_course: 'select c::text as row from search_course c order by course_id',
  search_text: 'select t::text as row from search_text t order by course_id',
  search_schedule: 'select s::text as row from search_schedule s order by schedule_id',
  search_facet: 'select f::text as row from search_facet f order by dimension, dimension_id, course_type, type, kind, duration',
};

async function snapshot(db: Queryable): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const [table, sql] of Object.entries(SNAPSHOTS)) tables[table] = (await db.query<{ row: string }>(sql)).map((r) => r.row);
  return tables;
}

/** The rebuild as 002-search.sql did it: course by course through the triggers' functions. */
async function reindexCourseByCourse(db: Queryable): Promise<void> {
  await db.query('delete from search_course');
  await db.query('delete from search_text');
  await db.query('delete from search_schedule');
  await db.query('select search_index_courses(array(select id from course))');
  await db.query('select search_index_schedules(array(select id from course_schedule))');
  await db.query('select search_refresh_courses(array(select id from course))');
}

describe('search_reindex_all', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ courses: 300, today: '2026-11-22' });
    const { db } = database;
    // Edge cases the seed may not have: no scopes and no schedules; a schedule without price levels;
    // a scope without a category.
    await db.query('delete from course_scope where course_id = (select min(id) from course)');
    await db.query('delete from course_schedule where course_id = (select min(id) from course)');
    await db.query('delete from price_level where schedule_id = (select max(id) from course_schedule)');
    await db.query('update scope set category_id = null where id = (select min(scope_id) from course_scope)');
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('writes the same search rows and facets as the course-by-course rebuild', async () => {
    const { db } = database;
    const expected = await db.transaction(async (tx) => {
      await reindexCourseByCourse(tx);
      return snapshot(tx);
    });
    expect(expected.search_course!.length).toBe(300);
    expect(expected.search_facet!.length).toBeGreaterThan(0);
    const actual = await db.transaction(async (tx) => {
      await tx.query('select search_reindex_all()');
      return snapshot(tx);
    });
    expect(actual).toEqual(expected);
  });
});

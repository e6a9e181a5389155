/**
 * The benchmark catalogue: built once per database (seeding 100,000 courses takes a minute or more)
 * and reused while it has the asked-for size.
 */
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { clearCatalogue, seedDatabase } from '../seed/index.ts';

export interface CatalogueState {
  courses: number;
  /** Seconds spent seeding, or null when the catalogue was reused. */
  seededSeconds: number | null;
}

export async function ensureBenchCatalogue(db: Database, courses: number, log: (line: string) => void): Promise<CatalogueState> {
  await migrate(db);
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from course');
  let seededSeconds: number | null = null;
  if (row?.count !== courses) {
    log(`  building a ${courses.toLocaleString('en')}-course catalogue (once; reused by later runs) …`);
    const startedAt = performance.now();
    await clearCatalogue(db);
    await seedDatabase(db, { courses });
    seededSeconds = (performance.now() - startedAt) / 1000;
    log(`  seeded in ${seededSeconds.toFixed(1)} s`);
    // A bulk load rewrites each search row two or three times as the course's scopes, dates and
    // prices arrive (statement triggers, 002-search.sql): compact once, as after any bulk import.
    await db.exec('vacuum full search_course, search_text, search_schedule');
  }
  // PGlite runs no autovacuum: without statistics the planner guesses, and without a visibility map
  // index-only scans read the heap anyway. A server would have done both by itself.
  await db.exec('vacuum analyze');
  return { courses, seededSeconds };
}

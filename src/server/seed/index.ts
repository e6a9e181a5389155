/**
 * The demo catalogue: `seedDatabase` generates it (deterministically for a seed and a day) and writes
 * it in one transaction; `clearCatalogue` removes it again so a reseed of another size works;
 * `isCatalogueEmpty` tells the server whether to seed at start-up.
 */
import type { Database, Queryable } from '../db/database.ts';
import { generateCatalogue, resolveCatalogueOptions, type CatalogueOptions } from './generate.ts';
import { seedDemoAccounts } from './accounts.ts';
import { insertCatalogue } from './insert.ts';
import { CATALOGUE_TABLES, type CatalogueTable } from './rows.ts';
import { refreshPlannerStatistics } from '../services/search/index.ts';

export { DEFAULT_COURSE_COUNT, DEFAULT_SEED, generateCatalogue, type CatalogueOptions } from './generate.ts';
export { CATALOGUE_TABLES, type Catalogue, type CatalogueTable } from './rows.ts';
export type { StoredSiteConfiguration } from './data/site-configs.ts';

export interface SeedSummary {
  seed: number;
  today: string;
  /** Rows written per table. */
  counts: Record<CatalogueTable, number>;
}

export async function seedDatabase(db: Database, options: CatalogueOptions = {}): Promise<SeedSummary> {
  const resolved = resolveCatalogueOptions(options);
  const catalogue = generateCatalogue(resolved);
  // One transaction: a failed or interrupted seed leaves no half catalogue behind.
  await db.transaction((tx) => insertCatalogue(tx, catalogue));
  // A bulk load leaves the planner without statistics, and PGlite has no autovacuum to gather them:
  // without, searches on a large catalogue took seconds (services/search/statistics.ts).
  await refreshPlannerStatistics(db);
  // Sign-in demo accounts (not part of the catalogue: a reseed keeps them).
  await seedDemoAccounts(db);
  const counts = Object.fromEntries(CATALOGUE_TABLES.map((table) => [table, catalogue[table].length])) as Record<
    CatalogueTable,
    number
  >;
  return { seed: resolved.seed, today: resolved.today, counts };
}

/** True when no catalogue has been seeded yet (no site document, no scope, no course). */
export async function isCatalogueEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>(
    'select exists (select 1 from site) or exists (select 1 from scope) or exists (select 1 from course) as seeded',
  );
  return !row?.seeded;
}

/**
 * Deletes every seeded row. TRUNCATE is fast for big catalogues; when another table references the
 * catalogue (orders, carts, …) PostgreSQL refuses it, and row-wise deletes in child-first order take
 * over, which fail only if such references really exist.
 */
export async function clearCatalogue(db: Database): Promise<void> {
  const childFirst = [...CATALOGUE_TABLES].reverse();
  try {
    await db.query(`truncate table ${childFirst.map((table) => `"${table}"`).join(', ')}`);
  } catch {
    await db.transaction(async (tx) => {
      for (const table of childFirst) await tx.query(`delete from "${table}"`);
    });
  }
}

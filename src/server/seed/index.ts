/**
 * The demo catalogue: `seedDatabase` generates it (deterministically for a seed and a day) and writes
 * it in one transaction; `clearCatalogue` removes it again so a reseed of another size works;
 * `isCatalogueEmpty` tells the server whether to seed at start-up.
 */
import type { Database, Queryable } from '../db/database.ts';
import { generateCatalogue, resolveCatalogueOptions, type CatalogueOptions } from './generate.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedDemoFirm } from './demo-firm.ts';
import { insertCatalogue } from './insert.ts';
import { withSearchIndexedAfterwards } from './search-rebuild.ts';
import { CATALOGUE_TABLES, type CatalogueTable } from './rows.ts';
import { refreshPlannerStatistics } from '../services/search/index.ts';
import { SUPPORTED_LANGUAGES } from '../../shared/constants.ts';
import { CONTENT_PAGES } from './data/content-pages.ts';

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
  // The demo firm of three demo accounts with courses they attended (issue 25 §7; seed/demo-firm.ts).
  await db.transaction((tx) => seedDemoFirm(tx));
  const counts = Object.fromEntries(CATALOGUE_TABLES.map((table) => [table, catalogue[table].length])) as Record<
    CatalogueTable,
    number
  >;
  return { seed: resolved.seed, today: resolved.today, counts };
}

/**
 * Writes the seed's static content pages over those of an already seeded demo database, so a demo
 * shop started on an older data directory shows the current legal pages (the Impressum, the AGB
 * naming the configured seller) and has every page the shop links to (/marktplatz-informationen).
 * Demo mode only: a deployment's own pages are never touched.
 */
export async function refreshContentPages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const page of CONTENT_PAGES[language]) {
        await tx.query(
          `insert into content_page (id, language, title, meta_description, sections) values ($1, $2, $3, $4, $5::jsonb)
           on conflict (id, language) do update
             set title = excluded.title, meta_description = excluded.meta_description, sections = excluded.sections`,
          [page.id, language, page.title, page.metaDescription, JSON.stringify(page.sections)],
        );
      }
    }
  });
}

/**
 * The statutory pages every page links to (the footer's /widerruf: the model withdrawal instructions
 * and form, whose seller data are placeholders filled from SELLER_*): added to a deployment's database
 * where missing, so the link never leads nowhere. A page the operator has is never overwritten.
 */
export const STATUTORY_PAGE_IDS = ['widerruf'] as const;

export async function addMissingStatutoryPages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const page of CONTENT_PAGES[language].filter((seeded) => (STATUTORY_PAGE_IDS as readonly string[]).includes(seeded.id))) {
        await tx.query(
          `insert into content_page (id, language, title, meta_description, sections) values ($1, $2, $3, $4, $5::jsonb)
           on conflict (id, language) do nothing`,
          [page.id, language, page.title, page.metaDescription, JSON.stringify(page.sections)],
        );
      }
    }
  });
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
 * over, which fail only if such references really exist. The migrations' waiting list, carts and
 * orders reference it, so a reseed takes the deletes; the search tables follow them once at the end
 * (search-rebuild.ts).
 */
export async function clearCatalogue(db: Database): Promise<void> {
  const childFirst = [...CATALOGUE_TABLES].reverse();
  try {
    await db.query(`truncate table ${childFirst.map((table) => `"${table}"`).join(', ')}`);
  } catch {
    await db.transaction((tx) =>
      withSearchIndexedAfterwards(tx, async () => {
        for (const table of childFirst) await tx.query(`delete from "${table}"`);
      }),
    );
  }
}

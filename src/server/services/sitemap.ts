/**
 * GET /api/sitemap: every public page of the shop (spec §7 GET /sitemap, issue #4), as paths with a
 * change frequency, for building the sitemap files search engines read.
 *
 * Size. One sitemap file may list at most 50,000 URLs (sitemaps.org protocol), and the catalogue may
 * hold 100,000 courses and more. So the answer is paged: `?page=N` (first page 1) holds at most
 * SITEMAP_PAGE_SIZE = 50,000 entries, i.e. one sitemap file each. Page 1 starts with the site's own
 * pages (start page, lists, content pages, search routes with their scope variants, city pages,
 * packages, organizers and referents: a few thousand at most, from small tables), and the courses
 * follow by id, continued on the next pages. The route tells the total in X-Total-Count and the next
 * page in a Link header (rel="next"), so a sitemap index can be built from them; a page past the last
 * answers 404. A page is one range scan of the primary key of `course` (id, kind, name) with the slugs
 * made in memory: a full page of 50,000 (100,000-course catalogue, embedded PGlite, two busy cores)
 * took 0.3–0.5 s; nothing but the number of pages grows with the catalogue.
 *
 * Paths come from src/shared/page-paths.ts, which the SPA's links use too. The search routes with
 * their audiences are listed below; tests/server compare them with the SPA's route table.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { coursePath, organizerPath, packagePath, referentPath } from '../../shared/page-paths.ts';
import type { CourseKind } from '../../shared/search.ts';
import type { SitemapEntry } from '../../shared/types.ts';

/** Most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

type ScopeKind = 'LAWYER' | 'RENO';

/**
 * The search routes (src/shared/search-routes.ts) and the scopes whose '{slug}-{id}' variant
 * each one has: lawyer scopes for the courses for lawyers, RENO scopes for the staff courses, both
 * where the route is not limited to one audience. 'search' is the free search, and 'stadt' takes a
 * city instead of a scope (its city pages follow separately).
 */
export const SITEMAP_SEARCH_ROUTES: readonly { path: string; scopes: readonly ScopeKind[] }[] = [
  { path: 'search', scopes: [] },
  { path: 'fachanwaltslehrgaenge', scopes: ['LAWYER'] },
  { path: 'fortbildungen', scopes: ['LAWYER'] },
  { path: 'fortbildungen-15-fao', scopes: ['LAWYER'] },
  { path: 'online-seminare', scopes: ['LAWYER'] },
  { path: 'online-seminare-mitarbeiter', scopes: ['RENO'] },
  { path: 'praesenzschulung', scopes: ['LAWYER', 'RENO'] },
  { path: 'selbststudium', scopes: ['LAWYER'] },
  { path: 'selbststudium-mitarbeiter', scopes: ['RENO'] },
  { path: 'stadt', scopes: [] },
];

/** The list pages of the catalogue; their detail pages are read from the database. */
const LIST_PAGES: readonly SitemapEntry[] = [
  { path: '/seminar-pakete', changefreq: 'weekly' },
  { path: '/veranstalter', changefreq: 'weekly' },
  { path: '/referenten', changefreq: 'weekly' },
];

/** Every page that is not a course: a few thousand at most, whatever the size of the catalogue. */
async function sitePages(db: Queryable): Promise<SitemapEntry[]> {
  const [contentPages, scopes, cities, packages, organizers, referents] = await Promise.all([
    db.query<{ id: string }>("select distinct id from content_page where language = 'de' order by id"),
    db.query<{ id: number; slug: string; kind: ScopeKind }>('select id, slug, kind from scope order by position, id'),
    db.query<{ id: number; slug: string }>('select id, slug from city order by id'),
    db.query<{ id: number; name: string }>('select id, name from package order by id'),
    db.query<{ id: number; name: string }>('select id, name from organizer order by id'),
    db.query<{ id: number; title: string; first_name: string; last_name: string }>(
      'select id, title, first_name, last_name from referent order by id',
    ),
  ]);
  const entries: SitemapEntry[] = [
    { path: '/', changefreq: 'daily' },
    ...LIST_PAGES,
    { path: '/faq', changefreq: 'monthly' },
    ...contentPages.map((page): SitemapEntry => ({ path: `/${page.id}`, changefreq: 'monthly' })),
  ];
  for (const route of SITEMAP_SEARCH_ROUTES) {
    entries.push({ path: `/${route.path}`, changefreq: 'daily' });
    for (const scope of scopes) {
      if (route.scopes.includes(scope.kind)) entries.push({ path: `/${route.path}/${scope.slug}-${scope.id}`, changefreq: 'daily' });
    }
  }
  for (const city of cities) entries.push({ path: `/stadt/${city.slug}-${city.id}`, changefreq: 'daily' });
  for (const pkg of packages) entries.push({ path: packagePath(pkg), changefreq: 'weekly' });
  for (const organizer of organizers) entries.push({ path: organizerPath(organizer), changefreq: 'weekly' });
  for (const referent of referents) {
    // The name as shown: 'Dr. Anna Berg' (referentName in catalogue.ts).
    const name = [referent.title, referent.first_name, referent.last_name].filter(Boolean).join(' ');
    entries.push({ path: referentPath({ id: referent.id, name }), changefreq: 'monthly' });
  }
  return entries;
}

/**
 * Courses `offset` to `offset + limit` by id. They arrive as one text of 'id TAB kind TAB name' lines:
 * embedded PGlite spends most of its time per row, and one row of 50,000 lines came back in about a
 * third of the time of 50,000 rows. Tabs and line breaks in a name become spaces, which changes no slug.
 */
async function coursePage(db: Queryable, offset: number, limit: number): Promise<{ id: number; kind: CourseKind; name: string }[]> {
  const [row] = await db.query<{ lines: string }>(
    `select coalesce(string_agg(id || E'\\t' || kind || E'\\t' || translate(name, E'\\t\\n\\r', '   '), E'\\n' order by id), '') as lines
       from (select id, kind, name from course order by id offset $1 limit $2) c`,
    [offset, limit],
  );
  if (!row?.lines) return [];
  return row.lines.split('\n').map((line) => {
    const [id, kind, name] = line.split('\t') as [string, CourseKind, string];
    return { id: Number(id), kind, name };
  });
}

export interface SitemapPage {
  entries: SitemapEntry[];
  page: number;
  /** Pages in all (at least 1). */
  pages: number;
  /** Entries over every page. */
  total: number;
}

export async function loadSitemap(db: Queryable, page = 1, pageSize = SITEMAP_PAGE_SIZE): Promise<SitemapPage> {
  const [site, [{ courses } = { courses: 0 }]] = await Promise.all([
    sitePages(db),
    db.query<{ courses: number }>('select count(*)::int as courses from course'),
  ]);
  const total = site.length + courses;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page > pages) throw notFound(`Sitemap page ${page}`);

  const first = (page - 1) * pageSize;
  const entries = site.slice(first, first + pageSize);
  const courseOffset = Math.max(0, first - site.length);
  const courseLimit = pageSize - entries.length;
  if (courseLimit > 0 && courseOffset < courses) {
    for (const course of await coursePage(db, courseOffset, courseLimit)) entries.push({ path: coursePath(course), changefreq: 'weekly' });
  }
  return { entries, page, pages, total };
}

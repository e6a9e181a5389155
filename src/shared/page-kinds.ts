/**
 * The kinds of page (spec §2) and how an address is recognised as one — the one table that the route
 * table (src/app/routes.tsx, more-routes.tsx), the server's first screen (src/server/plugins:
 * route-preloads.ts, page-data.ts, spa-document.ts, page-addresses.ts) and the pre-rendering
 * (src/prerender/pages.tsx) read, so a new result or course address is added here once.
 *
 * An address is its path segments: the kind's first segment, then, for a page of one thing, a
 * '{slug}-{id}' detail (a scope, a city, a course, a package, …; src/shared/page-paths.ts). The first
 * segment is matched without case, as the router matches it.
 *
 * The links to these pages (src/shared/page-paths.ts) spell the same segments; tests/lib/page-kinds.test.ts
 * checks that they agree.
 */
import { CART_PAGE, COURSE_PAGE, RESULT_PAGE, START_PAGE, type PageKind } from './entry-page-kinds';
import { parseSlugWithId } from './page-paths';

export { CART_PAGE, COURSE_PAGE, RESULT_PAGE, START_PAGE, type PageKind };

export const PACKAGE_LIST = { segments: ['seminar-pakete'] } as const satisfies PageKind;
export const PACKAGE_PAGE = { segments: ['seminar-pakete'], detail: 'package' } as const satisfies PageKind;
export const ORGANIZER_LIST = { segments: ['veranstalter'] } as const satisfies PageKind;
export const ORGANIZER_PAGE = { segments: ['veranstalter'], detail: 'organizer' } as const satisfies PageKind;
export const REFERENT_LIST = { segments: ['referenten'] } as const satisfies PageKind;
export const REFERENT_PAGE = { segments: ['referenten'], detail: 'referent' } as const satisfies PageKind;

/**
 * The table: each kind by its name, in the order `pageKindOf` tries them. Start, result, course and
 * cart pages are declared in ./entry-page-kinds.ts (the start page's entry routes them).
 */
export const PAGE_KINDS = {
  start: START_PAGE,
  results: RESULT_PAGE,
  course: COURSE_PAGE,
  cart: CART_PAGE,
  packages: PACKAGE_LIST,
  package: PACKAGE_PAGE,
  organizers: ORGANIZER_LIST,
  organizer: ORGANIZER_PAGE,
  referents: REFERENT_LIST,
  referent: REFERENT_PAGE,
} as const satisfies Record<string, PageKind>;

export type PageKindName = keyof typeof PAGE_KINDS;

/**
 * What a kind of page asks the API first, which the server answers with the page (page-data.ts) and
 * renders its first screen from (src/prerender/pages.tsx): the first page of its search, or its
 * course. (Which route chunks the server preloads for a kind: src/server/plugins/route-preloads.ts.)
 */
export const FIRST_ANSWER_OF: Partial<Record<PageKindName, 'search' | 'course'>> = {
  results: 'search',
  course: 'course',
};

/** An address recognised as a page of the table. */
export interface PageAddress {
  name: PageKindName;
  kind: PageKind;
  /** FIRST_ANSWER_OF the kind. */
  firstAnswer?: 'search' | 'course';
  /** The first path segment, lower case ('' for the start page). */
  first: string;
  /** The '{slug}-{id}' second segment, when the address has one. */
  detail?: string;
}

/** The kind of page at `pathname` (no query string), or null when it is none of the table's. */
export function pageKindOf(pathname: string): PageAddress | null {
  let segments: string[];
  try {
    segments = decodeURIComponent(pathname).split('/').filter(Boolean);
  } catch {
    return null;
  }
  const [rawFirst, detail, ...rest] = segments;
  if (rawFirst === undefined) return { name: 'start', kind: START_PAGE, first: '' };
  if (rest.length > 0) return null;
  const first = rawFirst.toLowerCase();
  if (detail !== undefined && !parseSlugWithId(detail)) return null;
  for (const [name, kind] of Object.entries(PAGE_KINDS) as [PageKindName, PageKind][]) {
    if (!kind.segments.includes(first)) continue;
    const firstAnswer = FIRST_ANSWER_OF[name];
    if (detail !== undefined && kind.detail) return { name, kind, first, detail, firstAnswer };
    if (detail === undefined && (!kind.detail || kind.detailOptional)) return { name, kind, first, firstAnswer };
  }
  return null;
}

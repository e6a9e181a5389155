/**
 * The rows of the table of page kinds (./page-kinds.ts) for the pages the start page's entry routes itself: start, result, course and cart pages (src/app/routes.tsx).
 * They live apart so the entry carries these four rows and nothing else of the table (start-page
 * budget, src/build/start-page-budget.ts): a module in the entry chunk keeps there every export any
 * lazy chunk uses. Plain literals, so the bundler can leave out what the entry does not read.
 */
import { COURSE_ROUTES } from './page-paths';
import { SEARCH_PATHS } from './search-paths';

export interface PageKind {
  /** The first path segments that name the kind (none: the start page). */
  readonly segments: readonly string[];
  /** The route parameter of the '{slug}-{id}' second segment; without one, the address has no second segment. */
  readonly detail?: string;
  /** The address may also stand without its detail (a result page without a scope). */
  readonly detailOptional?: boolean;
}

export const START_PAGE = { segments: [] } as const satisfies PageKind;
/** Search result pages (search, fachanwaltslehrgaenge, …, stadt), also narrowed by a scope (or, for stadt, a city). */
export const RESULT_PAGE = {
  segments: SEARCH_PATHS,
  detail: 'segment',
  detailOptional: true,
} as const satisfies PageKind;
/** A course of each kind: fachanwaltslehrgang, fortbildung-15-fao, fortbildung. */
export const COURSE_PAGE = { segments: COURSE_ROUTES, detail: 'course' } as const satisfies PageKind;
export const CART_PAGE = { segments: ['warenkorb'] } as const satisfies PageKind;

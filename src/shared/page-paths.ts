/**
 * Addresses of the public catalogue pages (spec §2), shared by the SPA (links, canonical addresses)
 * and the server (sitemap), so both always spell them alike. A page of one thing ends in
 * '{slug}-{id}': the name reads in the address, the id finds the thing.
 */
import type { CourseKind } from './search';

/** The cart page (spec §2 'warenkorb') and the check step. */
export const CART_PATH = '/warenkorb';
export const CHECK_PATH = '/check';
/** Where a sign-in goes on without a return address (spec §2 customer-dashboard). */
export const CUSTOMER_DASHBOARD_PATH = '/customer-dashboard';
/** The organizer staff's participant lists (issue 25 §4); a date's list is this path + '/' + its schedule id. */
export const PARTICIPANT_LIST_PATH = '/veranstalter/teilnehmerliste';

/**
 * 'Fachanwaltslehrgang Arbeitsrecht' + 2 → 'fachanwaltslehrgang-arbeitsrecht-2': lower case, German
 * umlauts spelled out, other accents dropped, every other run of characters one '-'.
 */
export function slugWithId(name: string, id: number): string {
  const slug = name
    .toLowerCase()
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${id}`;
}

/** Splits 'arbeitsrecht-2' into its name part and id; null when no id is embedded. */
export function parseSlugWithId(segment: string | undefined): { slug: string; id: number } | null {
  const match = segment ? /^(.*)-(\d{1,9})$/.exec(segment) : null;
  if (!match) return null;
  return { slug: match[1]!, id: Number(match[2]) };
}

/** The course detail route of each kind of course. */
export const COURSE_ROUTE_OF_KIND: Readonly<Record<CourseKind, string>> = {
  FACHANWALTSLEHRGANG: 'fachanwaltslehrgang',
  FAO15: 'fortbildung-15-fao',
  FORTBILDUNG: 'fortbildung',
};

export const COURSE_ROUTES: readonly string[] = Object.values(COURSE_ROUTE_OF_KIND);

export function coursePath(course: { id: number; name: string; kind: CourseKind }): string {
  return `/${COURSE_ROUTE_OF_KIND[course.kind]}/${slugWithId(course.name, course.id)}`;
}

export const PACKAGES_PATH = '/seminar-pakete';
export const ORGANIZERS_PATH = '/veranstalter';
export const REFERENTS_PATH = '/referenten';

export const packagePath = (pkg: { id: number; name: string }) => `${PACKAGES_PATH}/${slugWithId(pkg.name, pkg.id)}`;
export const organizerPath = (organizer: { id: number; name: string }) => `${ORGANIZERS_PATH}/${slugWithId(organizer.name, organizer.id)}`;
/** The name as shown, title included: 'Dr. Anna Berg' + 4 → '/referenten/dr-anna-berg-4'. */
export const referentPath = (referent: { id: number; name: string }) => `${REFERENTS_PATH}/${slugWithId(referent.name, referent.id)}`;

/** The search page narrowed to an organizer's courses (and optionally one of its scopes). */
export function organizerSearchPath(organizerId: number, scopeId?: number): string {
  const query = new URLSearchParams({ organizerId: String(organizerId) });
  if (scopeId !== undefined) query.set('scope', String(scopeId));
  return `/search?${query}`;
}

/** The certificate and evaluation pages (issue 12 §3–§4; routes in src/app/more-routes.tsx). */
export const evaluationPagePath = (courseId: number, scheduleId: number, moduleId?: number | null) =>
  `/teilnehmer-feedback?courseId=${courseId}&scheduleId=${scheduleId}${moduleId ? `&moduleId=${moduleId}` : ''}`;
export const learningCheckPagePath = (positionId: number) => `/lernerfolgskontrolle/${positionId}`;
export const attendancePagePath = (urlId: string) => `/bescheinigung/${urlId}`;

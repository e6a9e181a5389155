/**
 * The API answers a page address needs first (src/shared/page-data.ts), fetched through the API's
 * own routes (app.inject) exactly as the browser would ask them, so a search result or course page
 * paints its content without a request after its JavaScript (issue 10 §2):
 * - a result page (src/shared/page-kinds.ts `FIRST_ANSWER_OF` 'search', with its query string, or a scope
 *   segment): the first page of its search, with the parameters src/shared/search-url-state.ts reads;
 * - a course page ('course', '{slug}-{id}'): the course in the page's language.
 * Nothing for a signed-in visitor (the rfLoggedIn cookie): answers that could depend on who asks are
 * left to the browser. A failed or non-200 answer is left out; the page then asks as usual.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE, type Language } from '../../shared/constants.ts';
import { pageAnswerKey, type PageData } from '../../shared/page-data.ts';
import { pageKindOf } from '../../shared/page-kinds.ts';
import { parseSlugWithId } from '../../shared/page-paths.ts';
import type { SearchPath } from '../../shared/search-paths.ts';
import { searchRouteOf } from '../../shared/search-routes.ts';
import { readSearch } from '../../shared/search-url-state.ts';
import { hasSignInCookie } from './request-cookies.ts';

/** The search's API query, as src/api/search.ts searchQuery writes it: no absent or empty values. */
function searchQuery(parameters: Record<string, unknown>): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(parameters)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = value as string | number;
  }
  return query;
}

/** The API address (pageAnswerKey) the page at `url` asks first, or null when it asks none we answer. */
export function firstRequestOf(url: string, language: Language): string | null {
  const [pathname = '/', search = ''] = url.split('?');
  const address = pageKindOf(pathname);
  if (address?.firstAnswer === 'search') {
    // A city page also waits for its city's name, which becomes part of the search (SearchPage.tsx).
    if (address.first === 'stadt' && address.detail !== undefined) return null;
    const parameters = readSearch(
      searchRouteOf(address.first as SearchPath),
      address.detail,
      new URLSearchParams(search),
    );
    return pageAnswerKey(
      '/api/search',
      searchQuery({ ...parameters, start: SEARCH_FIRST_PAGE, limit: SEARCH_PAGE_SIZE }),
    );
  }
  const course = address?.firstAnswer === 'course' ? parseSlugWithId(address.detail) : null;
  if (course) return pageAnswerKey(`/api/course/${course.id}`, { language });
  return null;
}

export async function loadPageData(
  app: FastifyInstance,
  request: FastifyRequest,
  language: Language,
): Promise<PageData | null> {
  if (hasSignInCookie(request)) return null;
  const key = firstRequestOf(request.url, language);
  if (!key) return null;
  const answer = await app.inject({ method: 'GET', url: key, headers: { host: request.headers.host ?? '' } });
  if (answer.statusCode !== 200) return null;
  return { answers: { [key]: answer.json() } };
}

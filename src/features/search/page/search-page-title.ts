/** The heading and page title of a result page: route title, narrowed by the path's scope or city. */
import type { TFunction } from '../../../lib/texts';
import type { SearchRoute } from '../../../shared/search-routes';
import type { Messages } from '../../../shared/types';

export interface TitleParts {
  scopeName?: string;
  cityName?: string;
  term?: string;
}

export function searchPageTitle(t: TFunction, route: SearchRoute, { scopeName, cityName, term }: TitleParts): string {
  if (route.path === 'stadt' && cityName) return t('search.page.title.stadtCity', { city: cityName });
  const title = t(route.titleKey);
  if (scopeName) return t('search.page.title.withScope', { title, scope: scopeName });
  if (route.path === 'search' && term) return t('search.page.title.withTerm', { term });
  return title;
}

/** The name of a lawyer or RENO scope, for the heading and the active filter. */
export function scopeName(messages: Messages, id: number | undefined): string | undefined {
  if (id === undefined) return undefined;
  return [...messages.lawyerScopes, ...messages.renoScopes].find((scope) => scope.id === id)?.name;
}

/** 'Alle Filter zurücksetzen': the result page's own path, without a query. */
export const resetPath = (route: SearchRoute, segment: string | undefined) =>
  `/${route.path}${segment ? `/${segment}` : ''}`;

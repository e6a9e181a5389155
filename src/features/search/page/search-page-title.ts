/** The heading and page title of a result page: route title, narrowed by the path's scope or city. */
import type { TFunction } from '../../../lib/texts';
import type { SearchRoute } from '../../../shared/search-routes';

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

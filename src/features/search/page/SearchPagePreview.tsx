/**
 * A result page as the server sends it (src/prerender/pages.tsx, issue 10 §2): the heading, the
 * filter button and the first page of results, in the markup the live page (./SearchPage.tsx) renders,
 * so a crawler and a phone see the courses before any JavaScript has run, and the live page that
 * replaces it draws the same cards in the same places. The links work as plain links until then; the
 * filter button waits for the app.
 */
import { useTranslation } from '../../../lib/texts';
import { useSite } from '../../../lib/site-context';
import { coursePath } from '../../../shared/page-paths';
import type { SearchResult } from '../../../shared/search';
import type { SearchRoute } from '../../../shared/search-routes';
import { pathPreset, readSearch } from '../../../shared/search-url-state';
import { ActiveFilters } from '../filters/ActiveFilters';
import { ResultListView } from '../results/ResultList';
import { resetPath, scopeName, searchPageTitle } from './search-page-title';
import { FilterToggle, SearchPageHead } from './SearchPageParts';

export interface SearchPagePreviewProps {
  route: SearchRoute;
  segment: string | undefined;
  query: URLSearchParams;
  /** The API's answer to the page's first search. */
  firstPage: SearchResult;
}

const inert = () => undefined;

export function SearchPagePreview({ route, segment, query, firstPage }: SearchPagePreviewProps) {
  const { t } = useTranslation();
  const { messages } = useSite();
  const search = readSearch(route, segment, query);
  const title = searchPageTitle(t, route, {
    scopeName: scopeName(messages, pathPreset(route, segment).scope),
    term: search.term,
  });
  const { courses, count } = firstPage;
  return (
    <div className="page search-page">
      <SearchPageHead title={title} resetTo={resetPath(route, segment)} />
      <ActiveFilters scopeName={scopeName(messages, search.scope)} onRemoveScope={inert} />
      <div className="search-page__layout">
        <div className="search-page__filters">
          <FilterToggle open={false} />
        </div>
        <ResultListView
          courses={courses}
          count={count}
          loading={false}
          failed={false}
          moreToLoad={courses.length < count}
          nothingFound={count === 0}
          courseHref={coursePath}
          onRetry={inert}
          onLoadMore={inert}
        />
      </div>
    </div>
  );
}

/**
 * A search result page (spec §2 route table): 'search' and the routes with preset filters
 * (fachanwaltslehrgaenge, online-seminare, …, stadt/{city}), optionally narrowed to a scope by a
 * '{slug}-{id}' path part. The search lives in the URL: the page reads it (src/shared/search-url-state.ts), shows the
 * filters and the paged results, and a changed filter navigates to the new search's URL. The chosen
 * Rechtsgebiet shows as a removable filter. On narrow screens the results come first: the filters
 * stay folded behind a button (search-page.css).
 */
import { useSelector } from '@xstate/react';
import { Suspense, useId, useState } from 'react';
import { useTranslation, whenI18next } from '../../../lib/texts';
import {
  replace,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { forgetSearch, selectResult } from '../../../actors/searchPaging';
import { getCity } from '../../../api/search';
import { lazyPart } from '../../../components/lazy-part';
import { usePageMeta } from '../../../components/page-meta';
import { NOT_FOUND_PATH } from '../../../lib/slug-loader';
import { useSite } from '../../../lib/site-context';
import type { City, SearchParameters } from '../../../shared/search';
import type { CourseType } from '../../../shared/types';
import { coursePath } from '../../../shared/page-paths';
import { useLoginStatus } from '../../../state/login';
import { ActiveFilters } from '../filters/ActiveFilters';
import { SearchFilters } from '../filters/SearchFilters';
import { ResultList } from '../results/ResultList';
import { useSearchPaging } from '../results/useSearchPaging';
import type { SearchPath } from '../../../shared/search-paths';
import { searchRouteOf, type SearchRoute } from '../../../shared/search-routes';
import { parseSlugWithId } from '../../../shared/page-paths';
import { pathPreset, readSearch } from '../../../shared/search-url-state';
import { searchLocation } from './search-location';
import { resetPath, scopeName, searchPageTitle } from './search-page-title';
import { FilterToggle, SearchPageHead } from './SearchPageParts';
import './search-page.css';

/** Only a signed-in customer can save a search: the control (and its texts) load for them alone. */
// Its texts are the account namespace's, which i18next holds: the search page itself renders without it.
const SaveSearch = lazyPart(() =>
  Promise.all([import('./SaveSearch'), whenI18next()]).then(([module]) => module.default),
);

interface PathData {
  /** The city of a stadt/{city} path, with its real name for the heading and the city field. */
  city: City | null;
}

/** A path part without an id names nothing we can show: 404, like any unknown address. */
async function loadPathData(route: SearchRoute, { params }: LoaderFunctionArgs): Promise<PathData | Response> {
  if (params.segment === undefined) return { city: null };
  const fromPath = parseSlugWithId(params.segment);
  if (!fromPath) return replace(NOT_FOUND_PATH);
  // An unknown city id answers 404, which the HTTP client turns into the 404 page.
  return { city: route.path === 'stadt' ? await getCity(fromPath.id) : null };
}

interface SearchResultsProps {
  url: string;
  search: SearchParameters;
  courseTypes: CourseType[];
  /** Back/forward or reload: come back to the stored pages; any other arrival searches afresh. */
  restore: boolean;
  onSearch: (next: SearchParameters) => void;
}

/** Filters and results of one search URL; mounted with key={url}, so a new URL is a new search. */
function SearchResults({ url, search, courseTypes, restore, onSearch }: SearchResultsProps) {
  // Runs before useSearchPaging reads the stored search of this URL (hooks run in order), so only
  // back navigation and reload find it (spec §4: a new search clears the last state).
  useState(() => {
    if (!restore) forgetSearch(url);
  });
  const paging = useSearchPaging(search, url);
  const facets = useSelector(paging, selectResult);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  return (
    <div className="search-page__layout">
      <div className="search-page__filters">
        <FilterToggle open={filtersOpen} panelId={filtersId} onToggle={() => setFiltersOpen(!filtersOpen)} />
        <div id={filtersId} className={`search-page__filter-panel ${filtersOpen ? 'is-open' : ''}`.trim()}>
          <SearchFilters search={search} facets={facets} courseTypes={courseTypes} onChange={onSearch} />
        </div>
      </div>
      <ResultList actorRef={paging} courseHref={coursePath} />
    </div>
  );
}

function SearchPage({ route }: { route: SearchRoute }) {
  const { t } = useTranslation();
  const { configuration, messages } = useSite();
  const { segment } = useParams();
  const { city } = useLoaderData() as PathData;
  const [query] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const signedIn = useLoginStatus() === 'loggedIn';

  const preset: SearchParameters = { ...pathPreset(route, segment), ...(city && { cityName: city.name }) };
  const search = readSearch(route, segment, query);
  if (city && search.cityId === city.id) search.cityName ??= city.name;

  const title = searchPageTitle(t, route, {
    scopeName: route.path === 'stadt' ? undefined : scopeName(messages, preset.scope),
    cityName: city?.name,
    term: search.term,
  });
  usePageMeta(title, t('search.page.title.description', { title }));

  const url = location.pathname + location.search;
  // Removing a scope the path chose leaves for the route without it ('/fachanwaltslehrgaenge').
  const removeScope = () => {
    const next = { ...search, scope: undefined, selectedScopeName: undefined };
    void navigate(
      preset.scope === undefined
        ? searchLocation(route, segment, preset, next)
        : searchLocation(route, undefined, pathPreset(route, undefined), next),
    );
  };
  return (
    <div className="page search-page">
      <SearchPageHead title={title} resetTo={resetPath(route, segment)}>
        {signedIn && (
          <Suspense fallback={null}>
            <SaveSearch key={url} search={search} title={title} />
          </Suspense>
        )}
      </SearchPageHead>
      <ActiveFilters scopeName={scopeName(messages, search.scope)} onRemoveScope={removeScope} />
      <SearchResults
        key={url}
        url={url}
        search={search}
        courseTypes={configuration.courseTypes}
        restore={navigationType === 'POP'}
        onSearch={(next) => void navigate(searchLocation(route, segment, preset, next))}
      />
    </div>
  );
}

/** The lazy part of a search route (and of its '/:segment' variant). */
export function searchRoute(path: SearchPath): Pick<RouteObject, 'loader' | 'Component'> {
  const route = searchRouteOf(path);
  return {
    loader: (args) => loadPathData(route, args),
    Component: () => <SearchPage route={route} />,
  };
}

/**
 * The filter column of the result page. Every change produces the next search parameters; the page
 * writes them into the URL, which starts a new search from page 1.
 */
import { useTranslation } from '../../../lib/texts';
import { formatCents } from '../../../lib/format';
import type { Language } from '../../../shared/constants';
import { DEFAULT_RADIUS_KM } from '../../../shared/constants';
import type { SearchParameters, SearchResult, SortBy } from '../../../shared/search';
import type { CourseType } from '../../../shared/types';
import { CityField } from '../city/CityField';
import { RadiusSelect } from '../city/RadiusSelect';
import { CourseTypeFilter } from './CourseTypeFilter';
import { RangeFilter } from './RangeFilter';
import { TermFilter } from './TermFilter';

export interface SearchFiltersProps {
  search: SearchParameters;
  /** The latest result, for facet counts and range steps; null before the first answer. */
  facets: SearchResult | null;
  courseTypes: CourseType[];
  onChange: (next: SearchParameters) => void;
}

const SORTS: SortBy[] = ['relevance', 'date', 'price'];

export function SearchFilters({ search, facets, courseTypes, onChange }: SearchFiltersProps) {
  const { t, i18n } = useTranslation();
  const language = (i18n.language === 'en' ? 'en' : 'de') satisfies Language;
  const change = (patch: Partial<SearchParameters>) => onChange({ ...search, ...patch });
  const city = search.cityId ? { id: search.cityId, name: search.cityName ?? '' } : null;

  return (
    <aside className="search-filters" aria-label={t('search.filters.title')}>
      <TermFilter key={search.term ?? ''} value={search.term} onChange={(term) => change({ term })} />
      <CourseTypeFilter
        available={courseTypes}
        counts={facets?.courseTypes ?? null}
        value={search.courseType === 'ALL' ? undefined : search.courseType}
        onChange={(courseType) => change({ courseType })}
      />
      <fieldset className="search-filter">
        <legend>{t('search.filters.place')}</legend>
        <CityField
          label={t('search.filters.city')}
          value={city}
          onChange={(next) =>
            change(
              next
                ? { cityId: next.id, cityName: next.name, radius: search.radius ?? DEFAULT_RADIUS_KM }
                : { cityId: undefined, cityName: undefined, radius: undefined },
            )
          }
        />
        <RadiusSelect
          value={search.radius ?? DEFAULT_RADIUS_KM}
          disabled={!city}
          onChange={(radius) => change({ radius })}
        />
      </fieldset>
      <RangeFilter
        legend={t('search.filters.price')}
        steps={facets?.priceSteps ?? []}
        from={search.priceFrom}
        to={search.priceTo}
        format={(cents) => formatCents(cents, language)}
        onChange={({ from, to }) => change({ priceFrom: from, priceTo: to })}
      />
      <RangeFilter
        legend={t('search.filters.duration')}
        steps={facets?.durationSteps ?? []}
        from={search.durationFrom}
        to={search.durationTo}
        format={(hours) => t('search.filters.hours', { count: hours })}
        onChange={({ from, to }) => change({ durationFrom: from, durationTo: to })}
      />
      <div className="search-filter">
        <label htmlFor="search-sort">{t('search.filters.sortBy')}</label>
        <select
          id="search-sort"
          value={`${search.sortBy ?? 'relevance'}:${search.seq ?? 'asc'}`}
          onChange={(event) => {
            const [sortBy, seq] = event.target.value.split(':') as [SortBy, 'asc' | 'desc'];
            change({ sortBy, seq });
          }}
        >
          {SORTS.flatMap((sortBy) =>
            (sortBy === 'relevance' ? (['asc'] as const) : (['asc', 'desc'] as const)).map((seq) => (
              <option key={`${sortBy}:${seq}`} value={`${sortBy}:${seq}`}>
                {t(`search.filters.sort.${sortBy}.${seq}`)}
              </option>
            )),
          )}
        </select>
      </div>
    </aside>
  );
}

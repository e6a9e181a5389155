/** Delivery type radios with the number of matching courses per type (the courseTypes facet). */
import { useTranslation } from '../../../lib/texts';
import type { CourseTypeCount } from '../../../shared/search';
import type { CourseType } from '../../../shared/types';

export interface CourseTypeFilterProps {
  available: CourseType[];
  counts: CourseTypeCount[] | null;
  value: CourseType | undefined;
  onChange: (courseType: CourseType | undefined) => void;
}

export function CourseTypeFilter({ available, counts, value, onChange }: CourseTypeFilterProps) {
  const { t } = useTranslation();
  const countOf = (courseType: CourseType) => counts?.find((entry) => entry.courseType === courseType)?.count ?? 0;
  const total = counts?.reduce((sum, entry) => sum + entry.count, 0);
  const choices: (CourseType | 'ALL')[] = ['ALL', ...available];

  return (
    <fieldset className="search-filter">
      <legend>{t('search.filters.courseType')}</legend>
      {choices.map((choice) => (
        <label key={choice} className="search-filter__choice">
          <input
            type="radio"
            name="courseType"
            value={choice}
            checked={(value ?? 'ALL') === choice}
            onChange={() => onChange(choice === 'ALL' ? undefined : choice)}
          />
          {t(`search.courseTypes.${choice}`)}
          {counts && <span className="search-filter__count"> ({choice === 'ALL' ? total : countOf(choice)})</span>}
        </label>
      ))}
    </fieldset>
  );
}

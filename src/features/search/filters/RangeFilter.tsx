/** A from–to pair of selects over the facet steps of the current result (price or duration). */
import { useId } from 'react';
import { useTranslation } from '../../../lib/texts';

export interface RangeFilterProps {
  legend: string;
  steps: number[];
  from: number | undefined;
  to: number | undefined;
  format: (value: number) => string;
  onChange: (range: { from: number | undefined; to: number | undefined }) => void;
}

export function RangeFilter({ legend, steps, from, to, format, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  // A chosen bound stays selectable even when the new result's steps no longer contain it.
  const options = (bound: number | undefined) =>
    [...new Set([...steps, ...(bound === undefined ? [] : [bound])])].sort((a, b) => a - b);
  const parse = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <fieldset className="search-filter">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-from`}>{t('search.filters.from')}</label>
      <select
        id={`${id}-from`}
        value={from ?? ''}
        onChange={(event) => onChange({ from: parse(event.target.value), to })}
      >
        <option value="">{t('search.filters.any')}</option>
        {options(from).map((step) => (
          <option key={step} value={step}>
            {format(step)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-to`}>{t('search.filters.to')}</label>
      <select id={`${id}-to`} value={to ?? ''} onChange={(event) => onChange({ from, to: parse(event.target.value) })}>
        <option value="">{t('search.filters.any')}</option>
        {options(to)
          .filter((step) => from === undefined || step >= from)
          .map((step) => (
            <option key={step} value={step}>
              {format(step)}
            </option>
          ))}
      </select>
    </fieldset>
  );
}

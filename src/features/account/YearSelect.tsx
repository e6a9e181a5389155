/**
 * The year switcher of meine-kurse and mein-status: a labelled select (a native control: keyboard,
 * screen readers and a 360 px screen handle it without help). The year lives in the URL (?jahr=),
 * so reload and back keep it.
 */
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const YEAR_PARAM = 'jahr';

/** The year the URL names if it is one of `years`, else `fallback`. */
export function useYearParam(years: readonly number[], fallback: number): [number, (year: number) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = Number(new URLSearchParams(search).get(YEAR_PARAM));
  const year = years.includes(asked) ? asked : fallback;
  const choose = (next: number) => {
    const params = new URLSearchParams(search);
    params.set(YEAR_PARAM, String(next));
    void navigate(`${pathname}?${params}`, { replace: true });
  };
  return [year, choose];
}

export function YearSelect({
  label,
  years,
  value,
  onChange,
}: {
  label: string;
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
}) {
  const id = useId();
  return (
    <div className="field year-select">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The surrounding-area radius beside the city (spec §2 "Search filter": 10, 50, 100, 250 km; default 100). */
import { useId } from 'react';
import { useTranslation } from '../../../lib/texts';
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM } from '../../../shared/constants';

export interface RadiusSelectProps {
  /** Kilometres; one of RADIUS_OPTIONS_KM. */
  value?: number;
  onChange: (km: number) => void;
  /** E.g. while no city is chosen: a radius means nothing without one. */
  disabled?: boolean;
  label?: string;
  /** The machine event a change sends (data-event, for the model-based tests' control check). */
  sends?: string;
}

export function RadiusSelect({
  value = DEFAULT_RADIUS_KM,
  onChange,
  disabled = false,
  label,
  sends,
}: RadiusSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field radius-select">
      <label htmlFor={id} className="field__label">
        {label ?? t('search.city.radius')}
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        data-event={sends}
      >
        {RADIUS_OPTIONS_KM.map((km) => (
          <option key={km} value={km}>
            {t('search.city.radiusOption', { km })}
          </option>
        ))}
      </select>
    </div>
  );
}

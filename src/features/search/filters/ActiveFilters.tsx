/**
 * The chosen Rechtsgebiet (scope) of a result page, shown as a removable filter — whether the path
 * ('/fachanwaltslehrgaenge/arbeitsrecht-2') or the query ('?scope=2') chose it.
 */
import { useTranslation } from '../../../lib/texts';

export interface ActiveFiltersProps {
  /** The chosen scope's name; nothing shows without one. */
  scopeName: string | undefined;
  onRemoveScope: () => void;
}

export function ActiveFilters({ scopeName, onRemoveScope }: ActiveFiltersProps) {
  const { t } = useTranslation();
  if (!scopeName) return null;
  return (
    <ul className="active-filters" aria-label={t('search.filters.active')}>
      <li className="active-filter">
        <span>{t('search.filters.scope', { name: scopeName })}</span>
        <button
          type="button"
          className="active-filter__remove"
          aria-label={t('search.filters.removeScope', { name: scopeName })}
          onClick={onRemoveScope}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </li>
    </ul>
  );
}

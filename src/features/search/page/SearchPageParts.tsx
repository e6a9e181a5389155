/**
 * The pieces of a result page that the live page (./SearchPage.tsx) and the server's first screen
 * (./SearchPagePreview.tsx) draw alike: one markup for both, so the app replaces the server's page
 * without anything moving.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';

/**
 * How the results are ranked (§ 5b Abs. 2 UWG): a section of the content page 'marktplatz-informationen'.
 * A literal, not an import of src/shared/content-pages.ts: sharing that module between the lazy routes
 * would add a chunk to the start page's preload list (its budget, src/build/start-page-budget.ts).
 */
const MARKETPLACE_RANKING = '/marktplatz-informationen#ranking';

/**
 * The heading, 'Alle Filter zurücksetzen', how the results are ranked (§ 5b Abs. 2 UWG: the
 * marketplace information) and what else the page offers beside it (`children`).
 */
export function SearchPageHead({ title, resetTo, children }: { title: string; resetTo: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{title}</h1>
      <div className="search-page__tools">
        <p className="search-page__reset">
          <Link to={resetTo}>{t('search.filters.reset')}</Link>
        </p>
        <p className="search-page__ranking">
          <Link to={MARKETPLACE_RANKING}>{t('search.filters.ranking')}</Link>
        </p>
        {children}
      </div>
    </>
  );
}

export interface FilterToggleProps {
  open: boolean;
  /** The id of the filter panel it opens; absent before the live page has one. */
  panelId?: string;
  onToggle?: () => void;
}

/** 'Suche verfeinern': on narrow screens the filters fold out from it. */
export function FilterToggle({ open, panelId, onToggle }: FilterToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary search-page__filter-toggle"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {t('search.filters.title')}
    </button>
  );
}

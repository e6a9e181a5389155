/**
 * "Weitere Kurse laden": shown while more courses exist; spins while the next page loads. Busy, it is
 * aria-disabled rather than disabled, so keyboard focus stays on it for the next press.
 */
import { useTranslation } from '../../../lib/texts';
import { Spinner } from '../../../components/Spinner';

export interface LoadMoreButtonProps {
  busy: boolean;
  onClick: () => void;
}

export function LoadMoreButton({ busy, onClick }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button button--secondary load-more ${busy ? 'is-busy' : ''}`.trim()}
      onClick={() => {
        if (!busy) onClick();
      }}
      aria-disabled={busy}
      aria-busy={busy}
      data-event="user.loadMore"
    >
      {busy && <Spinner className="load-more__spinner" />}
      <span>{t('search.results.loadMore')}</span>
      {busy && <span className="visually-hidden">{t('search.results.loading')}</span>}
    </button>
  );
}

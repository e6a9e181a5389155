/**
 * "Suche speichern" on a result page for a signed-in customer (issue 12 §1, favoriten): a button that
 * opens an inline form asking for the name (prefilled with the page's title), saved with
 * PUT /api/favorites; the outcome is announced with a link to the saved searches. Loaded lazily by
 * the search page only for a signed-in customer, with the account texts, so a guest's result page
 * carries none of it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { saveFavorite } from '../../../api/customer-area';
import { ACCOUNT_NAMESPACE, useAccountTexts } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import type { FavoriteParameters } from '../../../shared/customer-area';
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths';
import type { SearchParameters } from '../../../shared/search';

export interface SaveSearchProps {
  search: SearchParameters;
  /** The page's title: the name offered. */
  title: string;
}

const NAME_MAX = 100;

type Phase = { phase: 'closed' | 'open' | 'busy' | 'empty' } | { phase: 'saved'; name: string } | { phase: 'failed'; full: boolean };

function SaveSearchForm({ search, title }: SaveSearchProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [name, setName] = useState(title.slice(0, NAME_MAX));
  const [state, setState] = useState<Phase>({ phase: 'closed' });
  const open = state.phase === 'open' || state.phase === 'busy' || state.phase === 'empty' || state.phase === 'failed';
  useEffect(() => {
    if (state.phase === 'open') input.current?.focus();
  }, [state.phase]);
  const close = () => {
    setState({ phase: 'closed' });
    toggle.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setState({ phase: 'empty' });
      return;
    }
    setState({ phase: 'busy' });
    const { start: _start, limit: _limit, ...parameters } = search;
    try {
      await saveFavorite({ name: trimmed, parameters: parameters as FavoriteParameters });
      setState({ phase: 'saved', name: trimmed });
      toggle.current?.focus();
    } catch (error) {
      const { body } = await describeFailure(error);
      setState({ phase: 'failed', full: body?.code === 'FAVORITES_FULL' });
    }
  };
  const error =
    state.phase === 'empty' ? t('saveSearch.nameRequired') : state.phase === 'failed' ? (state.full ? t('saveSearch.full') : t('saveSearch.failed')) : '';
  return (
    <div className="save-search">
      {!open && (
        <button
          ref={toggle}
          type="button"
          className="button button--secondary"
          aria-expanded={false}
          onClick={() => setState({ phase: 'open' })}
        >
          {t('saveSearch.button')}
        </button>
      )}
      {open && (
        <form className="inline-form save-search__form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('saveSearch.button')}>
          <div className={`field ${error ? 'has-error' : ''}`.trim()}>
            <label htmlFor={id} className="field__label">
              {t('saveSearch.name')}
            </label>
            <input
              ref={input}
              id={id}
              className="field__control"
              value={name}
              maxLength={NAME_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') close();
              }}
            />
            <div id={`${id}-error`} className="field__error" aria-live="polite">
              {error}
            </div>
          </div>
          <p className="save-search__actions">
            <button type="submit" className="button button--primary" disabled={state.phase === 'busy'} aria-busy={state.phase === 'busy'}>
              {t('saveSearch.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('common.cancel')}
            </button>
          </p>
        </form>
      )}
      <p role="status" className="save-search__status">
        {state.phase === 'saved' && (
          <>
            {t('saveSearch.saved', { name: state.name })} <Link to={`${CUSTOMER_DASHBOARD_PATH}/favoriten`}>{t('saveSearch.toFavorites')}</Link>
          </>
        )}
      </p>
    </div>
  );
}

/** Waits for the account texts; while they load (or if they cannot) the page shows no control. */
export default function SaveSearch(props: SaveSearchProps) {
  const { status } = useAccountTexts();
  if (status !== 'ready') return null;
  return <SaveSearchForm {...props} />;
}

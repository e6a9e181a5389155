/**
 * "Suche speichern" on a result page for a signed-in customer (issue 12 §1, favoriten): a button that
 * opens an inline form asking for the name (prefilled with the page's title), saved with
 * PUT /api/favorites; the outcome is announced with a link to the saved searches. Loaded lazily by
 * the search page only for a signed-in customer, with the account texts, so a guest's result page
 * carries none of it.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { saveFavorite } from '../../../api/customer-area';
import { InlineNameForm } from '../../../components/forms/InlineNameForm';
import { ACCOUNT_NAMESPACE, useAccountTexts } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { FAVORITE_NAME_MAX, type FavoriteParameters } from '../../../shared/customer-area';
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths';
import type { SearchParameters } from '../../../shared/search';

export interface SaveSearchProps {
  search: SearchParameters;
  /** The page's title: the name offered. */
  title: string;
}

type Phase = { phase: 'closed' | 'open' } | { phase: 'saved'; name: string };

function SaveSearchForm({ search, title }: SaveSearchProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const toggle = useRef<HTMLButtonElement>(null);
  const [name, setName] = useState(title.slice(0, FAVORITE_NAME_MAX));
  const [state, setState] = useState<Phase>({ phase: 'closed' });
  const close = () => {
    setState({ phase: 'closed' });
    toggle.current?.focus();
  };
  const save = async (trimmed: string) => {
    const { start: _start, limit: _limit, ...parameters } = search;
    try {
      await saveFavorite({ name: trimmed, parameters: parameters as FavoriteParameters });
      setState({ phase: 'saved', name: trimmed });
      toggle.current?.focus();
      return null;
    } catch (error) {
      const { body } = await describeFailure(error);
      return body?.code === 'FAVORITES_FULL' ? t('saveSearch.full') : t('saveSearch.failed');
    }
  };
  return (
    <div className="save-search">
      {state.phase !== 'open' && (
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
      {state.phase === 'open' && (
        <InlineNameForm
          name={name}
          onNameChange={setName}
          maxLength={FAVORITE_NAME_MAX}
          label={t('saveSearch.name')}
          submitLabel={t('saveSearch.save')}
          cancelLabel={t('common.cancel')}
          requiredMessage={t('saveSearch.nameRequired')}
          onSave={save}
          onCancel={close}
          formLabel={t('saveSearch.button')}
          className="save-search__form"
          actionsClassName="save-search__actions"
        />
      )}
      <p role="status" className="save-search__status">
        {state.phase === 'saved' && (
          <>
            {t('saveSearch.saved', { name: state.name })}{' '}
            <Link to={`${CUSTOMER_DASHBOARD_PATH}/favoriten`}>{t('saveSearch.toFavorites')}</Link>
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

/**
 * favoriten (spec §2, issue 12 §1): the customer's saved searches (GET /api/favorites) — run one
 * again (its result page with its parameters), rename it (PUT /api/favorites with id) or delete it
 * (DELETE /api/favorites/{id}). A search is saved on the result page ("Suche speichern").
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { deleteFavorite, getFavorites } from '../../../api/customer-area';
import { usePageMeta } from '../../../components/page-meta';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { searchPathOf } from '../../../lib/search-query';
import type { Favorite } from '../../../shared/customer-area';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { FavoriteSummary } from './FavoriteSummary';
import { RenameForm } from './RenameForm';

function FavoriteItem({
  favorite,
  onChanged,
  onRemoved,
}: {
  favorite: Favorite;
  onChanged: () => void;
  onRemoved: (name: string) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState<'idle' | 'busy' | 'failed'>('idle');
  const remove = async () => {
    setRemoving('busy');
    try {
      await deleteFavorite(favorite.id);
      onRemoved(favorite.name);
    } catch (error) {
      // A favourite already gone (404) counts as removed.
      if ((error as { response?: { status?: number } }).response?.status === 404) onRemoved(favorite.name);
      else setRemoving('failed');
    }
  };
  const headingId = `favorite-${favorite.id}`;
  return (
    <section className="dashboard-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-card__title">
        {favorite.name}
      </h2>
      <FavoriteSummary parameters={favorite.parameters} />
      {renaming ? (
        <RenameForm
          favorite={favorite}
          onDone={(changed) => {
            setRenaming(false);
            if (changed) onChanged();
          }}
        />
      ) : (
        <p className="dashboard-actions">
          <Link
            className="button button--primary"
            to={searchPathOf(favorite.parameters)}
            aria-label={t('common.forItem', { action: t('favorites.run'), name: favorite.name })}
          >
            {t('favorites.run')}
          </Link>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setRenaming(true)}
            aria-label={t('common.forItem', { action: t('favorites.rename'), name: favorite.name })}
          >
            {t('favorites.rename')}
          </button>
          <button
            aria-label={t('common.forItem', { action: t('favorites.delete'), name: favorite.name })}
            type="button"
            className="button button--secondary"
            onClick={() => void remove()}
            disabled={removing === 'busy'}
            aria-busy={removing === 'busy'}
          >
            {t('favorites.delete')}
          </button>
        </p>
      )}
      {removing === 'failed' && (
        <p role="alert" className="dashboard-inline-error">
          {t('favorites.deleteFailed')}
        </p>
      )}
    </section>
  );
}

export function FavoritesPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta(t('favorites.title'), null);
  const favorites = useLoad('favorites', (signal) => getFavorites({ signal }));
  const [announcement, setAnnouncement] = useState('');
  return (
    <article className="dashboard-page">
      <h1>{t('favorites.title')}</h1>
      <p role="status" className="dashboard-announcement">
        {announcement}
      </p>
      {favorites.status !== 'ready' ? (
        <LoadState load={favorites} loading={t('favorites.loading')} error={t('favorites.error')} />
      ) : favorites.data.length === 0 ? (
        <p>
          {t('favorites.none')} <Link to="/search">{t('favorites.toSearch')}</Link>
        </p>
      ) : (
        <ul className="dashboard-list" aria-label={t('favorites.list')}>
          {favorites.data.map((favorite) => (
            <li key={favorite.id}>
              <FavoriteItem
                favorite={favorite}
                onChanged={() => {
                  setAnnouncement(t('favorites.renamed'));
                  favorites.reload();
                }}
                onRemoved={(name) => {
                  setAnnouncement(t('favorites.deleted', { name }));
                  favorites.reload();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

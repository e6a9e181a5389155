/**
 * merkzettel (spec §2, feature BOOKMARK; issue 12 §1): the courses the customer bookmarked
 * (GET /api/bookmarks, newest first), each linking to its page, with "remove" (DELETE
 * /api/bookmarks/{id}) and "in den Warenkorb" (a date and price level of the course, added through
 * the cart actor as the course page does).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../lib/texts';
import { deleteBookmark, getBookmarkList } from '../../../api/customer-area';
import type { Bookmark } from '../../../shared/bookmarks';
import { usePageMeta } from '../../../components/page-meta';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatDate } from '../../../lib/format-date';
import { coursePath } from '../../../shared/page-paths';
import { LoadState } from '../LoadState';
import { RequireFeature } from '../RequireFeature';
import { useLoad } from '../use-load';
import { AddToCart } from './AddToCart';

function BookmarkItem({ bookmark, onRemoved }: { bookmark: Bookmark; onRemoved: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [removing, setRemoving] = useState<'idle' | 'busy' | 'failed'>('idle');
  const remove = async () => {
    setRemoving('busy');
    try {
      // A bookmark already gone (404) counts as removed (src/api/bookmarks.ts handles it).
      await deleteBookmark(bookmark.id).catch((error: unknown) => {
        if ((error as { response?: { status?: number } }).response?.status !== 404) throw error;
      });
      onRemoved();
    } catch (error) {
      console.warn('bookmark removal failed', error);
      setRemoving('failed');
    }
  };
  const headingId = `bookmark-${bookmark.id}`;
  return (
    <section className="dashboard-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-card__title">
        <Link to={coursePath(bookmark.course)}>{bookmark.course.name}</Link>
      </h2>
      <p className="dashboard-card__meta">{t('bookmarks.since', { date: formatDate(bookmark.createdAt) })}</p>
      <AddToCart course={bookmark.course} />
      <p className="dashboard-actions">
        <button
          aria-label={t('common.forItem', { action: t('bookmarks.remove'), name: bookmark.course.name })}
          type="button"
          className="button button--secondary"
          onClick={() => void remove()}
          disabled={removing === 'busy'}
          aria-busy={removing === 'busy'}
        >
          {t('bookmarks.remove')}
        </button>
      </p>
      {removing === 'failed' && (
        <p role="alert" className="dashboard-inline-error">
          {t('bookmarks.removeFailed')}
        </p>
      )}
    </section>
  );
}

function Bookmarks() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta(t('bookmarks.title'), null);
  const bookmarks = useLoad('bookmarks', (signal) => getBookmarkList({ signal }));
  const [announcement, setAnnouncement] = useState('');
  return (
    <article className="dashboard-page">
      <h1>{t('bookmarks.title')}</h1>
      <p role="status" className="dashboard-announcement">
        {announcement}
      </p>
      {bookmarks.status !== 'ready' ? (
        <LoadState load={bookmarks} loading={t('bookmarks.loading')} error={t('bookmarks.error')} />
      ) : bookmarks.data.length === 0 ? (
        <p>
          {t('bookmarks.none')} <Link to="/search">{t('bookmarks.toSearch')}</Link>
        </p>
      ) : (
        <ul className="dashboard-list" aria-label={t('bookmarks.list')}>
          {bookmarks.data.map((bookmark) => (
            <li key={bookmark.id}>
              <BookmarkItem
                bookmark={bookmark}
                onRemoved={() => {
                  setAnnouncement(t('bookmarks.removed', { name: bookmark.course.name }));
                  bookmarks.reload();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function BookmarksPage() {
  return (
    <RequireFeature feature="BOOKMARK">
      <Bookmarks />
    </RequireFeature>
  );
}

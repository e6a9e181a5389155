/**
 * The bookmark action of a course page (issue 4; spec §2/§7 "Merkzettel"): a toggle button
 * 'Auf den Merkzettel' / 'Vom Merkzettel entfernen' (aria-pressed) for a signed-in customer when the
 * site has feature BOOKMARK; nothing for guests or without the feature. Whether the course is on the
 * list comes from GET /api/bookmarks; adding is PUT /api/bookmarks (idempotent: a repeat answers the
 * stored bookmark), removing DELETE /api/bookmarks/{id} (a bookmark already gone counts as removed).
 * The outcome is announced in a live region.
 *
 * Kept as local component state rather than a machine in machines/: it is one request at a time
 * with no flow beyond "on / off"; a bookmark list page would be the place for a machine.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts';
import { isHTTPError } from 'ky';
import { addBookmark, getBookmarks, removeBookmark } from '../../api/bookmarks';
import { useLoginStatus } from '../../state/login';
import { hasFeature, useSite } from '../../lib/site-context';

export interface BookmarkButtonProps {
  courseId: number;
}

type Phase = 'loading' | 'ready' | 'saving';
type Announcement = 'added' | 'removed' | 'failed' | null;

interface BookmarkState {
  phase: Phase;
  /** The bookmark of this course, or null when it is not on the list. */
  bookmarkId: number | null;
  announcement: Announcement;
}

const INITIAL: BookmarkState = { phase: 'loading', bookmarkId: null, announcement: null };

export function BookmarkButton({ courseId }: BookmarkButtonProps) {
  const { configuration } = useSite();
  const loggedIn = useLoginStatus() === 'loggedIn';
  const visible = loggedIn && hasFeature(configuration, 'BOOKMARK');
  if (!visible) return null;
  // Keyed by course: another course page starts from a fresh state.
  return <BookmarkToggle key={courseId} courseId={courseId} />;
}

function BookmarkToggle({ courseId }: BookmarkButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<BookmarkState>(INITIAL);

  useEffect(() => {
    const controller = new AbortController();
    getBookmarks({ signal: controller.signal })
      .then((bookmarks) => {
        const bookmark = bookmarks.find((candidate) => candidate.course.id === courseId);
        setState({ phase: 'ready', bookmarkId: bookmark?.id ?? null, announcement: null });
      })
      .catch(() => {
        // Unknown whether the course is on the list: offer adding (PUT is idempotent).
        if (!controller.signal.aborted) setState({ phase: 'ready', bookmarkId: null, announcement: null });
      });
    return () => controller.abort();
  }, [courseId]);

  const bookmarked = state.bookmarkId !== null;

  async function toggle() {
    const { bookmarkId } = state;
    setState((current) => ({ ...current, phase: 'saving', announcement: null }));
    try {
      if (bookmarkId === null) {
        const bookmark = await addBookmark(courseId);
        setState({ phase: 'ready', bookmarkId: bookmark.id, announcement: 'added' });
      } else {
        await removeBookmark(bookmarkId).catch((error: unknown) => {
          // Already removed (another tab): the wish is fulfilled.
          if (!(isHTTPError(error) && error.response.status === 404)) throw error;
        });
        setState({ phase: 'ready', bookmarkId: null, announcement: 'removed' });
      }
    } catch {
      setState({ phase: 'ready', bookmarkId, announcement: 'failed' });
    }
  }

  const busy = state.phase !== 'ready';
  return (
    <div className="bookmark">
      <button
        type="button"
        className={`button button--secondary bookmark__toggle${bookmarked ? ' is-bookmarked' : ''}${busy ? ' is-busy' : ''}`}
        aria-pressed={bookmarked}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span className="bookmark__icon" aria-hidden="true">
          {bookmarked ? '★' : '☆'}
        </span>{' '}
        {bookmarked ? t('bookmarks.remove') : t('bookmarks.add')}
      </button>
      <p className={`bookmark__status${state.announcement === 'failed' ? ' is-error' : ''}`} role="status">
        {state.announcement ? t(`bookmarks.${state.announcement}`) : ''}
      </p>
    </div>
  );
}

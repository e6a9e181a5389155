/**
 * /warteliste/angebot#token=…: the page a waiting-list offer's mail links to (issue 27 §4). It shows
 * the freed seat — course, date, places, held until when — and "Platz jetzt buchen" keeps the offer's
 * token for the cart and checkout calls (src/lib/waiting-offer.ts), puts the date into the cart and
 * goes there: the checkout then books the held seat for whoever holds the link. A forged link, a hold
 * that ran out or an offer already used says so, with the way to the course; a failed load offers a
 * retry. The token stays in the fragment: it never reaches a server log.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { getCourse } from '../../api/catalogue';
import { getWaitingOffer, type OfferLinkProblem } from '../../api/waiting-list';
import { Alert } from '../../components/Alert';
import { usePageMeta } from '../../components/page-meta';
import { berlinDate, berlinTime } from '../../lib/berlin-time';
import { formatDate } from '../../lib/format-date';
import { useTranslation } from '../../lib/texts';
import { keepWaitingOffer } from '../../lib/waiting-offer';
import type { WaitingListOffer } from '../../shared/booking';
import type { CourseDetail } from '../../shared/catalogue';
import { CART_PATH } from '../../shared/page-paths';
import { courseCartPosition, useAddToCart } from '../../state/cart-add';
import { Spinner } from '../../components/Spinner';

interface Loaded {
  offer: WaitingListOffer | OfferLinkProblem;
  course: CourseDetail | null;
}

const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';

async function loadOffer(token: string, signal: AbortSignal): Promise<Loaded> {
  if (!token) return { offer: 'INVALID', course: null };
  const offer = await getWaitingOffer(token, signal);
  if (typeof offer === 'string') return { offer, course: null };
  return { offer, course: await getCourse(offer.courseId, undefined, { signal }) };
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: Loaded };
type Answer = { key: string } & ({ data: Loaded } | { failed: true });

/** The offer of `token`, loaded once per token and attempt; a failure waits for "Erneut versuchen". */
function useOffer(token: string): [Load, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${token}:${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    loadOffer(token, controller.signal).then(
      (data) => controller.signal.aborted || setAnswer({ key, data }),
      () => controller.signal.aborted || setAnswer({ key, failed: true }),
    );
    return () => controller.abort();
  }, [token, key]);
  const retry = () => setAttempt((n) => n + 1);
  if (!answer || answer.key !== key) return [{ status: 'loading' }, retry];
  return ['data' in answer ? { status: 'ready', data: answer.data } : { status: 'failed' }, retry];
}

function OfferPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const token = tokenOf(hash);
  const [load, retry] = useOffer(token);
  usePageMeta(t('waitingOffer.title'), null);

  if (load.status === 'loading') {
    return (
      <article className="page status-page">
        <h1>{t('waitingOffer.title')}</h1>
        <div className="loading" role="status">
          <Spinner />
          <span>{t('waitingOffer.loading')}</span>
        </div>
      </article>
    );
  }
  if (load.status === 'failed') {
    return (
      <article className="page status-page">
        <h1>{t('waitingOffer.title')}</h1>
        <Alert tone="error">
          <p>{t('waitingOffer.loadFailed')}</p>
          <p>
            <button type="button" className="button button--secondary" onClick={retry}>
              {t('waitingOffer.retry')}
            </button>
          </p>
        </Alert>
      </article>
    );
  }
  const { offer, course } = load.data;
  if (typeof offer === 'string' || offer.status !== 'OFFERED' || !course) {
    const reason = typeof offer === 'string' ? offer : offer.status === 'BOOKED' ? 'BOOKED' : 'EXPIRED';
    return (
      <article className="page status-page">
        <h1>{t('waitingOffer.title')}</h1>
        <Alert tone="error">
          <p>{t(`waitingOffer.gone.${reason}`)}</p>
        </Alert>
      </article>
    );
  }
  const schedule = course.courseSchedules.find((one) => one.id === offer.scheduleId);
  const level = schedule?.pricelevels.find((one) => one.id === offer.priceLevelId) ?? schedule?.pricelevels[0];
  const book = () => {
    if (!schedule || !level) return;
    keepWaitingOffer(token, offer.holdUntil);
    addToCart({ ...courseCartPosition(course, schedule, level), seats: offer.places });
    void navigate(CART_PATH);
  };
  return (
    <article className="page status-page">
      <h1>{t('waitingOffer.title')}</h1>
      <Alert tone="success">
        <p className="alert__title">{t('waitingOffer.freed', { count: offer.places })}</p>
        <p>{t('waitingOffer.held', { day: berlinDate(offer.holdUntil), time: berlinTime(offer.holdUntil) })}</p>
      </Alert>
      <dl className="facts">
        <dt>{t('waitingOffer.course')}</dt>
        <dd>{offer.courseName}</dd>
        <dt>{t('waitingOffer.date')}</dt>
        <dd>
          {offer.startDate === offer.endDate ? formatDate(offer.startDate) : `${formatDate(offer.startDate)} – ${formatDate(offer.endDate)}`}
          {offer.city ? `, ${offer.city}` : ''}
        </dd>
        <dt>{t('waitingOffer.places')}</dt>
        <dd>{offer.places}</dd>
      </dl>
      <p>
        <button type="button" className="button" onClick={book} disabled={!schedule || !level}>
          {t('waitingOffer.book')}
        </button>
      </p>
      <p className="muted">{t('waitingOffer.note')}</p>
    </article>
  );
}

export const waitingOfferRoute: Pick<RouteObject, 'Component'> = { Component: OfferPage };

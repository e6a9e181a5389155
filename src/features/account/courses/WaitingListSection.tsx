/**
 * "Meine Kurse": the dates the account waits for (GET /api/customer/waiting-list, issue 27 §4) — its
 * place in line, or the running offer of a freed seat with the time it is held until and the link
 * that books it. Nothing when the account is on no waiting list.
 */
import { Link } from 'react-router-dom';
import { getWaitingPlaces } from '../../../api/waiting-list';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { berlinDate, berlinTime } from '../../../lib/berlin-time';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { WaitingListPlace } from '../../../shared/booking';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';

function PlaceState({ place }: { place: WaitingListPlace }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (place.status === 'OFFERED' && place.holdUntil && place.offerPath) {
    return (
      <p className="waiting-place__offer">
        {t('waiting.offered', { day: berlinDate(place.holdUntil), time: berlinTime(place.holdUntil) })}{' '}
        <Link to={place.offerPath}>{t('waiting.book')}</Link>
      </p>
    );
  }
  return <p>{t('waiting.position', { position: place.position, count: place.places })}</p>;
}

export function WaitingListSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const places = useLoad('waiting-list', (signal) => getWaitingPlaces(signal));
  if (places.status === 'ready' && places.data.length === 0) return null;
  return (
    <section aria-labelledby="courses-waiting">
      <h2 id="courses-waiting">{t('waiting.title')}</h2>
      {places.status !== 'ready' ? (
        <LoadState load={places} loading={t('waiting.loading')} error={t('waiting.error')} />
      ) : (
        <ul className="dashboard-list">
          {places.data.map((place) => (
            <li key={place.scheduleId} className="dashboard-card">
              <h3>{place.courseName}</h3>
              <p>
                {formatDate(place.startDate)}
                {place.city ? `, ${place.city}` : ''}
              </p>
              <PlaceState place={place} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a course date of the naming link's order is: organizer, date(s), place or online, and the places booked. */
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { berlinDate } from '../../../lib/berlin-time';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { NamingLinkPosition } from '../../../shared/participant-naming';

function period({ startDate, endDate }: NamingLinkPosition): string | null {
  if (!startDate) return null;
  const start = formatDate(startDate);
  const end = endDate ? formatDate(endDate) : start;
  return start === end ? start : `${start} – ${end}`;
}

export function NamingPositionFacts({ position }: { position: NamingLinkPosition }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const dates = period(position);
  const place =
    position.courseType === 'ONLINE' ? t('namingLink.online') : position.courseType === 'SELF' ? t('namingLink.selfStudy') : position.city;
  return (
    <>
      {/* The day as the withdrawal's receipt states it (Europe/Berlin). */}
      {position.withdrawnAt && (
        <p className="dashboard-position__withdrawn">{t('namingLink.withdrawn', { date: berlinDate(position.withdrawnAt) })}</p>
      )}
      <dl className="dashboard-facts">
        <dt>{t('namingLink.organizer')}</dt>
        <dd>{position.organizer}</dd>
        {dates && (
          <>
            <dt>{t('namingLink.dates')}</dt>
            <dd>{dates}</dd>
          </>
        )}
        {place && (
          <>
            <dt>{t('namingLink.place')}</dt>
            <dd>{place}</dd>
          </>
        )}
        <dt>{t('namingLink.seats')}</dt>
        <dd>{position.seats}</dd>
      </dl>
    </>
  );
}

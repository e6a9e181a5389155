/**
 * "Meine Kurse": the dates the account takes part in (GET /api/customer/bookings, issue 25 §3) — also
 * those a firm or a colleague booked for this address — with only the participant's own data (no
 * order, price or other places) — and for an online date the personal access link once it has been
 * mailed (issue 25 §3), and their own certificate once the organizer marked them present (§4) — for a
 * date of several days each module's too — with their own attendance confirmation to pass on. Until the address is verified the server lists none and the notice says why
 * (EmailVerificationNotice). Nothing when there is nothing to show.
 */
import { Link } from 'react-router-dom';
import { getCertificatePdf } from '../../../api/certificates';
import { getParticipantBookings } from '../../../api/email-verification';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { berlinToday } from '../../../lib/berlin-time';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import { attendancePagePath } from '../../../shared/page-paths';
import type { ParticipantBooking } from '../../../shared/participants';
import { LoadState } from '../LoadState';
import { PdfButton } from '../../../components/PdfButton';
import { useLoad } from '../use-load';
import { EmailVerificationNotice } from './EmailVerificationNotice';

function period({ startDate, endDate }: ParticipantBooking['schedule']): string {
  return startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`;
}

/** The participant's certificate, each module's of a date of several days, and the confirmation to pass on. */
function OwnCertificates({ booking }: { booking: ParticipantBooking }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const fileName = `Teilnahmebescheinigung-${booking.schedule.startDate}`;
  return (
    <ul className="dashboard-actions participant-booking__certificates">
      <li>
        <PdfButton
          label={t('bookings.certificate')}
          failed={t('bookings.certificateFailed')}
          fileName={`${fileName}.pdf`}
          load={() => getCertificatePdf(booking.certificateUrl!)}
        />
      </li>
      {booking.modules.flatMap(({ moduleId, date, url }) =>
        url === null
          ? []
          : [
              <li key={moduleId}>
                <PdfButton
                  label={t('bookings.module', { module: moduleId, date: formatDate(date) })}
                  failed={t('bookings.certificateFailed')}
                  fileName={`${fileName}-Modul-${moduleId}.pdf`}
                  load={() => getCertificatePdf(url)}
                />
              </li>,
            ],
      )}
      {booking.attendanceUrlId !== null && (
        <li>
          <Link to={attendancePagePath(booking.attendanceUrlId)}>{t('bookings.attendance')}</Link>
        </li>
      )}
    </ul>
  );
}

function BookingCard({ booking }: { booking: ParticipantBooking }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { participant } = booking;
  return (
    <article className="dashboard-card participant-booking">
      <h3>{booking.name}</h3>
      <dl className="dashboard-facts">
        <dt>{t('bookings.organizer')}</dt>
        <dd>{booking.organizer}</dd>
        <dt>{t('bookings.dates')}</dt>
        <dd>
          {period(booking.schedule)}
          {booking.courseType === 'ONLINE' ? `, ${t('bookings.online')}` : booking.schedule.city ? `, ${booking.schedule.city}` : ''}
        </dd>
        <dt>{t('bookings.registeredAs')}</dt>
        <dd>
          {participant.firstName} {participant.lastName} ({t('bookings.seat', { seat: booking.seat })})
        </dd>
      </dl>
      {booking.certificateUrl !== null ? (
        <OwnCertificates booking={booking} />
      ) : (
        booking.present === false && <p>{t('bookings.absent')}</p>
      )}
      {booking.courseType === 'ONLINE' && booking.schedule.endDate >= berlinToday() && (
        <p className="participant-booking__access">
          {booking.accessLink ? (
            <a className="button button--secondary" href={booking.accessLink}>
              {t('bookings.accessLink')}
            </a>
          ) : (
            t('bookings.accessLinkLater')
          )}
        </p>
      )}
    </article>
  );
}

export function ParticipantBookingsSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const bookings = useLoad('participant-bookings', (signal) => getParticipantBookings({ signal }));
  if (bookings.status !== 'ready') {
    return <LoadState load={bookings} loading={t('bookings.loading')} error={t('bookings.error')} />;
  }
  if (!bookings.data.emailVerified) return <EmailVerificationNotice />;
  if (bookings.data.bookings.length === 0) return null;
  return (
    <section aria-labelledby="courses-bookings">
      <h2 id="courses-bookings">{t('bookings.title')}</h2>
      <p>{t('bookings.intro')}</p>
      <ol className="dashboard-list">
        {bookings.data.bookings.map((booking) => (
          <li key={`${booking.scheduleId}-${booking.seat}`}>
            <BookingCard booking={booking} />
          </li>
        ))}
      </ol>
    </section>
  );
}

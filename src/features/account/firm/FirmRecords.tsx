/**
 * What the firm has booked, for the office manager: every member's dates (GET /api/firm/bookings: the
 * dates they take part in, whoever booked, with each member's certificate once the organizer marked
 * them present) and the firm's orders with the invoice (GET /api/firm/orders), whose participants the
 * office manager names or replaces (FirmOrderPosition). The PDFs go with the bearer token, so they are fetched.
 */
import { useState } from 'react';
import { getFirmBookings, getFirmOrders, getFirmPdf } from '../../../api/firm';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { saveBlob } from '../../../lib/download';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { ParticipantCandidate } from '../../../shared/participants';
import { LoadState } from '../LoadState';
import { pageLanguage } from '../format-hours';
import { useLoad } from '../use-load';
import { FirmOrderPosition } from './FirmOrderPosition';

function PdfButton({ label, url, fileName }: { label: string; url: string; fileName: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      saveBlob(await getFirmPdf(url), fileName);
      setState('idle');
    } catch (error) {
      console.warn(`${fileName} download failed`, error);
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={state === 'busy'} aria-busy={state === 'busy'}>
        {label}
      </button>
      {state === 'failed' && (
        <span role="alert" className="dashboard-inline-error">
          {t('firm.records.downloadFailed')}
        </span>
      )}
    </>
  );
}

export function FirmBookingsSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const load = useLoad('firm-bookings', (signal) => getFirmBookings({ signal }));
  return (
    <section aria-labelledby="firm-bookings">
      <h2 id="firm-bookings">{t('firm.records.bookings')}</h2>
      {load.status !== 'ready' ? (
        <LoadState load={load} loading={t('firm.records.bookingsLoading')} error={t('firm.records.bookingsError')} />
      ) : (
        <ul className="dashboard-list" aria-label={t('firm.records.bookings')}>
          {load.data.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.accountId} className="dashboard-card">
                <h3>{name}</h3>
                {member.bookings.length === 0 ? (
                  <p>{t('firm.records.noBookings')}</p>
                ) : (
                  <ul className="firm-records__list">
                    {member.bookings.map((booking) => (
                      <li key={`${booking.scheduleId}-${booking.seat}`}>
                        <span>
                          {t('firm.records.booking', {
                            name: booking.name,
                            date: formatDate(booking.schedule.startDate),
                            place: booking.schedule.city ?? t('firm.records.online'),
                          })}
                        </span>
                        {booking.certificateUrl && (
                          <>
                            {' '}
                            <PdfButton
                              url={booking.certificateUrl}
                              label={t('firm.records.certificate', { name: `${booking.name} – ${name}` })}
                              fileName={`Teilnahmebescheinigung-${booking.participantId}.pdf`}
                            />
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** `members`: the firm's members, offered when the office manager names participants ("Mitglied der Kanzlei"). */
export function FirmOrdersSection({ members }: { members: readonly ParticipantCandidate[] }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const load = useLoad('firm-orders', (signal) => getFirmOrders({ signal }));
  return (
    <section aria-labelledby="firm-orders">
      <h2 id="firm-orders">{t('firm.records.orders')}</h2>
      <p>{t('firm.records.ordersRule')}</p>
      {load.status !== 'ready' ? (
        <LoadState load={load} loading={t('firm.records.ordersLoading')} error={t('firm.records.ordersError')} />
      ) : load.data.orders.length === 0 ? (
        <p>{t('firm.records.noOrders')}</p>
      ) : (
        <ul className="dashboard-list" aria-label={t('firm.records.orders')}>
          {load.data.orders.map((order) => (
            <li key={order.id} className="dashboard-card">
              <h3>{t('firm.records.order', { number: order.orderNumber })}</h3>
              <p>
                {t('firm.records.orderFacts', {
                  date: formatDate(order.placedAt),
                  buyer: `${order.buyer.firstName} ${order.buyer.lastName}`,
                  total: formatCents(order.grossValue, pageLanguage(i18n.language)),
                  status: t(`courses.statuses.${order.status}`),
                })}
              </p>
              {order.invoiceUrl && order.invoiceNumber && (
                <PdfButton url={order.invoiceUrl} label={t('firm.records.invoice', { number: order.invoiceNumber })} fileName={`Rechnung-${order.invoiceNumber}.pdf`} />
              )}
              <ul className="firm-records__list">
                {order.positions.map((position) => (
                  <FirmOrderPosition key={position.positionId} order={order} position={position} members={members} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A guest's completed order: its dated courses, each with "Stornieren oder umbuchen" (issue 27) — the
 * guest has no customer area, so the order's page (also reached again through the continue link of
 * the order mail) is where a booking is cancelled or rebooked, with the order's token.
 */
import { useTranslation } from 'react-i18next';
import { BookingSection } from '../../../components/booking/BookingSection';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatDate } from '../../../lib/format-date';
import { readCompletedOrderToken, readOrderToken } from '../../../lib/guest-order-storage';
import type { Order } from '../../../shared/order';

/** A course with a date that is not self-study or distance learning: the AGB's § 4 applies. */
const dated = (line: Order['lines'][number]) => line.kind === 'COURSE' && line.schedule !== null && line.courseType !== 'SELF' && !line.instalments;

export function GuestBookings({ order }: { order: Order }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const token = readOrderToken() ?? readCompletedOrderToken();
  const lines = order.lines.filter(dated);
  if (!token || lines.length === 0) return null;
  return (
    <section className="guest-bookings" aria-labelledby="guest-bookings-title">
      <h2 id="guest-bookings-title">{t('checkout.complete.bookings')}</h2>
      <ul className="guest-bookings__list">
        {lines.map((line) => (
          <li key={line.positionId}>
            <p>
              <strong>{line.name}</strong>, {formatDate(line.schedule!.startDate)}
              {line.schedule!.city ? `, ${line.schedule!.city}` : ''}
            </p>
            <BookingSection positionId={line.positionId} orderToken={token} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Stornieren oder umbuchen" under a dated course (issue 27): in "Meine Kurse" and on a guest's
 * completed order. A disclosure that loads the booking's panel (its own chunk, with the customer
 * area's texts) only when opened, so the page stays calm and light. After a cancellation or rebooking
 * the page may read the position again (onChanged). The panel's controls belong to the booking
 * machine (data-machine), not to a flow of the page around it.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { ACCOUNT_NAMESPACE, useAccountTexts } from '../../lib/account-texts';
import { useTranslation } from '../../lib/texts';
import { Spinner } from '../Spinner';

const BookingPanel = lazy(() => import('./BookingPanel').then((module) => ({ default: module.BookingPanel })));

export interface BookingSectionProps {
  positionId: number;
  onChanged?: () => void;
  /** A guest's completed order: its order token (customers: none). */
  orderToken?: string;
}

export function BookingSection({ positionId, onChanged, orderToken }: BookingSectionProps) {
  const texts = useAccountTexts();
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (texts.status !== 'ready') return null;
  const language = i18n.language === 'en' ? 'en' : 'de';
  return (
    <div className="booking-section" data-machine="booking">
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('booking.toggle')}
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={<Spinner />}>
            <BookingPanel positionId={positionId} language={language} onChanged={onChanged} orderToken={orderToken} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

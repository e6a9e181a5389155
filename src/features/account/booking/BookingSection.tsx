/**
 * "Stornieren oder umbuchen" under a dated course of "Meine Kurse" (issue 27): a disclosure that loads
 * the booking's panel (its own chunk) only when opened, so the page stays calm and light. After a
 * cancellation or rebooking the order's position is read again (onChanged).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { useTranslation } from '../../../lib/texts';

const BookingPanel = lazy(() => import('./BookingPanel').then((module) => ({ default: module.BookingPanel })));

export function BookingSection({ positionId, onChanged }: { positionId: number; onChanged: () => void }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const language = i18n.language === 'en' ? 'en' : 'de';
  return (
    <div className="booking-section">
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('booking.toggle')}
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={<Spinner />}>
            <BookingPanel positionId={positionId} language={language} onChanged={onChanged} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

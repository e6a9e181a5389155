/**
 * A distance-learning position in "Meine Kurse" (issue 26 §3, FernUSG): its ZFU number, its payment
 * plan with each instalment's invoice (PDF) and where it stands, and "Fernunterrichtsvertrag kündigen"
 * (§ 5 FernUSG). The button opens a confirmation that first says what happens — the contract's last
 * day, the instalments that fall away, one owed in part — from the server (GET …/termination);
 * "Kündigung bestätigen" terminates (POST) and the page shows the termination and the cancelled
 * instalments. A failed load or termination says so with a retry.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { getTerminationPreview, terminateDistanceContract } from '../../../api/distance-learning';
import { getInvoicePdf } from '../../../api/customer-area';
import { InstalmentPlan } from '../../../components/InstalmentPlan';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { useCheckoutTexts } from '../../../lib/checkout-texts';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { CustomerOrderPosition } from '../../../shared/customer-area';
import type { TerminationPreview } from '../../../shared/instalments';
import type { OrderStatus } from '../../../shared/order';
import { pageLanguage } from '../format-hours';
import { PdfButton } from '../../../components/PdfButton';

type Confirming =
  | { phase: 'closed' }
  | { phase: 'loading' | 'load-failed' }
  | { phase: 'ready' | 'terminating' | 'terminate-failed'; preview: TerminationPreview };

export function DistanceLearningSection({
  position,
  orderStatus,
  onTerminated,
}: {
  position: CustomerOrderPosition;
  orderStatus: OrderStatus;
  /** After the termination: the caller reloads the position's instalments. */
  onTerminated: () => void;
}) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const texts = useCheckoutTexts();
  const [confirming, setConfirming] = useState<Confirming>({ phase: 'closed' });
  const instalments = position.instalments ?? [];
  const open = async () => {
    setConfirming({ phase: 'loading' });
    try {
      setConfirming({ phase: 'ready', preview: await getTerminationPreview(position.positionId) });
    } catch (error) {
      console.warn('termination preview failed', error);
      setConfirming({ phase: 'load-failed' });
    }
  };
  const terminate = async (preview: TerminationPreview) => {
    setConfirming({ phase: 'terminating', preview });
    try {
      await terminateDistanceContract(position.positionId);
      setConfirming({ phase: 'closed' });
      onTerminated();
    } catch (error) {
      console.warn('termination failed', error);
      setConfirming({ phase: 'terminate-failed', preview });
    }
  };
  const terminable = orderStatus === 'CONFIRMED' && !position.withdrawnAt && position.termination === null;
  return (
    <section className="distance-learning" aria-label={t('courses.distance.title')}>
      {position.zfuNumber && <p className="distance-learning__zfu">{t('courses.distance.zfu', { number: position.zfuNumber })}</p>}
      {texts.status === 'ready' && (
        <InstalmentPlan
          instalments={instalments}
          invoiceLink={(entry) =>
            entry.invoiceId !== null && entry.invoiceId !== undefined ? (
              <PdfButton
                label={t('courses.distance.invoicePdf')}
                failed={t('courses.invoiceFailed')}
                fileName={`Rechnung-${entry.invoiceNumber ?? entry.invoiceId}.pdf`}
                load={() => getInvoicePdf(entry.invoiceId!)}
              />
            ) : null
          }
        />
      )}
      {texts.status === 'failed' && (
        <p role="alert">
          {t('courses.distance.planFailed')}{' '}
          <button type="button" className="button button--secondary" onClick={texts.retry}>
            {t('courses.distance.retry')}
          </button>
        </p>
      )}
      {position.termination && (
        <p className="distance-learning__terminated">
          {t('courses.distance.terminated', {
            declared: formatDate(position.termination.declaredOn),
            endsOn: formatDate(position.termination.endsOn),
          })}
        </p>
      )}
      {terminable && confirming.phase === 'closed' && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => void open()}>
            {t('courses.distance.terminate')}
          </button>
        </p>
      )}
      {confirming.phase === 'loading' && <p role="status">{t('courses.distance.loading')}</p>}
      {confirming.phase === 'load-failed' && (
        <p role="alert">
          {t('courses.distance.loadFailed')}{' '}
          <button type="button" className="button button--secondary" onClick={() => void open()}>
            {t('courses.distance.retry')}
          </button>
        </p>
      )}
      {'preview' in confirming && (
        <TerminationConfirmation
          confirming={confirming}
          money={(cents) => formatCents(cents, pageLanguage(i18n.language))}
          onConfirm={(preview) => void terminate(preview)}
          onCancel={() => setConfirming({ phase: 'closed' })}
        />
      )}
    </section>
  );
}

function TerminationConfirmation({
  confirming,
  money,
  onConfirm,
  onCancel,
}: {
  confirming: Extract<Confirming, { preview: TerminationPreview }>;
  money: (cents: number) => string;
  onConfirm: (preview: TerminationPreview) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { preview } = confirming;
  // The confirmation takes the focus: a screen reader reads what the termination does.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="dialog" aria-labelledby={headingId} tabIndex={-1} className="distance-learning__confirm">
      <h5 id={headingId}>{t('courses.distance.confirmTitle')}</h5>
      <p>{t('courses.distance.endsOn', { date: formatDate(preview.endsOn) })}</p>
      {preview.cancelledInstalments.length > 0 && (
        <p>{t('courses.distance.cancelled', { numbers: preview.cancelledInstalments.join(', ') })}</p>
      )}
      {preview.reducedInstalment && (
        <p>
          {t('courses.distance.reduced', { number: preview.reducedInstalment.number, amount: money(preview.reducedInstalment.grossValue) })}
        </p>
      )}
      <p>{t('courses.distance.noMore')}</p>
      {confirming.phase === 'terminate-failed' && <p role="alert">{t('courses.distance.terminateFailed')}</p>}
      <p className="dashboard-actions">
        <button
          type="button"
          className="button"
          onClick={() => onConfirm(preview)}
          disabled={confirming.phase === 'terminating'}
          aria-busy={confirming.phase === 'terminating'}
        >
          {t('courses.distance.confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={confirming.phase === 'terminating'}>
          {t('courses.distance.cancel')}
        </button>
      </p>
    </div>
  );
}

/** One order of meine-kurse: number, date, status, total, the invoice PDF, "Vertrag widerrufen" and its positions. */
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import { getInvoicePdf } from '../../../api/customer-area';
import { OrderWithdrawalLink } from '../../../components/withdrawal/OrderWithdrawalLink';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { saveBlob } from '../../../lib/download';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import type { CustomerOrder } from '../../../shared/customer-area';
import { pageLanguage } from '../format-hours';
import { PositionItem } from './PositionItem';

/** The invoice goes with the bearer token, so it is fetched and handed to the browser (no plain link). */
function InvoiceButton({ invoiceId, invoiceNumber }: { invoiceId: number; invoiceNumber: string | null }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      saveBlob(await getInvoicePdf(invoiceId), `Rechnung-${invoiceNumber ?? invoiceId}.pdf`);
      setState('idle');
    } catch (error) {
      console.warn('invoice download failed', error);
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {t('courses.invoice', { number: invoiceNumber ?? '' })}
      </button>
      {state === 'failed' && (
        <span role="alert" className="dashboard-inline-error">
          {t('courses.invoiceFailed')}
        </span>
      )}
    </>
  );
}

export function OrderCard({ order }: { order: CustomerOrder }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = `order-${order.id}`;
  return (
    <section className="dashboard-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('courses.order', { number: order.orderNumber })}</h3>
      <dl className="dashboard-facts">
        <dt>{t('courses.placedAt')}</dt>
        <dd>{formatDate(order.placedAt)}</dd>
        <dt>{t('courses.status')}</dt>
        <dd>{t(`courses.statuses.${order.status}`)}</dd>
        <dt>{t('courses.total')}</dt>
        <dd>{formatCents(order.grossValue, pageLanguage(i18n.language))}</dd>
      </dl>
      <p className="dashboard-actions">
        {order.invoiceId !== null && <InvoiceButton invoiceId={order.invoiceId} invoiceNumber={order.invoiceNumber} />}
        {/* § 356a BGB: per order; the server says whether and why not (business order, period over). */}
        <OrderWithdrawalLink orderNumber={order.orderNumber} customer />
      </p>
      <ul className="dashboard-positions" aria-label={t('courses.positionsOf', { number: order.orderNumber })}>
        {order.positions.map((position) => (
          <li key={position.positionId}>
            <PositionItem position={position} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One order of meine-kurse: number, date, status, total, the invoice PDF (a ZUGFeRD e-invoice; for a
 * business order with a buyer reference also as XRechnung XML), the credit notes of its
 * withdrawals (Rechnungskorrektur PDF), "Vertrag widerrufen" and its positions.
 */
import { useTranslation } from '../../../lib/texts';
import { getCreditNotePdf, getInvoicePdf, getXrechnung } from '../../../api/customer-area';
import { OrderWithdrawalLink } from '../../../components/withdrawal/OrderWithdrawalLink';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatCents } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import type { CustomerOrder } from '../../../shared/customer-area';
import { pageLanguage } from '../format-hours';
import { PdfButton } from '../../../components/PdfButton';
import { PositionItem } from './PositionItem';

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
        {order.invoiceId !== null && (
          <PdfButton
            label={t('courses.invoice', { number: order.invoiceNumber ?? '' })}
            failed={t('courses.invoiceFailed')}
            fileName={`Rechnung-${order.invoiceNumber ?? order.invoiceId}.pdf`}
            load={() => getInvoicePdf(order.invoiceId!)}
          />
        )}
        {order.invoiceId !== null && order.xrechnung === true && (
          <PdfButton
            label={t('courses.xrechnung', { number: order.invoiceNumber ?? '' })}
            failed={t('courses.invoiceFailed')}
            fileName={`XRechnung-${order.invoiceNumber ?? order.invoiceId}.xml`}
            load={() => getXrechnung(order.invoiceId!)}
          />
        )}
        {(order.creditNotes ?? []).map((creditNote) => (
          <PdfButton
            key={creditNote.id}
            label={t('courses.creditNote', { number: creditNote.creditNoteNumber })}
            failed={t('courses.creditNoteFailed')}
            fileName={`Rechnungskorrektur-${creditNote.creditNoteNumber}.pdf`}
            load={() => getCreditNotePdf(creditNote.id)}
          />
        ))}
        {/* § 356a BGB: per order; the server says whether and why not (business order, period over). */}
        <OrderWithdrawalLink orderNumber={order.orderNumber} customer />
      </p>
      <ul className="dashboard-positions" aria-label={t('courses.positionsOf', { number: order.orderNumber })}>
        {order.positions.map((position) => (
          <li key={position.positionId}>
            <PositionItem position={position} orderNumber={order.orderNumber} orderStatus={order.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The order is placed (issue 11 §8; /order/order-complete, /guest-order/guest-order-complete): the
 * order number, what happens next (confirmation e-mail, the proof check, the payment by the chosen
 * method), the invoice when there is one (customers: the flow hands in the download) and, for
 * customers, the way to the course evaluation; a distance-learning course's payment plan. With the
 * visitor's consent, the tag manager's purchase.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatCents } from '../../../lib/format';
import { isSupportedLanguage } from '../../../lib/language';
import { purchaseData } from '../../../lib/tracking';
import { useTrackOnce } from '../../../lib/use-tracking';
import type { Order } from '../../../shared/order';
import { dueWithOrder } from '../../../shared/instalments';
import { InstalmentPlan } from '../../../components/InstalmentPlan';
import { CartLeftNotice } from './CartLeftNotice';
import './steps.css';

export interface OrderCompleteProps {
  order: Order;
  /** Downloads the invoice PDF (customers; GET /api/customer-invoice/{id} with the bearer token). */
  onDownloadInvoice?: (invoiceId: number) => Promise<void>;
  /** Further links (e.g. to the evaluation or the dashboard). */
  children?: ReactNode;
}

export function OrderComplete({ order, onDownloadInvoice, children }: OrderCompleteProps) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const method = order.payment?.method;
  const invoice = order.invoice;
  // The tag manager's purchase (only with the visitor's consent: src/lib/tracking.ts).
  useTrackOnce(order.orderNumber, (track) => track('purchase', purchaseData(order)));

  const downloadInvoice = async () => {
    if (!invoice || !onDownloadInvoice) return;
    setDownload('busy');
    try {
      await onDownloadInvoice(invoice.id);
      setDownload('idle');
    } catch (error) {
      console.warn('invoice download failed', error);
      setDownload('failed');
    }
  };

  return (
    <div className="order-complete">
      <p className="order-complete__number">
        {t('checkout.complete.orderNumber')} <strong>{order.orderNumber}</strong>
      </p>
      <p>{t('checkout.complete.total', { total: formatCents(order.totals.grossValue, language) })}</p>
      {/* Distance learning (issue 26 §3): what is due today, and when the further instalments come. */}
      {order.lines.some((line) => line.instalments) && (
        <p>{t('checkout.summary.dueWithOrder', { amount: formatCents(dueWithOrder(order.totals.grossValue, order.lines), language) })}</p>
      )}
      {order.lines.flatMap((line) =>
        line.instalments ? [<InstalmentPlan key={line.positionId} instalments={line.instalments} />] : [],
      )}
      <CartLeftNotice />
      <h2>{t('checkout.complete.nextTitle')}</h2>
      <ul className="order-complete__next">
        <li>{t('checkout.complete.nextMail', { email: order.buyer.email })}</li>
        {order.proofRequired && <li>{t('checkout.complete.nextProof')}</li>}
        {method && <li>{t(`checkout.complete.nextPayment.${method}`)}</li>}
        <li>{t('checkout.complete.nextCourse')}</li>
      </ul>
      {invoice && onDownloadInvoice && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void downloadInvoice()}
            disabled={download === 'busy'}
            aria-busy={download === 'busy'}
          >
            {t('checkout.complete.invoice', { number: invoice.invoiceNumber })}
          </button>
        </p>
      )}
      {download === 'failed' && <Alert tone="error">{t('checkout.complete.invoiceFailed')}</Alert>}
      {children}
    </div>
  );
}

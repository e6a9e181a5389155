/**
 * The completed order of both order flows, with the customer's invoice download, "Vertrag widerrufen"
 * for this order (§ 356a BGB), a guest's dated courses to cancel or rebook (issue 27) and ways on.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OrderWithdrawalLink } from '../../../components/withdrawal/OrderWithdrawalLink';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { GuestBookings } from './GuestBookings';
import { OrderComplete } from './OrderComplete';
import type { CompleteStepView } from './step-view';

export interface CompleteStepProps {
  view: CompleteStepView;
  onDownloadInvoice?: (invoiceId: number) => Promise<void>;
}

export function CompleteStep({ view, onDownloadInvoice }: CompleteStepProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <OrderComplete order={view.order} onDownloadInvoice={view.invoiceDownload ? onDownloadInvoice : undefined}>
      <p className="checkout-form__actions">
        <OrderWithdrawalLink orderNumber={view.order.orderNumber} email={view.order.buyer.email} customer={view.withdrawal === 'customer'} />
      </p>
      {view.withdrawal === 'guest' && <GuestBookings order={view.order} />}
      {view.links.length > 0 && (
        <p className="checkout-form__actions">
          {view.links.map((link) => (
            <Link key={link.to} to={link.to} className={link.emphasis ? `button button--${link.emphasis}` : undefined}>
              {t(link.label)}
            </Link>
          ))}
        </p>
      )}
    </OrderComplete>
  );
}

/**
 * The payment page round trip (/order/payment, /guest-order/payment): on the way to the provider's
 * page (with a link, should the browser not leave by itself) or, on return, while the payment is
 * checked (validate-payment). Either ends in another step or an error with a retry: the flow decides.
 */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import './steps.css';

export interface PaymentRedirectViewProps {
  mode: 'leaving' | 'validating';
  /** The provider's page (leaving). */
  redirectUrl?: string | null;
}

export function PaymentRedirectView({ mode, redirectUrl }: PaymentRedirectViewProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <div className="loading payment-redirect" role="status">
      <Spinner />
      <p>{mode === 'leaving' ? t('checkout.paymentPage.leaving') : t('checkout.paymentPage.validating')}</p>
      {mode === 'leaving' && redirectUrl && (
        <p>
          <a href={redirectUrl}>{t('checkout.paymentPage.link')}</a>
        </p>
      )}
    </div>
  );
}

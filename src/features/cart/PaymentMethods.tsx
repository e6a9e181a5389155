/**
 * The accepted payment methods on the cart page (issue 24 §5; § 312j Abs. 1 BGB: "spätestens bei
 * Beginn des Bestellvorgangs"): the methods the configuration enables, as the checkout offers them
 * (GET /api/cart/payment-methods, PAYMENT_METHODS on the server), before "Zur Kasse".
 */
import { useId } from 'react';
import { getPaymentMethods } from '../../api/cart';
import { useTranslation } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';

export function AcceptedPaymentMethods() {
  const { t } = useTranslation();
  const headingId = useId();
  const { load } = useLoad('payment-methods', (signal) => getPaymentMethods(signal));
  if (load.state === 'idle' || load.state === 'loading') return null;
  return (
    <section className="cart-payment-methods" aria-labelledby={headingId}>
      <h2 id={headingId} className="cart-payment-methods__title">
        {t('cart.paymentMethods.title')}
      </h2>
      {load.state === 'failed' ? (
        <p>{t('cart.paymentMethods.failed')}</p>
      ) : (
        <ul className="cart-payment-methods__list">
          {load.data.map((offer) => (
            <li key={offer.method}>
              {t(`cart.paymentMethods.method.${offer.method}`)}
              {offer.testMode && ` (${t('cart.paymentMethods.testMode')})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

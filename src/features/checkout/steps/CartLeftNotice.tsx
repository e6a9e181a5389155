/**
 * After an order: the cart still holds what was not part of it — a course added in another tab after
 * the summary was shown (issue 24 §6). The order holds exactly what the summary showed; this notice
 * says that the rest is still waiting in the cart.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { useCartCount } from '../../../state/cart';

const CART_PATH = '/warenkorb';

export function CartLeftNotice() {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <Alert tone="info">
      {t('checkout.complete.cartLeft', { count })} <Link to={CART_PATH}>{t('checkout.complete.cartLeftLink')}</Link>
    </Alert>
  );
}

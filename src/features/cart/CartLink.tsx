/**
 * The header's cart link with the item count (spec §2 Header), rendered only when the cart holds
 * something: the local cart's positions when logged out, the server cart's when logged in.
 */
import { useTranslation } from '../../lib/texts';
import { Link } from 'react-router-dom';
import { useCartCount } from '../../state/cart';
import { CART_PATH } from '../../shared/page-paths';
import './cart.css';

export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <Link to={CART_PATH} className="cart-link" aria-label={t('cart.link', { count })}>
      <svg className="cart-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20 8H6.2M9 19.5a1.5 1.5 0 1 0 0 .01M17 19.5a1.5 1.5 0 1 0 0 .01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

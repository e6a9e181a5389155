/**
 * A date sold out while the customer placed the order (409 FULLY_BOOKED): which, the course page for
 * its waiting list, and back to the cart.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SoldOutPosition } from '../../../machines/customerOrder.machine';
import { Alert } from '../../components/Alert';
import { CHECKOUT_NAMESPACE } from '../../lib/checkout-texts';
import type { OrderSummary } from '../../shared/order';
import { coursePath } from '../../shared/page-paths';

export function CustomerFullyBooked({
  positions,
  summary,
}: {
  positions: readonly SoldOutPosition[];
  summary: OrderSummary | null;
}) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const lines = summary?.lines ?? [];
  return (
    <Alert tone="error">
      <h2 className="alert__title">{t('customerOrder.fullyBooked.title')}</h2>
      <p>{t('customerOrder.fullyBooked.text')}</p>
      <ul>
        {positions.map((position) => {
          const kind = lines.find((line) => line.positionId === position.positionId)?.courseKind ?? null;
          return (
            <li key={position.positionId}>
              {position.name}
              {kind && (
                <>
                  {' – '}
                  <Link to={coursePath({ id: position.courseId, name: position.name, kind })}>
                    {t('customerOrder.fullyBooked.waitingList')}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p>{t('customerOrder.fullyBooked.hint')}</p>
      <p>
        <Link to="/warenkorb" className="button button--secondary">
          {t('customerOrder.toCart')}
        </Link>
      </p>
    </Alert>
  );
}

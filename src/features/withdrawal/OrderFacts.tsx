/** The order a withdrawal is about: its number, when it was placed and when the period ends. */
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import type { WithdrawableOrder } from '../../shared/withdrawal';
import { berlinDate } from '../../lib/berlin-time';

export function OrderFacts({ order }: { order: WithdrawableOrder }) {
  const { t } = useTranslation(WITHDRAWAL_NAMESPACE);
  return (
    <div className="withdrawal-order">
      <p className="withdrawal-order__number">{t('order.heading', { number: order.orderNumber })}</p>
      <p>
        {t('order.placedAt', { date: berlinDate(order.placedAt) })}
        {order.buyerType === 'CONSUMER' && order.refusal === null && (
          <>
            {' · '}
            {t('order.periodEnds', { date: berlinDate(order.periodEndsAt) })}
          </>
        )}
      </p>
    </div>
  );
}

/** Where a position takes place, e.g. '06.07.2026 – 07.07.2026, Berlin' (nothing for a package). */
export function scheduleOf(position: WithdrawableOrder['positions'][number], t: (key: string, options?: Record<string, unknown>) => string): string | null {
  if (!position.scheduleStart) return null;
  const dates = { start: berlinDate(position.scheduleStart), end: berlinDate(position.scheduleEnd ?? position.scheduleStart) };
  return position.scheduleCity ? t('select.schedule', { ...dates, city: position.scheduleCity }) : t('select.scheduleOnline', dates);
}

/**
 * The order steps for the tag manager (issue 26 §4, only with the visitor's consent:
 * src/lib/tracking.ts): begin_checkout when the first step of this checkout shows, with the summary's
 * lines when the flow has them, then a `checkout_progress` event with the step's name on every step —
 * GA4's add_shipping_info has no counterpart in a shop without shipping. The purchase itself is the
 * order's complete page's (steps/OrderComplete.tsx).
 */
import { useRef } from 'react';
import { lineItem, TRACKING_CURRENCY } from '../../lib/tracking';
import { useTrackOnce } from '../../lib/use-tracking';
import type { OrderSummary } from '../../shared/order';

/** Steps after the order is placed: no checkout progress any more. */
const AFTER_ORDER = ['orderComplete', 'evaluation', 'guest-order-complete'];

export function useCheckoutTracking(step: string | null, summary: Pick<OrderSummary, 'lines' | 'totals'> | null): void {
  const begun = useRef(false);
  const shown = step !== null && !AFTER_ORDER.includes(step) ? step : null;
  useTrackOnce(shown, (track) => {
    if (!begun.current) {
      begun.current = true;
      track('begin_checkout', {
        ecommerce: {
          currency: TRACKING_CURRENCY,
          ...(summary ? { value: summary.totals.grossValue / 100, items: summary.lines.map(lineItem) } : { items: [] }),
        },
      });
    }
    track('checkout_progress', { checkout_step: shown });
  });
}

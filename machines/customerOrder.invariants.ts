/** The rules every path of the customer order keeps (machines/flow-invariants.ts). */
import type { CustomerOrderContext } from './customerOrder.machine';
import { last, passedThrough, type FlowInvariant, type InvariantStep } from './flow-invariants';

const context = (step: InvariantStep) => step.state.context as CustomerOrderContext;

export const customerOrderInvariants: readonly FlowInvariant[] = [
  {
    id: 'paidOnlyThroughPayment',
    de: 'Ist nach dem Bestellen (oder erneuten Zahlen) etwas beim Zahlungsanbieter zu zahlen, geht es immer zu dessen Seite, nie gleich zu „abgeschlossen“.',
    en: 'When, after ordering (or paying again), something is to be paid at the payment provider, the flow always goes to its page, never straight to "complete".',
    holds: (steps) => {
      const { event, state } = steps.at(-1)!;
      if (event.type !== 'xstate.done.actor.placeOrder' && event.type !== 'xstate.done.actor.repay') return true;
      const payment = (event as { output?: { payment?: { status: string; redirectUrl: string | null } | null } }).output?.payment;
      return !(payment?.status === 'PENDING' && payment.redirectUrl !== null) || state.matches('payment');
    },
  },
  {
    id: 'placedOnlyAfterSummary',
    de: 'Nichts wird bestellt, bevor die Zusammenfassung gezeigt wurde.',
    en: 'Nothing is ordered before the summary was shown.',
    holds: (steps) => !last(steps).matches('placing') || passedThrough(steps, 'summary.showing'),
  },
  {
    id: 'placedWithConsent',
    de: 'Bestellt wird nur mit der Bestätigung aus der Zusammenfassung („zahlungspflichtig bestellen“).',
    en: 'An order is placed only with the confirmation from the summary ("zahlungspflichtig bestellen").',
    holds: (steps) => !last(steps).matches('placing') || context(steps.at(-1)!).confirmation !== null,
  },
];

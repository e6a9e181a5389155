/** The rules every path of the guest order keeps (machines/flow-invariants.ts). */
import { last, passedThrough, type FlowInvariant, type InvariantStep } from './flow-invariants';
import type { GuestOrderContext } from './guestOrder.machine';

const context = (step: InvariantStep): GuestOrderContext => step.state.context as GuestOrderContext;

export const guestOrderInvariants: readonly FlowInvariant[] = [
  {
    id: 'paidOnlyThroughPayment',
    de: 'Eine Bestellung, bei der etwas zu zahlen ist, erreicht „abgeschlossen“ nur über eine Zahlung: nur wenn der Server meldet, dass nichts mehr zu zahlen ist oder bezahlt wurde.',
    en: 'An order with something to pay reaches "complete" only through a payment: only when the server reports nothing left to pay, or paid.',
    holds: (steps) => !last(steps).matches('complete') || context(steps.at(-1)!).order?.next === 'COMPLETE',
  },
  {
    id: 'paymentPageOnlyForOpenPayment',
    de: 'Zur Seite des Zahlungsanbieters geht es nur mit einer dort offenen Zahlung.',
    en: 'The payment provider\u2019s page is opened only for a payment open there.',
    holds: (steps) => !last(steps).matches({ payment: 'leaving' }) || context(steps.at(-1)!).order?.payment?.status === 'PENDING',
  },
  {
    id: 'placedOnlyAfterSummary',
    de: 'Nichts wird bestellt, bevor die Zusammenfassung gezeigt wurde.',
    en: 'Nothing is ordered before the summary was shown.',
    holds: (steps) => !last(steps).matches('ordering.placing') || passedThrough(steps, 'summary.ready'),
  },
  {
    id: 'buyerBeforeSummary',
    de: 'Die Zusammenfassung kommt nie ohne Käuferdaten.',
    en: 'The summary never comes without buyer data.',
    holds: (steps) => !last(steps).matches('summary.ready') || context(steps.at(-1)!).buyer !== null,
  },
];

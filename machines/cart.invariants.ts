/** The rules every path of the cart keeps (machines/flow-invariants.ts). */
import type { CartContext } from './cart.machine';
import { last, type FlowInvariant, type InvariantStep } from './flow-invariants';

const context = (steps: readonly InvariantStep[]) => last(steps).context as CartContext;
const normalized = (codes: readonly string[]) => codes.map((code) => code.trim().toUpperCase());
const unique = (codes: readonly string[]) => new Set(normalized(codes)).size === codes.length;

export const cartInvariants: readonly FlowInvariant[] = [
  {
    id: 'voucherAtMostOnce',
    de: 'Ein Gutscheincode steht höchstens einmal im Warenkorb (Groß- und Kleinschreibung zählt nicht).',
    en: 'A voucher code is in the cart at most once (whatever its case).',
    holds: (steps) => unique(context(steps).localCart.voucherCodes) && unique(context(steps).cart?.voucherCodes ?? []),
  },
  {
    id: 'customerOnlyWhenSignedIn',
    de: 'Den Kunden-Warenkorb gibt es nur nach einer Anmeldung; nach der Abmeldung ist es wieder der Gast-Warenkorb.',
    en: 'The customer cart exists only after a sign-in; after signing out it is the guest cart again.',
    holds: (steps) => {
      const session = steps.findLast((step) => step.event.type === 'session.loggedIn' || step.event.type === 'session.loggedOut');
      return last(steps).matches('customer') === (session?.event.type === 'session.loggedIn');
    },
  },
  {
    id: 'checkoutOnlyWithPrices',
    de: 'Die Wahl, wie bestellt wird, erscheint nur bei einem vom Server berechneten Warenkorb mit Positionen.',
    en: 'The choice how to order appears only for a cart the server priced, with positions in it.',
    holds: (steps) => !last(steps).matches({ guest: { priced: 'choosingCheckout' } }) || (context(steps).cart?.positions.length ?? 0) > 0,
  },
];

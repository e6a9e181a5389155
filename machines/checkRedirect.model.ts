/**
 * The checkRedirect machine's model (machines/checkRedirect.machine.ts): one validation answer per
 * rule of spec §4, for the model-based tests and docs/flows.
 */
import type { CheckValidation } from './checkRedirect.machine';

/** A validate-cart answer that passes every rule, changed by `overrides` (also used by the actor tests). */
export const validation = (overrides: Partial<CheckValidation> = {}, cart: Partial<CheckValidation['cart']> = {}): CheckValidation => ({
  cart: { verificationStep: false, paymentStep: false, ...cart },
  cartEmpty: false,
  merged: false,
  validCustomerStatus: true,
  taxNumberRequired: false,
  ...overrides,
});

/** One validation answer per rule of spec §4 (and both ways to need the customer data). */
export const checkRedirectModel = {
  events: [
    { type: 'session.loggedIn' },
    { type: 'session.loggedOut' },
    { type: 'xstate.done.actor.validateCart', output: validation({ cartEmpty: true }) },
    { type: 'xstate.done.actor.validateCart', output: validation({ merged: true }) },
    { type: 'xstate.done.actor.validateCart', output: validation({ validCustomerStatus: false }) },
    { type: 'xstate.done.actor.validateCart', output: validation({ taxNumberRequired: true }) },
    { type: 'xstate.done.actor.validateCart', output: validation({}, { verificationStep: true, paymentStep: true }) },
    { type: 'xstate.done.actor.validateCart', output: validation({}, { paymentStep: true }) },
    { type: 'xstate.done.actor.validateCart', output: validation() },
    { type: 'xstate.error.actor.validateCart', error: new Error('validate-cart failed') },
    { type: 'xstate.error.actor.startLogin', error: new Error('provider unreachable') },
    { type: 'user.retry' },
  ],
};

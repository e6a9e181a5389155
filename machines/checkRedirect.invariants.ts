/** The rules every path of the check step keeps (machines/flow-invariants.ts). */
import type { CheckRedirectContext } from './checkRedirect.machine';
import { last, passedThrough, type FlowInvariant } from './flow-invariants';

export const checkRedirectInvariants: readonly FlowInvariant[] = [
  {
    id: 'redirectOnlyAfterValidation',
    de: 'Weitergeleitet wird erst, wenn jemand angemeldet ist und der Server den Warenkorb geprüft hat.',
    en: 'The step redirects only once someone is signed in and the server checked the cart.',
    holds: (steps) =>
      !last(steps).matches('redirected') ||
      (steps.some((step) => step.event.type === 'session.loggedIn') && steps.at(-1)!.event.type === 'xstate.done.actor.validateCart'),
  },
  {
    id: 'targetKnownWhenRedirected',
    de: 'Wer weitergeleitet wird, hat immer ein Ziel nach den Regeln von §4.',
    en: 'A redirect always has a target chosen by the §4 rules.',
    holds: (steps) => !last(steps).matches('redirected') || (last(steps).context as CheckRedirectContext).target !== null,
  },
  {
    id: 'noValidationWithoutLogin',
    de: 'Der Warenkorb wird nie ohne Anmeldung geprüft.',
    en: 'The cart is never checked without a sign-in.',
    holds: (steps) => !last(steps).matches('validating') || passedThrough(steps, 'waitingForLogin') && steps.some((step) => step.event.type === 'session.loggedIn'),
  },
];

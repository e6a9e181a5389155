/** The rules every path of the sign-in keeps (machines/flow-invariants.ts). */
import { last, type FlowInvariant } from './flow-invariants';
import type { LoginContext } from './login.machine';

const context = (steps: Parameters<FlowInvariant['holds']>[0]) => last(steps).context as LoginContext;

export const loginInvariants: readonly FlowInvariant[] = [
  {
    id: 'signedInHasSession',
    de: 'Angemeldet heißt immer: mit einer Sitzung (Name und Token).',
    en: 'Signed in always means with a session (name and token).',
    holds: (steps) => !last(steps).matches('loggedIn') || context(steps).session !== null,
  },
  {
    id: 'signedOutHasNoSession',
    de: 'Abgemeldet bleibt keine Sitzung zurück.',
    en: 'Signed out, no session is left behind.',
    holds: (steps) => !last(steps).matches('loggedOut') || context(steps).session === null,
  },
  {
    id: 'retryRepeatsRequest',
    de: '„Erneut versuchen“ gibt es nur, wenn eine Anmeldung oder Registrierung nicht starten konnte, und wiederholt genau diese.',
    en: '"Try again" exists only when a sign-in or registration could not start, and repeats exactly that one.',
    holds: (steps) => !last(steps).matches({ loggedOut: 'startFailed' }) || context(steps).request !== null,
  },
];

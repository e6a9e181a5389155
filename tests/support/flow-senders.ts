/**
 * Who sends each event of the machines, in words for analysts (docs/flows "Events"). The naming
 * convention of machines/ says most of it: `user.*` is the shopper, `xstate.after.*` a timer,
 * `xstate.done|error.actor.*` the answer of an invoked actor; the rest come from the composition root
 * (src/app/system.ts), a page or another machine, listed here by name. A new event of another kind
 * needs a line below — `senderOf` throws until it has one, so the docs never guess.
 */
import { eventLabel } from './flow-describe';

export type SenderKind = 'user' | 'server' | 'identity provider' | 'browser' | 'timer' | 'another machine' | 'the app';

export interface Sender {
  kind: SenderKind;
  /** Who exactly, e.g. 'the login machine (emitted session.loggedIn), wired in src/app/system.ts'. */
  who: string;
}

/** Invoked actors that do not call the shop's API. */
const ACTORS: Record<string, Sender> = {
  restoreSession: { kind: 'identity provider', who: 'the identity provider (silent sign-in with the refresh token)' },
  refreshTokens: { kind: 'identity provider', who: 'the identity provider (token renewal)' },
  signIn: { kind: 'identity provider', who: 'the identity provider redirect (sign-in or registration)' },
  startLogin: { kind: 'identity provider', who: 'the identity provider redirect (sign-in)' },
  completeLogin: { kind: 'identity provider', who: 'the identity provider (code exchanged for tokens)' },
  checkSession: { kind: 'identity provider', who: 'the identity provider (session still valid?)' },
  signOut: { kind: 'identity provider', who: 'the identity provider (sign-out)' },
  watchSession: { kind: 'identity provider', who: 'the identity provider session watch' },
  readLastSearch: { kind: 'browser', who: 'the browser\u2019s session storage (the last search)' },
};

const OTHERS: Record<string, Sender> = {
  'session.loggedIn': { kind: 'another machine', who: 'the login machine (emitted on sign-in), wired in src/app/system.ts' },
  'session.loggedOut': { kind: 'another machine', who: 'the login machine (emitted on sign-out), wired in src/app/system.ts' },
  'session.tokenRejected': { kind: 'the app', who: 'the HTTP client, when the API answers 401 (src/app/system.ts)' },
  'auth.callbackReached': { kind: 'the app', who: 'the /auth/callback page, when the identity provider sends the shopper back' },
  'route.changed': { kind: 'the app', who: 'the router, on every navigation (src/app/system.ts; in the guest order: the step in the URL)' },
  'url.stepChanged': { kind: 'the app', who: 'the router: the order step in the URL changed (back, forward, reload)' },
  'check.requested': { kind: 'the app', who: 'the /check step after sign-in, or a placed customer order (src/app/system.ts)' },
  'guestOrder.placed': { kind: 'another machine', who: 'the guest order flow, when its order is placed (src/app/system.ts)' },
  'cart.synced': { kind: 'another machine', who: 'the cart machine, whenever its cart changes (src/app/system.ts)' },
  'parent.valueChanged': { kind: 'the app', who: 'the search filter form holding the city field' },
};

export function senderOf(eventType: string): Sender {
  if (eventType.startsWith('user.')) return { kind: 'user', who: 'the shopper (a click, a form, a key)' };
  if (eventType.startsWith('xstate.after.')) return { kind: 'timer', who: `a timer (${eventLabel(eventType)})` };
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) {
    const [, outcome, id] = actor;
    const source = ACTORS[id!] ?? { kind: 'server' as const, who: `the shop\u2019s API (invoked actor \`${id}\`)` };
    return { kind: source.kind, who: `${source.who}: ${outcome === 'done' ? 'answered' : 'failed'}` };
  }
  const known = OTHERS[eventType];
  if (!known) throw new Error(`tests/support/flow-senders.ts: who sends '${eventType}'? Add it to OTHERS.`);
  return known;
}

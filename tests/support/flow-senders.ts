/**
 * Who sends each event of the machines, in words for analysts (docs/flows "Events"), in German and
 * English. The naming convention of machines/ says most of it: `user.*` is the shopper,
 * `xstate.after.*` a timer, `xstate.done|error.actor.*` the answer of an invoked actor; the rest come
 * from the composition root (src/app/system.ts), a page or another machine, listed here by name. A new
 * event of another kind needs a line below — `senderOf` throws until it has one, so the docs never guess.
 */
import { eventLabel } from './flow-describe';

export type SenderKind = 'user' | 'server' | 'identity provider' | 'browser' | 'timer' | 'another machine' | 'the app';
export type SenderLanguage = 'de' | 'en';

export interface Sender {
  kind: SenderKind;
  /** Who exactly, e.g. 'the login machine (emitted session.loggedIn), wired in src/app/system.ts'. */
  who: string;
}

interface Known {
  kind: SenderKind;
  who: Record<SenderLanguage, string>;
}

/** Invoked actors that do not call the shop's API. */
const ACTORS: Record<string, Known> = {
  restoreSession: {
    kind: 'identity provider',
    who: { en: 'the identity provider (silent sign-in with the refresh token)', de: 'der Anmeldeanbieter (stille Anmeldung mit dem Refresh-Token)' },
  },
  refreshTokens: { kind: 'identity provider', who: { en: 'the identity provider (token renewal)', de: 'der Anmeldeanbieter (Token-Erneuerung)' } },
  signIn: {
    kind: 'identity provider',
    who: { en: 'the identity provider redirect (sign-in or registration)', de: 'die Weiterleitung zum Anmeldeanbieter (Anmelden oder Registrieren)' },
  },
  startLogin: { kind: 'identity provider', who: { en: 'the identity provider redirect (sign-in)', de: 'die Weiterleitung zum Anmeldeanbieter (Anmelden)' } },
  completeLogin: {
    kind: 'identity provider',
    who: { en: 'the identity provider (code exchanged for tokens)', de: 'der Anmeldeanbieter (Code gegen Tokens getauscht)' },
  },
  checkSession: { kind: 'identity provider', who: { en: 'the identity provider (session still valid?)', de: 'der Anmeldeanbieter (ist die Sitzung noch gültig?)' } },
  signOut: { kind: 'identity provider', who: { en: 'the identity provider (sign-out)', de: 'der Anmeldeanbieter (Abmelden)' } },
  watchSession: { kind: 'identity provider', who: { en: 'the identity provider session watch', de: 'die Sitzungsüberwachung des Anmeldeanbieters' } },
  readLastSearch: { kind: 'browser', who: { en: 'the browser\u2019s session storage (the last search)', de: 'der Sitzungsspeicher des Browsers (die letzte Suche)' } },
};

const OTHERS: Record<string, Known> = {
  'session.loggedIn': {
    kind: 'another machine',
    who: { en: 'the login machine (emitted on sign-in), wired in src/app/system.ts', de: 'der Anmeldeablauf (bei der Anmeldung), verbunden in src/app/system.ts' },
  },
  'session.loggedOut': {
    kind: 'another machine',
    who: { en: 'the login machine (emitted on sign-out), wired in src/app/system.ts', de: 'der Anmeldeablauf (beim Abmelden), verbunden in src/app/system.ts' },
  },
  'session.tokenRejected': {
    kind: 'the app',
    who: { en: 'the HTTP client, when the API answers 401 (src/app/system.ts)', de: 'der HTTP-Client, wenn die API mit 401 antwortet (src/app/system.ts)' },
  },
  'auth.callbackReached': {
    kind: 'the app',
    who: {
      en: 'the /auth/callback page, when the identity provider sends the shopper back',
      de: 'die Seite /auth/callback, wenn der Anmeldeanbieter den Nutzer zurückschickt',
    },
  },
  'route.changed': {
    kind: 'the app',
    who: {
      en: 'the router, on every navigation (src/app/system.ts; in the guest order: the step in the URL)',
      de: 'der Router, bei jedem Seitenwechsel (src/app/system.ts; in der Gastbestellung: der Schritt in der Adresse)',
    },
  },
  'url.stepChanged': {
    kind: 'the app',
    who: {
      en: 'the router: the order step in the URL changed (back, forward, reload)',
      de: 'der Router: der Bestellschritt in der Adresse hat sich geändert (zurück, vor, neu laden)',
    },
  },
  'check.requested': {
    kind: 'the app',
    who: {
      en: 'the /check step after sign-in, or a placed customer order (src/app/system.ts)',
      de: 'der Schritt /check nach der Anmeldung oder eine aufgegebene Kundenbestellung (src/app/system.ts)',
    },
  },
  'guestOrder.placed': {
    kind: 'another machine',
    who: {
      en: 'the guest order flow, when its order is placed (src/app/system.ts)',
      de: 'die Gastbestellung, sobald ihre Bestellung aufgegeben ist (src/app/system.ts)',
    },
  },
  'cart.synced': {
    kind: 'another machine',
    who: { en: 'the cart machine, whenever its cart changes (src/app/system.ts)', de: 'der Warenkorb-Ablauf, sobald sich sein Warenkorb ändert (src/app/system.ts)' },
  },
  'page.linkRead': {
    kind: 'the app',
    who: {
      en: 'the /vertrag-widerrufen page, once it has read the signed link (#token=…) of its address, or found none',
      de: 'die Seite /vertrag-widerrufen, sobald sie den signierten Link (#token=…) ihrer Adresse gelesen oder keinen gefunden hat',
    },
  },
  'parent.valueChanged': { kind: 'the app', who: { en: 'the search filter form holding the city field', de: 'das Suchfilter-Formular mit dem Ortsfeld' } },
};

const API: Record<SenderLanguage, (id: string) => string> = {
  en: (id) => `the shop\u2019s API (invoked actor \`${id}\`)`,
  de: (id) => `die API des Shops (aufgerufener Dienst \`${id}\`)`,
};
const OUTCOME: Record<SenderLanguage, { done: string; error: string }> = {
  en: { done: 'answered', error: 'failed' },
  de: { done: 'Antwort', error: 'Fehler' },
};
const USER: Record<SenderLanguage, string> = { en: 'the shopper (a click, a form, a key)', de: 'der Nutzer (ein Klick, ein Formular, eine Taste)' };
const TIMER: Record<SenderLanguage, (label: string) => string> = { en: (label) => `a timer (${label})`, de: (label) => `ein Zeitgeber (${label})` };

/** Who sends an event, in English (the default) or German. */
export function senderOf(eventType: string, language: SenderLanguage = 'en'): Sender {
  if (eventType.startsWith('user.')) return { kind: 'user', who: USER[language] };
  if (eventType.startsWith('xstate.after.')) return { kind: 'timer', who: TIMER[language](eventLabel(eventType)) };
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) {
    const [, outcome, id] = actor;
    const known = ACTORS[id!];
    const who = known ? known.who[language] : API[language](id!);
    return { kind: known?.kind ?? 'server', who: `${who}: ${OUTCOME[language][outcome as 'done' | 'error']}` };
  }
  const known = OTHERS[eventType];
  if (!known) throw new Error(`tests/support/flow-senders.ts: who sends '${eventType}'? Add it to OTHERS.`);
  return { kind: known.kind, who: known.who[language] };
}

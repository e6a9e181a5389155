/**
 * Where the affiliate of a `?aid=` link is kept (spec §3, issue 26 §4): in the lasting `aid` cookie
 * only when the visitor has agreed to the affiliate programme (src/lib/consent.ts); otherwise in
 * sessionStorage `aid`, which the tab forgets, so the affiliate is still passed on (the configuration
 * call, the login's return address) without anything lasting. The server reads the cookie only
 * (src/server/plugins/spa-document.ts): a session-only affiliate makes start-up ask for the
 * configuration itself (src/app/boot.ts). A new choice moves it between the two
 * (src/features/consent/follow-consent.ts).
 */
import { SESSION_KEYS } from '../shared/constants';
import type { ConsentChoice } from './consent';
import { isValidAffiliateId, readAffiliateId, storeAffiliateId } from './cookies';

/** The tab's affiliate; null without one (or without session storage). */
export function sessionAffiliate(): string | null {
  try {
    const aid = sessionStorage.getItem(SESSION_KEYS.affiliate);
    return isValidAffiliateId(aid) ? aid : null;
  } catch {
    return null;
  }
}

export function keepForSession(aid: string): void {
  try {
    sessionStorage.setItem(SESSION_KEYS.affiliate, aid);
  } catch {
    // Storage blocked: the affiliate is passed on for this page only.
  }
}

/** The affiliate this visitor came with: the cookie's, else this tab's. */
export function currentAffiliateId(): string | null {
  return readAffiliateId() ?? sessionAffiliate();
}

/** Keeps a new `?aid=`: the cookie with consent (lifetime in days from the configuration), else the tab. */
export function rememberAffiliateId(
  aid: string,
  lifetimeDays: number,
  consent: Pick<ConsentChoice, 'affiliate'> | null,
): void {
  if (consent?.affiliate) storeAffiliateId(aid, lifetimeDays);
  else keepForSession(aid);
}

/**
 * A participant's registration link (/konto-anlegen#token=…, src/shared/email-verification.ts): the
 * page keeps the token here for this tab, and the next registration that leaves for the identity
 * provider (src/lib/auth.ts) takes it along as the `invitation` parameter — the provider fills in the
 * participant's address and the account made with it counts as verified. Taken once: a later
 * registration in the tab goes without it. sessionStorage, not the login machine's context: the
 * machine's registration event stays as it is, and the token is never written to a URL of the shop.
 */
const KEY = 'kursmarkt.registrationInvitation';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function keepInvitation(token: string, storage: Storage | null = session()): void {
  try {
    storage?.setItem(KEY, token);
  } catch {
    // Storage unavailable: the registration works without it (the address is then verified by mail).
  }
}

/** The kept token, removed as it is read; null when there is none. */
export function takeInvitation(storage: Storage | null = session()): string | null {
  try {
    const token = storage?.getItem(KEY) ?? null;
    storage?.removeItem(KEY);
    return token && /^[0-9A-Za-z._-]{1,100}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * "Your account has been deleted" must be said on the page the sign-out ends on, after the trip to the
 * identity provider's logout: the deletion leaves a flag in this tab's sessionStorage, and the page
 * frame (src/app/layout/AccountDeletedNotice.tsx) shows the notice once and removes the flag.
 */
const KEY = 'kursmarkt.accountDeleted';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberAccountDeleted(): void {
  store()?.setItem(KEY, '1');
}

export function accountDeletedPending(): boolean {
  return store()?.getItem(KEY) === '1';
}

export function forgetAccountDeleted(): void {
  store()?.removeItem(KEY);
}

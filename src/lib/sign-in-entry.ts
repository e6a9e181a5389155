/**
 * localStorage `entry` (spec §3): the shop address a sign-in returns to, kept while the visitor is at
 * the identity provider. The address also travels in the sign-in's own state, which is lost when the
 * callback fails (the sign-in was cancelled, the state expired after an hour, another tab took it):
 * "log in again" on the callback page then starts the sign-in towards this address, so a sign-in from
 * "Zur Kasse" still ends on /check instead of the customer dashboard. Written when a sign-in leaves
 * (src/lib/auth.ts), removed when one completes. Only in-app addresses ('/…', not '//…') count.
 */
import { STORAGE_KEYS } from '../shared/constants';

const isInAppAddress = (value: string | null): value is string =>
  !!value && value.startsWith('/') && !value.startsWith('//');

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps the address the sign-in now leaving returns to; none (the dashboard) forgets an older one. */
export function keepSignInEntry(returnUrl: string | null, storage: Storage | null = local()): void {
  try {
    if (isInAppAddress(returnUrl)) storage?.setItem(STORAGE_KEYS.entry, returnUrl);
    else storage?.removeItem(STORAGE_KEYS.entry);
  } catch {
    // Storage unavailable: a failed callback then offers the plain sign-in.
  }
}

/** The address the last sign-in was to return to, or null. */
export function readSignInEntry(storage: Storage | null = local()): string | null {
  try {
    const value = storage?.getItem(STORAGE_KEYS.entry) ?? null;
    return isInAppAddress(value) ? value : null;
  } catch {
    return null;
  }
}

/** The sign-in completed: its address has been used. */
export function forgetSignInEntry(storage: Storage | null = local()): void {
  try {
    storage?.removeItem(STORAGE_KEYS.entry);
  } catch {
    // Nothing to remove.
  }
}

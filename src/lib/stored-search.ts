/**
 * The first screen's part of the stored search (sessionStorage rf_search and rf_filter, spec §3):
 * whether a last search is stored, and forgetting it. Apart from ./search-storage.ts (the reader with
 * its date rules, which the search box's machine loads), so the start page's entry does not carry
 * that (issue 10 §2).
 */
import { SESSION_KEYS } from '../shared/constants';

/**
 * Whether a last search is stored at all (whatever it holds: the search box's machine reads it). Cheap,
 * for the box's first screen, which does not carry the reader's date rules.
 */
export function hasStoredSearch(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.filter) !== null;
  } catch {
    return false;
  }
}

/** Clicking a category in the navigation starts a fresh search (spec §2). */
export function clearStoredSearch(): void {
  try {
    sessionStorage.removeItem(SESSION_KEYS.search);
    sessionStorage.removeItem(SESSION_KEYS.filter);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}

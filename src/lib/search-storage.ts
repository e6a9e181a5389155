/** Stored search data (sessionStorage rf_search and rf_filter, spec §3). */
import { SESSION_KEYS } from '../shared/constants';

/** Clicking a category in the navigation starts a fresh search (spec §2). */
export function clearStoredSearch(): void {
  try {
    sessionStorage.removeItem(SESSION_KEYS.search);
    sessionStorage.removeItem(SESSION_KEYS.filter);
  } catch {
    // Storage unavailable: nothing stored either.
  }
}

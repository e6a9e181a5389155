/** The customer dashboard and its children (spec §2 route table), as the user menu and the dashboard list them. */
import type { Feature } from '../../shared/types';
import { CUSTOMER_DASHBOARD_PATH } from '../../shared/page-paths';

export interface AccountLink {
  /** Translation key under account.menu. */
  key: 'overview' | 'educationalState' | 'courses' | 'favorites' | 'data' | 'bookmarks' | 'firm';
  to: string;
  /** Shown only with this feature active. */
  feature?: Feature;
}

/** Spec §2 Header: overview, educational state, my courses, search favorites, my data, bookmark list; and the firm (issue 25 §7). */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { key: 'overview', to: CUSTOMER_DASHBOARD_PATH },
  { key: 'educationalState', to: `${CUSTOMER_DASHBOARD_PATH}/mein-status`, feature: 'EDUCATIONAL_STATE' },
  { key: 'courses', to: `${CUSTOMER_DASHBOARD_PATH}/meine-kurse` },
  { key: 'favorites', to: `${CUSTOMER_DASHBOARD_PATH}/favoriten` },
  { key: 'data', to: `${CUSTOMER_DASHBOARD_PATH}/meine-daten` },
  { key: 'bookmarks', to: `${CUSTOMER_DASHBOARD_PATH}/merkzettel`, feature: 'BOOKMARK' },
  // Issue 25 §7: the firm account (create a firm, or its members, hours and documents).
  { key: 'firm', to: `${CUSTOMER_DASHBOARD_PATH}/kanzlei` },
];

export function accountLinks(features: readonly Feature[]): AccountLink[] {
  return ACCOUNT_LINKS.filter((link) => !link.feature || features.includes(link.feature));
}

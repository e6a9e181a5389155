/**
 * The SPA's page addresses (src/app/routes.tsx, spec §2), as the server knows them: an address that is
 * none of these answers 404 (with the SPA's index.html, which shows its 404 page), not a soft 200.
 * Detail pages must end in '{slug}-{id}' (src/shared/page-paths.ts); whether that id exists is the
 * page's own business. Pages of the spec that the SPA does not show yet (order flows, dashboard
 * tabs) are listed too, so they never flip to 404 when they arrive. The start, result, course, cart and
 * catalogue pages are those of the table of page kinds (src/shared/page-kinds.ts), which the SPA's
 * route table reads too; tests/server/soft-404.test.ts checks them against the SPA's search routes.
 */
import { CONTENT_PAGE_IDS } from '../../shared/content-pages.ts';
import { CONTINUE_ORDER_PATH } from '../../shared/continue-order.ts';
import { EMAIL_VERIFICATION_PATH, PARTICIPANT_REGISTRATION_PATH } from '../../shared/email-verification.ts';
import { FIRM_INVITATION_PATH } from '../../shared/firm.ts';
import { GUEST_ORDER_STEPS, ORDER_STEP_PATHS } from '../../shared/order-steps.ts';
import { pageKindOf } from '../../shared/page-kinds.ts';
import { NAMING_LINK_PATH } from '../../shared/participant-naming.ts';
import { PARTICIPANT_LIST_PATH } from '../../shared/page-paths.ts';

/** Pages of one address besides the table's. */
const SINGLE_PAGES = [
  'faq',
  'check',
  'auth/callback',
  'auth/silent',
  'newsletter-confirmation',
  'customer-dashboard',
  'lernerfolgskontrolle',
  'teilnehmer-feedback',
  'bescheinigung',
  // "Vertrag widerrufen" (issue 24 §1); the signed link's token is in the fragment, which never reaches the server.
  'vertrag-widerrufen',
  // A participant's personal access link of an online date (src/shared/access-links.ts); token in the fragment.
  'zugang',
  // The guest's continue link from the order e-mail (src/shared/continue-order.ts).
  CONTINUE_ORDER_PATH.slice(1),
  // The guest's naming link from the order e-mails (src/shared/participant-naming.ts).
  NAMING_LINK_PATH.slice(1),
  // The links of the e-mail-address mails and of a firm's invitation; their tokens are in the fragment.
  EMAIL_VERIFICATION_PATH.slice(1),
  PARTICIPANT_REGISTRATION_PATH.slice(1),
  FIRM_INVITATION_PATH.slice(1),
  // The static content pages, 'kontakt' included (src/shared/content-pages.ts).
  ...CONTENT_PAGE_IDS,
];
/** Pages below a parent (spec §2: dashboard tabs and the order flows' steps, src/shared/order-steps.ts). */
const CHILD_PAGES: Record<string, readonly string[]> = {
  'customer-dashboard': ['meine-kurse', 'favoriten', 'merkzettel', 'meine-daten', 'mein-status', 'kanzlei'],
  order: Object.values(ORDER_STEP_PATHS).map((path) => path.slice('/order/'.length)),
  'guest-order': GUEST_ORDER_STEPS,
};

/** Pages with an id of their own as the second segment (issue 12 §3: the check of a position, an attendance id). */
const ID_PAGES: Record<string, RegExp> = {
  lernerfolgskontrolle: /^\d{1,10}$/,
  bescheinigung: /^[0-9a-f]{32}$/,
};

const SINGLE = new Set(SINGLE_PAGES);

/** The organizer staff's participant lists (src/shared/page-paths.ts PARTICIPANT_LIST_PATH): the dates, and a date by its id. */
const PARTICIPANT_LIST = PARTICIPANT_LIST_PATH.split('/').filter(Boolean);
const isParticipantListAddress = (segments: readonly string[]) =>
  segments[0] === PARTICIPANT_LIST[0] &&
  segments[1] === PARTICIPANT_LIST[1] &&
  (segments.length === 2 || (segments.length === 3 && /^\d{1,10}$/.test(segments[2]!)));

export interface PageAddressOptions {
  /** The flow explorer /ablaeufe is on (FLOW_EXPLORER): without it the SPA shows its 404 page there. */
  flowExplorer?: boolean;
}

/** True when `path` (no query string) is an address the SPA shows a page for, other than its 404 page. */
export function isPageAddress(path: string, { flowExplorer = false }: PageAddressOptions = {}): boolean {
  if (pageKindOf(path)) return true;
  let segments: string[];
  try {
    segments = decodeURIComponent(path).toLowerCase().split('/').filter(Boolean);
  } catch {
    return false;
  }
  const [first, second, ...rest] = segments;
  if (isParticipantListAddress(segments)) return true;
  if (first === undefined || rest.length > 0) return false;
  if (second === undefined) return SINGLE.has(first) || (flowExplorer && first === 'ablaeufe');
  if (first === 'auth') return SINGLE.has(`${first}/${second}`);
  if (ID_PAGES[first]) return ID_PAGES[first].test(second);
  return CHILD_PAGES[first]?.includes(second) ?? false;
}

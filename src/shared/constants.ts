/** Business constants of spec §9, shared by browser and server. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_FIRST_PAGE = 1;
export const START_PREVIEW_SIZE = 12;

export const RADIUS_OPTIONS_KM = [10, 50, 100, 250] as const;
export const DEFAULT_RADIUS_KM = 100;

export const CITY_SUGGEST_DEBOUNCE_MS = 300;
export const CITY_SUGGEST_MIN_CHARS = 3;

export const NAV_HIDE_THRESHOLD_PX = 10;
export const NAV_SCROLL_THROTTLE_MS = 10;
export const SCROLL_RESTORE_DELAY_MS = 50;

export const HTTP_RETRY_LIMIT = 2;
/** Statuses that fail at once, without a retry (spec §8). */
export const HTTP_NO_RETRY_STATUSES = [402, 406, 412] as const;

/** A page title shorter than this gets the full default site title instead (spec §2). */
export const MIN_TITLE_LENGTH = 10;
export const TRACKING_MAX_SCOPES = 4;

export const CURRENCY = 'EUR';
export const DEFAULT_LANGUAGE = 'de';
export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const TOKEN_REFRESH_MARGIN_S = 20;
export const SESSION_CHECK_INTERVAL_MS = 5_000;
export const LOGIN_MESSAGE_TIMEOUT_MS = 10_000;
export const LOGIN_STATE_MAX_AGE_S = 3_600;

/**
 * Browser storage keys and cookie names of spec §3. localStorage:
 * - token, refresh token: the signed-in user's tokens (src/lib/auth.ts mirrors them);
 * - cart, cp: the guest's local cart and credit packages (src/lib/cart-storage.ts);
 * - lang: the chosen language (src/lib/language.ts);
 * - entry: the shop address a sign-in returns to, kept while the visitor is at the identity provider:
 *   a sign-in whose callback fails is started again towards it, so "Zur Kasse" still ends on /check
 *   (src/lib/auth.ts writes it, src/features/account/AuthCallbackPage.tsx reads it);
 * - rf-cart: the guest token of this browser's guest cart, sent as X-Auth on the cart calls (spec §7;
 *   the browser makes it, the server never issues one: src/lib/guest-cart-token.ts); it goes with the
 *   local cart (signed in, logged out, ordered as a guest);
 * - consent: the visitor's cookie choice (src/lib/consent.ts) — strictly necessary, as it is what
 *   keeps the shop from asking again and from setting anything the visitor refused.
 * sessionStorage: rf_search, rf_filter (the last search); aid: the affiliate of a `?aid=` link while the
 * visitor has not agreed to the affiliate cookie (src/lib/affiliate.ts) — forgotten with the tab.
 */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh token',
  cart: 'cart',
  creditPackages: 'cp',
  language: 'lang',
  entry: 'entry',
  guestCartToken: 'rf-cart',
  consent: 'consent',
} as const;
export const SESSION_KEYS = { search: 'rf_search', filter: 'rf_filter', affiliate: 'aid' } as const;
export const COOKIES = { promotionCode: 'pc', affiliate: 'aid', loggedIn: 'rfLoggedIn' } as const;

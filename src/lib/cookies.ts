/**
 * Cookie helpers (spec §3): aid (affiliate; lifetime from the configured days, Secure on https), pc (promotion code;
 * session cookie, SameSite=Strict, Secure). Cookie names come from COOKIES in src/shared/constants.ts.
 */
import { COOKIES } from '../shared/constants';

const SECONDS_PER_DAY = 86_400;

export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie lives for the browser session. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

/** The `document.cookie` assignment for one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

export function getCookie(name: string): string | null {
  const wanted = encodeURIComponent(name);
  // No document: the server's pre-rendering (src/prerender) sees a visitor without cookies.
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  for (const pair of cookies ? cookies.split('; ') : []) {
    const separator = pair.indexOf('=');
    const key = separator < 0 ? pair : pair.slice(0, separator);
    if (key === wanted) return decodeURIComponent(separator < 0 ? '' : pair.slice(separator + 1));
  }
  return null;
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, maxAge: 0 });
}

/**
 * Whether this browser keeps a sign-in: the rfLoggedIn cookie, set while one is kept and deleted on
 * sign-out (src/lib/auth.ts). The browser's one reader of it; the server's is
 * src/server/plugins/request-cookies.ts `hasSignInCookie`.
 */
export function hasSignInCookie(): boolean {
  return getCookie(COOKIES.loggedIn) !== null;
}

/** Affiliate ids the API accepts (GET /api/configuration?aid): anything else is ignored. */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidAffiliateId(value: string | null | undefined): value is string {
  return typeof value === 'string' && AFFILIATE_ID_PATTERN.test(value);
}

/** The aid cookie lives for the configured number of days (configuration.lifetime); Secure on https. */
export function affiliateCookie(aid: string, lifetimeDays: number, secure = false): string {
  return serializeCookie(COOKIES.affiliate, aid, {
    maxAge: Math.max(0, lifetimeDays) * SECONDS_PER_DAY,
    sameSite: 'Lax',
    secure,
  });
}

export function storeAffiliateId(aid: string, lifetimeDays: number): void {
  // Never sent over plain http when the shop is on https (a Secure cookie cannot be set on http).
  document.cookie = affiliateCookie(aid, lifetimeDays, location.protocol === 'https:');
}

export function readAffiliateId(): string | null {
  const aid = getCookie(COOKIES.affiliate);
  return isValidAffiliateId(aid) ? aid : null;
}

/** The pc cookie is a session cookie, SameSite=Strict and Secure. */
export function promotionCodeCookie(code: string): string {
  return serializeCookie(COOKIES.promotionCode, code, { sameSite: 'Strict', secure: true });
}

export function storePromotionCode(code: string): void {
  document.cookie = promotionCodeCookie(code);
}

export function readPromotionCode(): string | null {
  return getCookie(COOKIES.promotionCode);
}

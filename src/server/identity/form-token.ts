/**
 * CSRF protection for a form that, unlike the login and registration pages, belongs to no provider
 * interaction (whose unguessable id and cookie bind those forms to one browser): a signed
 * double-submit token. Showing the form sets a random value in an HttpOnly, SameSite=Strict cookie
 * and puts its HMAC (keyed with the provider's cookie key) in a hidden field; a post counts only when
 * the field is the HMAC of the cookie it came with. Another site can neither read the field nor,
 * without the key, make a pair that matches a cookie it planted.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface FormTokens {
  /** A fresh cookie value and the form token that belongs to it. */
  issue(): { cookieValue: string; formToken: string };
  /** The form token of an existing cookie value (a form shown again after an error keeps its pair). */
  tokenFor(cookieValue: string): string;
  /** Whether the posted token belongs to the cookie value. */
  matches(cookieValue: string | undefined, formToken: string | undefined): boolean;
}

const VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createFormTokens(key: string, purpose: string): FormTokens {
  const tokenFor = (cookieValue: string) => createHmac('sha256', key).update(`${purpose}:${cookieValue}`).digest('base64url');
  return {
    issue() {
      const cookieValue = randomBytes(32).toString('base64url');
      return { cookieValue, formToken: tokenFor(cookieValue) };
    },
    tokenFor,
    matches(cookieValue, formToken) {
      if (!cookieValue || !formToken || !VALUE_PATTERN.test(cookieValue)) return false;
      const expected = Buffer.from(tokenFor(cookieValue));
      const actual = Buffer.from(formToken);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}


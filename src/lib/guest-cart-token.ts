/**
 * The guest token (spec §6–§7: "X-Auth for guest tokens"): the key of this browser's guest cart on
 * the server. The server never issues one: the browser makes it — 32 random bytes, base64url, 43
 * characters of GUEST_TOKEN_PATTERN — and the server keeps only its sha-256 (src/server/routes/cart).
 * It is made on the first cart call of a guest and kept in localStorage `rf-cart` (spec §3), so every
 * tab and a reload speak for the same guest cart; it is removed with the local cart
 * (clearCartStorage in ./cart-storage.ts), so a guest after a sign-in, a logout or a guest order starts
 * a new one. The HTTP client sends it as X-Auth on the cart calls of a guest (src/lib/http.ts).
 */
import { GUEST_TOKEN_PATTERN } from '../shared/cart';
import { STORAGE_KEYS } from '../shared/constants';

const TOKEN = new RegExp(GUEST_TOKEN_PATTERN);

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The stored guest token, or a new one stored now; a stored value of another form is replaced. */
export function guestCartToken(storage: Storage = localStorage): string {
  let stored: string | null = null;
  try {
    stored = storage.getItem(STORAGE_KEYS.guestCartToken);
  } catch {
    // Storage unavailable: a token for this page.
  }
  if (stored !== null && TOKEN.test(stored)) return stored;
  const token = newToken();
  try {
    storage.setItem(STORAGE_KEYS.guestCartToken, token);
  } catch {
    // Storage full or unavailable: the token lives as long as this call's request.
  }
  return token;
}

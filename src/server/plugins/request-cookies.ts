/**
 * The cookies the server reads from a page request (spa-document.ts, page-data.ts): the affiliate id
 * (aid) and the sign-in flag (rfLoggedIn). The server's one reader of them; the browser's is
 * src/lib/cookies.ts, which the server may not import.
 */
import type { FastifyRequest } from 'fastify';
import { COOKIES } from '../../shared/constants.ts';

/** The raw value of cookie `name` in the request's Cookie header; undefined when it has none. */
function rawCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The decoded value of cookie `name`; undefined when the request has none (or one that does not decode). */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = rawCookie(request, name);
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Whether the visitor's browser keeps a sign-in (the rfLoggedIn cookie src/lib/auth.ts sets, whatever
 * its value): the server then leaves what could depend on who asks to the browser (page data,
 * pre-rendering, src/server/plugins/page-data.ts) and preloads what a signed-in page needs.
 */
export function hasSignInCookie(request: FastifyRequest): boolean {
  return rawCookie(request, COOKIES.loggedIn) !== undefined;
}

/**
 * The cookies the server reads from a page request (spa-document.ts, page-data.ts): the affiliate id
 * (aid) and the sign-in flag (rfLoggedIn). The Cookie header is parsed once per request by
 * @fastify/cookie (registered in app.ts); these name what the pages ask of it. The browser's reader is
 * src/lib/cookies.ts, which the server may not import.
 */
import type { FastifyRequest } from 'fastify';
import { COOKIES } from '../../shared/constants.ts';

/** The decoded value of cookie `name`; undefined when the request has none. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/**
 * Whether the visitor's browser keeps a sign-in (the rfLoggedIn cookie src/lib/auth.ts sets, whatever
 * its value): the server then leaves what could depend on who asks to the browser (page data,
 * pre-rendering, src/server/plugins/page-data.ts) and preloads what a signed-in page needs.
 */
export function hasSignInCookie(request: FastifyRequest): boolean {
  return requestCookie(request, COOKIES.loggedIn) !== undefined;
}

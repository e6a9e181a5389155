/**
 * Documents error answers a route gives because of where it sits rather than what it does (Fastify's
 * own checks, the bearer token check, a rate limit), in the shared ApiError shape, so each operation
 * of the OpenAPI document lists every status it can send (tests/server/openapi-document.test.ts).
 * Used from onRoute hooks; a status the route declares itself keeps the route's own schema.
 */
import type { RouteOptions } from 'fastify';

type Route = Pick<RouteOptions, 'schema'>;

export function documentErrors(route: Route, statuses: Partial<Record<number, string>>): void {
  const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
  const added = Object.fromEntries(
    Object.entries(statuses)
      .filter(([status]) => !(status in declared))
      .map(([status, description]) => [status, { description, $ref: 'ApiError#' }]),
  );
  route.schema = { ...route.schema, response: { ...added, ...declared } };
}

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** What Fastify itself (and a route's rate limit) answers on a route, whatever its handler does. */
export function frameworkErrors(
  route: Pick<RouteOptions, 'url' | 'method' | 'config'>,
): Partial<Record<number, string>> {
  const methods = ([] as string[]).concat(route.method);
  const takesBody = methods.some((method) => BODY_METHODS.includes(method));
  return {
    400: 'Invalid request: a parameter, header or body fails its schema, or the body is not well-formed',
    ...(route.url.includes(':') ? { 414: 'A path segment is longer than 100 characters' } : {}),
    ...(takesBody
      ? { 413: 'The body is too large', 415: 'The body has a content type this operation does not take' }
      : {}),
    ...((route.config as { rateLimit?: unknown } | undefined)?.rateLimit
      ? { 429: 'Too many requests from this client; see Retry-After' }
      : {}),
    500: 'Unexpected error',
  };
}

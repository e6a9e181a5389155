/**
 * The browser's one HTTP client (spec §7–§8, ARCHITECTURE.md "Browser HTTP policy").
 *
 * Paths are relative to the `/api` prefix and carry no leading slash (ky refuses one):
 *   const course = await http.get(`course/${id}`).json<Course>();
 *
 * This module imports no React, router or auth library. The app plugs its handlers in once at
 * start-up with `configureHttp` (token source, refresh, login, 404 navigation), so tests can run
 * the real client against a real server with plain functions.
 */
import ky, { isHTTPError, type KyInstance, type KyRequest, type Options } from 'ky';
import { HTTP_NO_RETRY_STATUSES, HTTP_RETRY_LIMIT } from '../shared/constants.ts';
import type { ApiError } from '../shared/types.ts';
import { GUEST_TOKEN_HEADER } from '../shared/cart.ts';
import { pageAnswerKey } from '../shared/page-data.ts';
import { httpConfiguration, onHttpConfigurationReset } from './http-config.ts';
import { takePageAnswer } from './page-data.ts';
import { heldWaitingOfferToken, WAITING_OFFER_HEADER } from './waiting-offer.ts';

export { configureHttp, resetHttpConfiguration, type HttpConfiguration } from './http-config.ts';

// The refresh in flight; dropped when the handlers are reset (tests).
let refreshInFlight: Promise<string | null> | undefined;
onHttpConfigurationReset(() => {
  refreshInFlight = undefined;
});

/** What this module reads from ky's per-request `context`. */
export interface HttpContext {
  /** Excluded call: no bearer header, and a 401 is passed on without refresh or login. */
  skipAuth?: boolean;
  /** The caller shows its own answer to a 404 (e.g. "link invalid"), so the app stays on its page. */
  handlesNotFound?: boolean;
}

/** Marks a call as excluded from the bearer header: `http.get('faq', withoutAuth())`. */
export function withoutAuth(options: Options = {}): Options {
  const context: HttpContext = { skipAuth: true };
  return { ...options, context: { ...options.context, ...context } };
}

/** Marks a call whose 404 is an expected answer: `http.post('x', handlingNotFound())`. */
export function handlingNotFound(options: Options = {}): Options {
  const context: HttpContext = { handlesNotFound: true };
  return { ...options, context: { ...options.context, ...context } };
}

// Methods that change nothing on the server, so a retry can never do something twice.
const SAFE_METHODS = ['get', 'head', 'options', 'trace'] as const;
const UNSAFE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/**
 * Sends an Idempotency-Key and lets the call be retried like a GET.
 *
 * Only safe methods are retried by default: this API uses PUT and DELETE for non-idempotent steps
 * too (PUT /order places an order, PUT /cart adds a position), and a 503/504 does not tell whether
 * the first attempt already ran. With the key the server answers a repeat with the first result
 * (ARCHITECTURE: "the same key returns the same order"), so a retry cannot order twice.
 * Reuse one key for all attempts of the same user action.
 */
export function withIdempotencyKey(key: string, options: Options = {}): Options {
  // ky merges per-call arrays into the instance's, so this adds to SAFE_METHODS.
  const given = typeof options.retry === 'number' ? { limit: options.retry } : options.retry;
  const retry = { ...given, methods: [...(given?.methods ?? []), ...UNSAFE_METHODS] };
  return { ...options, headers: withHeader(options.headers, 'Idempotency-Key', key), retry };
}

function withHeader(init: Options['headers'], name: string, value: string): Options['headers'] {
  if (init instanceof Headers || Array.isArray(init)) {
    const headers = new Headers(init);
    headers.set(name, value);
    return headers;
  }
  // A plain record may hold `undefined` (ky: "remove this default header"), so keep it a record.
  return { ...init, [name]: value };
}

// Spec §8: every other failure is retried, except 402, 406, 412 which fail at once. 401 and 404
// have their own rows in the catalogue (refresh, /404 page) and are not retried blindly either.
const NOT_RETRIED = new Set<number>([...HTTP_NO_RETRY_STATUSES, 401, 404]);
const RETRIED_STATUSES = Array.from({ length: 200 }, (_, i) => 400 + i).filter((status) => !NOT_RETRIED.has(status));

export interface CreateHttpOptions {
  /** Base of all paths; default '/api', which the browser resolves against the page origin. */
  prefixUrl?: string | URL;
  /** Wait before retry number `attempt` (1, 2, …) in ms. Default 300 ms doubling, no jitter. */
  retryDelay?: (attempt: number) => number;
}

const defaultRetryDelay = (attempt: number): number => 300 * 2 ** (attempt - 1);

/** Builds a client with the policy. The app uses `http`; tests point one at a local server. */
export function createHttp({ prefixUrl = '/api', retryDelay = defaultRetryDelay }: CreateHttpOptions = {}): KyInstance {
  // Calls already repeated after a refresh, by their per-call context object (one per call, kept
  // across retries), so a second 401 goes to login instead of refreshing again.
  const repeatedAfterRefresh = new WeakSet<object>();

  return ky.create({
    prefixUrl,
    retry: {
      limit: HTTP_RETRY_LIMIT,
      methods: [...SAFE_METHODS],
      statusCodes: RETRIED_STATUSES,
      delay: retryDelay,
    },
    hooks: {
      beforeRequest: [
        // The page's first GET of an address may have come with the page (src/lib/page-data.ts).
        (request, _options, { retryCount }) => {
          if (retryCount > 0 || request.method !== 'GET') return;
          const url = new URL(request.url);
          const answer = takePageAnswer(pageAnswerKey(url.pathname, url.searchParams));
          if (answer === undefined) return;
          return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
        },
        async (request, options, { retryCount }) => {
          // Retries reuse the headers of the first attempt, and a repeat after a refresh sets its
          // own bearer: only the first attempt is decorated.
          if (retryCount > 0) return;
          const { headers } = request;
          if (request.method === 'GET' || request.method === 'HEAD') {
            headers.set('Cache-Control', 'no-cache');
            headers.set('Pragma', 'no-cache');
          }
          if (!isAuthSkipped(options.context) && !headers.has('Authorization')) {
            const token = await httpConfiguration().getAccessToken();
            if (token) headers.set('Authorization', bearer(token));
          }
          // The guest token names a guest's server cart: sent on a guest's cart calls, the only ones
          // the server reads it on. Not on other calls (it would make every catalogue answer a
          // personal, uncacheable one), nor with a bearer token (the customer's cart is meant).
          if (!headers.has('Authorization') && isCartCall(request.url)) {
            const guestToken = await httpConfiguration().getGuestToken();
            if (guestToken) headers.set(GUEST_TOKEN_HEADER, guestToken);
          }
          // A waiting-list offer's held seats are free for this buyer's cart and checkout (src/lib/waiting-offer.ts).
          if (isCheckoutCall(request.url)) {
            const offer = heldWaitingOfferToken();
            if (offer) headers.set(WAITING_OFFER_HEADER, offer);
          }
          // A call that names its order token itself (the completed order's invoice) keeps it.
          const guestOrderToken = await httpConfiguration().getGuestOrderToken();
          if (guestOrderToken && !headers.has('X-Order')) headers.set('X-Order', guestOrderToken);
        },
      ],
      afterResponse: [
        async (request, options, response, { retryCount }) => {
          if (response.status !== 401 || isAuthSkipped(options.context)) return;
          console.warn('access denied', request.method, request.url);
          if (repeatedAfterRefresh.has(options.context)) {
            // Rejected even with the renewed token: only a new login helps.
            callHandler(httpConfiguration().login);
            return;
          }
          const token = await tokenForRepeat(request);
          if (!token) {
            callHandler(httpConfiguration().login);
            return;
          }
          // The repeat counts against the retry limit; with none left the caller sees this 401
          // and the next call carries the new token.
          if (retryCount >= (options.retry.limit ?? HTTP_RETRY_LIMIT)) return;
          repeatedAfterRefresh.add(options.context);
          // A 401 means the server refused before doing anything, so repeating is safe for any
          // method (ky's forced retry skips the method check on purpose).
          const headers = new Headers(request.headers);
          headers.set('Authorization', bearer(token));
          return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
      beforeError: [
        (error) => {
          // beforeError runs once per thrown failure; 404 is never retried, so this runs once.
          const url = error.request.url;
          const handledByCaller = (error.options.context as HttpContext).handlesNotFound === true;
          if (error.response.status === 404 && !handledByCaller && !new URL(url).pathname.includes('/blog')) {
            callHandler(() => httpConfiguration().onNotFound(url));
          }
          return error;
        },
      ],
    },
  });
}

/** The browser's client: `/api` on the page origin. */
export const http: KyInstance = createHttp();

/**
 * The API's error body `{ statusCode, code, message, field? }` of a failed call, or null when the
 * error is no HTTPError or its body has another shape. Reads a clone, so the body stays readable.
 */
export async function readApiError(error: unknown): Promise<ApiError | null> {
  if (!isHTTPError(error)) return null;
  let body: unknown;
  try {
    body = await error.response.clone().json();
  } catch {
    return null;
  }
  return isApiError(body) ? body : null;
}

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, code, message, field } = value as Record<string, unknown>;
  return (
    typeof statusCode === 'number' &&
    typeof code === 'string' &&
    typeof message === 'string' &&
    (field === undefined || typeof field === 'string')
  );
}

/** /api/cart and the calls under it (GET, HEAD, POST, PUT /cart, vouchers, payment methods, …). */
/** The calls that price or book a cart: the cart's, the customer order's and the guest order's. */
function isCheckoutCall(url: string): boolean {
  return /\/api\/(cart|order|guest-order)(\/|$)/.test(new URL(url).pathname);
}

function isCartCall(url: string): boolean {
  return /\/api\/cart(\/|$)/.test(new URL(url).pathname);
}

function isAuthSkipped(context: Record<string, unknown>): boolean {
  return (context as HttpContext).skipAuth === true;
}

function bearer(token: string): string {
  return `Bearer ${token}`;
}

/**
 * The token to repeat a 401 with. If the token changed since this request was sent (another call
 * refreshed meanwhile), use it; otherwise refresh. Concurrent 401s share one refresh call.
 */
async function tokenForRepeat(request: KyRequest): Promise<string | null> {
  const current = await httpConfiguration().getAccessToken();
  if (current && request.headers.get('Authorization') !== bearer(current)) return current;
  refreshInFlight ??= refresh().finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

async function refresh(): Promise<string | null> {
  try {
    return (await httpConfiguration().refreshAccessToken()) || null;
  } catch (error) {
    console.warn('token refresh failed', error);
    return null;
  }
}

/** Runs an app handler without letting its failure replace the HTTP error the caller gets. */
function callHandler(handler: () => unknown): void {
  try {
    const result = handler();
    if (result instanceof Promise) result.catch((error: unknown) => console.error(error));
  } catch (error) {
    console.error(error);
  }
}

/**
 * The HTTP client's handlers (spec §7–§8): token source, refresh, login, 404 navigation, guest tokens.
 * Apart from the client (src/lib/http.ts, ky), so the app can plug them in at start-up without loading
 * the client: the start page's first screen makes no API call (issue 10 §2).
 */
export type MaybePromise<T> = T | Promise<T>;
/** A token source: `null`/`undefined`/'' means "no token". May be async (oidc-client-ts is). */
export type TokenSource = () => MaybePromise<string | null | undefined>;

export interface HttpConfiguration {
  /** The current access token of the logged-in user. */
  getAccessToken: TokenSource;
  /** Renews the access token and resolves to the new one; a falsy result or a rejection is a failure. */
  refreshAccessToken: TokenSource;
  /** Starts the login when a 401 cannot be recovered by a refresh. */
  login: () => unknown;
  /** Called for a 404 of a non-blog request (the app navigates to /404). */
  onNotFound: (url: string) => unknown;
  /** Guest token, sent as X-Auth on a guest's cart calls (src/lib/guest-cart-token.ts). */
  getGuestToken: TokenSource;
  /** Guest order token, sent as X-Order. */
  getGuestOrderToken: TokenSource;
}

const noToken: TokenSource = () => null;

const defaultConfiguration: HttpConfiguration = {
  getAccessToken: noToken,
  refreshAccessToken: noToken,
  login: () => undefined,
  onNotFound: () => {
    if (typeof window !== 'undefined') window.location.assign('/404');
  },
  getGuestToken: noToken,
  getGuestOrderToken: noToken,
};

// The handlers in use; src/lib/http.ts reads them on every call.
let configuration: HttpConfiguration = { ...defaultConfiguration };
const resetListeners = new Set<() => void>();

/** Sets some or all handlers; the ones not given keep their current value. */
export function configureHttp(handlers: Partial<HttpConfiguration>): void {
  const current = configuration;
  configuration = {
    getAccessToken: handlers.getAccessToken ?? current.getAccessToken,
    refreshAccessToken: handlers.refreshAccessToken ?? current.refreshAccessToken,
    login: handlers.login ?? current.login,
    onNotFound: handlers.onNotFound ?? current.onNotFound,
    getGuestToken: handlers.getGuestToken ?? current.getGuestToken,
    getGuestOrderToken: handlers.getGuestOrderToken ?? current.getGuestOrderToken,
  };
}

/** Back to the defaults (no tokens, refresh fails, login no-op, 404 → /404). For tests. */
export function resetHttpConfiguration(): void {
  configuration = { ...defaultConfiguration };
  for (const listener of resetListeners) listener();
}

/** The handlers in use now. */
export function httpConfiguration(): HttpConfiguration {
  return configuration;
}

/** Lets the client drop its own state (the refresh in flight) together with the handlers. */
export function onHttpConfigurationReset(listener: () => void): void {
  resetListeners.add(listener);
}


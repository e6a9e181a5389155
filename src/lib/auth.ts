/**
 * Sign-in with oidc-client-ts (ARCHITECTURE.md "Identity", spec §3, §9): authorization code + PKCE
 * S256, no iframes (no checkSession/monitorSession iframe, no iframe silent renew), name and e-mail
 * from the id token (see `loadUserInfo` below), the stored login callback state expires after
 * LOGIN_STATE_MAX_AGE_S.
 *
 * Storage (spec §3): oidc-client-ts keeps the whole user (id token, expiry, profile, tokens) in
 * localStorage under its own 'oidc.' key, so all tabs share one sign-in and the session check sees
 * another tab's logout. The access and refresh token are mirrored into the spec keys 'token' and
 * 'refresh token' whenever they change, and removed with the user. 'entry' keeps the address a sign-in
 * returns to while the visitor is at the provider (./sign-in-entry.ts). The rfLoggedIn cookie is the login
 * flag: without it a stored user does not count (see machines/login.machine.ts). It is a browser-session
 * cookie: closing the browser ends the shop sign-in even while a refresh token would still be valid.
 *
 * The login machine decides when; this module does. Only src/actors/login.ts and the composition
 * root (src/app/system.ts) use it.
 */
// Types only: the library itself is loaded on first use (see `manager` below).
import type { User, UserManager } from 'oidc-client-ts';
import type { CompletedLogin, LoginScreen, LoginSession, RestoredSession } from '../../machines/login.machine';
import {
  COOKIES, LOGIN_MESSAGE_TIMEOUT_MS, LOGIN_STATE_MAX_AGE_S, STORAGE_KEYS,
} from '../shared/constants';
import { CUSTOMER_DASHBOARD_PATH } from '../shared/page-paths';
import { deleteCookie, hasSignInCookie, setCookie } from './cookies';
import { takeInvitation } from './registration-invitation';
import { forgetSignInEntry, keepSignInEntry } from './sign-in-entry';

/** The SPA routes the provider returns to (src/server/identity/settings.ts). */
export const CALLBACK_PATH = '/auth/callback';
export const SILENT_CALLBACK_PATH = '/auth/silent';
export { CUSTOMER_DASHBOARD_PATH };
const STORE_PREFIX = 'oidc.';

export interface AuthSettings {
  issuer: string;
  clientId: string;
  /**
   * The API's resource indicator (RFC 8707): the access tokens are then JWTs for the API. Unset (an
   * external provider): the provider's own configuration decides the audience.
   */
  resource?: string;
  /** The shop's origin, e.g. 'https://www.kursmarkt.example'. */
  origin: string;
  /** Language of the provider's pages (ui_locales). */
  language: string;
  /** Where a logout ends (spec §4; messages' mainDomain); empty: the shop's start page. */
  mainDomain?: string;
  storage?: Storage;
}

export interface Auth {
  restore(): Promise<RestoredSession>;
  refresh(): Promise<LoginSession>;
  signIn(request: { returnUrl: string | null; screen: LoginScreen }): Promise<void>;
  completeLogin(url: string): Promise<CompletedLogin>;
  check(): Promise<LoginSession | null>;
  signOut(idToken: string | null): Promise<void>;
  /** The stored access token while it is valid, else null. */
  accessToken(): Promise<string | null>;
  /** The stored user's customer id, or null (read synchronously, e.g. in a route loader). */
  storedCustomerId(): number | null;
  markLoggedIn(): void;
  clearSession(): void;
}

/** The registration's extra parameters: the page, and a participant's invitation (src/lib/registration-invitation.ts). */
const registrationParams = (invitation: string | null): Record<string, string> =>
  invitation ? { screen: 'register', invitation } : { screen: 'register' };

type Claims = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The claim customer_id (a number, or a numeric string from some providers), else null. */
export function customerIdOf(claims: Claims): number | null {
  const raw = claims.customer_id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** What the app keeps of an oidc-client-ts user. */
export function sessionOf(user: User): LoginSession {
  const profile = user.profile as Claims;
  const name = text(profile.name).trim();
  const [first = '', ...rest] = name.split(/\s+/);
  return {
    customerId: customerIdOf(profile),
    firstName: text(profile.given_name) || first,
    lastName: text(profile.family_name) || rest.join(' '),
    email: text(profile.email) || null,
    expiresAt: user.expires_at ?? 0,
    idToken: user.id_token ?? null,
  };
}

/**
 * The main domain as an absolute http(s) address, or null when it is the shop's own start page (or
 * not usable): then the logout simply ends there.
 */
export function mainDomainAddress(mainDomain: string | undefined, origin: string): string | null {
  if (!mainDomain?.trim()) return null;
  try {
    const url = new URL(mainDomain.trim(), `${origin}/`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.href === `${origin}/` ? null : url.href;
  } catch {
    return null;
  }
}

export function createAuth({ issuer, clientId, resource, origin, language, mainDomain, storage = window.localStorage }: AuthSettings): Auth {
  const userKey = `${STORE_PREFIX}user:${issuer}:${clientId}`;
  // The provider sends a logout back to the one address every provider has registered, the shop's
  // start page; the main domain travels in the logout's stored state (see `logoutAnswer`).
  const startPage = `${origin}/`;
  const afterLogout = mainDomainAddress(mainDomain, origin);

  const mirror = (user: User) => {
    storage.setItem(STORAGE_KEYS.token, user.access_token);
    if (user.refresh_token) storage.setItem(STORAGE_KEYS.refreshToken, user.refresh_token);
    else storage.removeItem(STORAGE_KEYS.refreshToken);
  };

  // oidc-client-ts is loaded with the first sign-in step that needs it, not with the start page: a
  // guest who never signs in never downloads it (the stored user and login flag are read directly).
  let userManager: Promise<UserManager> | undefined;
  const manager = () =>
    (userManager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
      const store = new WebStorageStateStore({ store: storage, prefix: STORE_PREFIX });
      const created = new UserManager({
        authority: issuer,
        client_id: clientId,
        redirect_uri: `${origin}${CALLBACK_PATH}`,
        silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
        post_logout_redirect_uri: startPage,
        response_type: 'code',
        scope: 'openid profile email',
        ...(resource ? { resource } : {}),
        ui_locales: language,
        // Name, e-mail and customer_id come from the id token, not from userinfo: the access token the
        // SPA asks for is the API's (resource above), and an access token is for one audience only —
        // the embedded provider's userinfo accepts the OpenID access token a client gets when it names
        // no resource, not the API's. Keycloak puts the profile and email claims into the id token too.
        loadUserInfo: false,
        // PKCE S256 is oidc-client-ts's only method and on by default; never disable it.
        disablePKCE: false,
        // The login machine renews (refresh token) and checks the session; no timers or iframes here.
        automaticSilentRenew: false,
        monitorSession: false,
        staleStateAgeInSeconds: LOGIN_STATE_MAX_AGE_S,
        requestTimeoutInSeconds: LOGIN_MESSAGE_TIMEOUT_MS / 1000,
        silentRequestTimeoutInSeconds: LOGIN_MESSAGE_TIMEOUT_MS / 1000,
        userStore: store,
        stateStore: store,
      });
      created.events.addUserLoaded(mirror);
      return created;
    }));
  /** A stored user exists (any tab signed in): only then is the library worth loading for a read. */
  const hasStoredUser = () => storage.getItem(userKey) !== null;

  let refreshing: Promise<LoginSession> | undefined;
  async function refreshOnce(): Promise<LoginSession> {
    const users = await manager();
    const user = await users.getUser();
    // Without a refresh token oidc-client-ts would fall back to an iframe: spec §9 says no.
    if (!user?.refresh_token) throw new Error('No refresh token stored');
    const renewed = await users.signinSilent();
    if (!renewed) throw new Error('The token renewal returned no user');
    mirror(renewed);
    return sessionOf(renewed);
  }

  /** Login requests of an earlier visit are stored under the prefix too; a fresh guest has none. */
  const hasStoredLoginState = () =>
    Array.from({ length: storage.length }, (_, index) => storage.key(index)).some((key) => key?.startsWith(STORE_PREFIX));

  /**
   * This page is the provider's answer to our logout (the start page with the `state` of a stored
   * logout request): the address the logout continues to, else null. Read once: the state is removed.
   */
  async function logoutAnswer(): Promise<string | null> {
    const url = new URL(window.location.href);
    const state = url.searchParams.get('state');
    if (url.pathname !== '/' || !state || url.searchParams.has('code') || storage.getItem(`${STORE_PREFIX}${state}`) === null) return null;
    const answer = await (await manager()).signoutRedirectCallback(url.href).catch(() => null);
    const continueTo = (answer?.userState as { continueTo?: unknown } | undefined)?.continueTo;
    return typeof continueTo === 'string' ? mainDomainAddress(continueTo, origin) : null;
  }

  return {
    async restore() {
      const continueTo = await logoutAnswer();
      if (continueTo) return { session: null, refreshable: false, continueTo };
      // Login requests older than an hour are dropped (their callback would fail anyway).
      if (hasStoredLoginState()) await (await manager()).clearStaleState().catch(() => undefined);
      if (!hasSignInCookie() || !hasStoredUser()) return { session: null, refreshable: false };
      const user = await (await manager()).getUser();
      if (!user) return { session: null, refreshable: false };
      if (!user.expired) {
        mirror(user);
        return { session: sessionOf(user), refreshable: Boolean(user.refresh_token) };
      }
      return { session: null, refreshable: Boolean(user.refresh_token) };
    },

    refresh() {
      // One renewal at a time, whoever asks (the machine's timer and a 401 may meet).
      refreshing ??= refreshOnce().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },

    async signIn({ returnUrl, screen }) {
      keepSignInEntry(returnUrl, storage);
      await (await manager()).signinRedirect({
        state: { returnUrl },
        ui_locales: language,
        ...(screen === 'register' ? { extraQueryParams: registrationParams(takeInvitation()) } : {}),
      });
    },

    async completeLogin(url) {
      const user = await (await manager()).signinCallback(url);
      if (!user) throw new Error('The sign-in callback returned no user');
      mirror(user);
      forgetSignInEntry(storage);
      const state = (user.state ?? {}) as { returnUrl?: unknown };
      const returnUrl = typeof state.returnUrl === 'string' && state.returnUrl.startsWith('/') && !state.returnUrl.startsWith('//')
        ? state.returnUrl
        : null;
      return { session: sessionOf(user), returnUrl };
    },

    async check() {
      if (!hasSignInCookie() || !hasStoredUser()) return null;
      const user = await (await manager()).getUser();
      if (!user) return null;
      // Expired with a refresh token: the renewal timer is due and takes it from here.
      if (user.expired && !user.refresh_token) return null;
      return sessionOf(user);
    },

    async signOut(idToken) {
      await (await manager()).signoutRedirect({
        ...(idToken ? { id_token_hint: idToken } : {}),
        post_logout_redirect_uri: startPage,
        ...(afterLogout ? { state: { continueTo: afterLogout } } : {}),
        extraQueryParams: { ui_locales: language },
      });
    },

    async accessToken() {
      // Every API call asks: a guest's answer must not load the library.
      if (!hasStoredUser()) return null;
      const user = await (await manager()).getUser();
      return user && !user.expired ? user.access_token : null;
    },

    storedCustomerId() {
      try {
        const raw = storage.getItem(userKey);
        if (!raw || !hasSignInCookie()) return null;
        return customerIdOf(((JSON.parse(raw) as { profile?: Claims }).profile ?? {}) as Claims);
      } catch {
        return null;
      }
    },

    markLoggedIn() {
      setCookie(COOKIES.loggedIn, 'true', { sameSite: 'Lax', secure: window.location.protocol === 'https:' });
    },

    clearSession() {
      deleteCookie(COOKIES.loggedIn);
      storage.removeItem(userKey);
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.refreshToken);
      if (userManager) void userManager.then((users) => users.removeUser()).catch(() => undefined);
    },
  };
}

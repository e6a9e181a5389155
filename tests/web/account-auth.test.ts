/**
 * src/lib/auth.ts and the login glue helpers: what a stored oidc-client-ts user means for the login
 * machine (with and without the rfLoggedIn cookie), the spec §3 token keys, and the return URLs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from 'oidc-client-ts';
import { dashboardUrl } from '../../src/app/system';
import { clearCartStorage } from '../../src/lib/cart-storage';
import { withAffiliate } from '../../src/state/login';
import { createAuth, customerIdOf, mainDomainAddress, sessionOf } from '../../src/lib/auth';
import { deleteCookie, getCookie, setCookie } from '../../src/lib/cookies';
import { COOKIES, STORAGE_KEYS } from '../../src/shared/constants';

const ISSUER = 'http://localhost/oidc';
const USER_KEY = `oidc.user:${ISSUER}:kursmarkt-web`;
const auth = () => createAuth({ issuer: ISSUER, clientId: 'kursmarkt-web', origin: 'http://localhost', language: 'de' });

function storeUser(expiresInS: number, refreshToken: string | null = 'refresh-1') {
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({
      id_token: 'id-1',
      access_token: 'access-1',
      refresh_token: refreshToken,
      token_type: 'Bearer',
      profile: { sub: '5', iss: ISSUER, aud: 'kursmarkt-web', exp: 0, iat: 0, name: 'Anna Maria Beispiel', email: 'anna@example.org', customer_id: '5' },
      expires_at: Math.floor(Date.now() / 1000) + expiresInS,
    }),
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  deleteCookie(COOKIES.loggedIn);
  deleteCookie(COOKIES.affiliate);
});

describe('sessionOf', () => {
  it('takes first and last name from given_name/family_name, else splits name; customer_id as a number', () => {
    const user = { profile: { sub: '5', name: 'Anna Maria Beispiel', customer_id: '5' }, expires_at: 100, id_token: 'x' } as unknown as User;
    expect(sessionOf(user)).toEqual({ customerId: 5, firstName: 'Anna', lastName: 'Maria Beispiel', email: null, expiresAt: 100, idToken: 'x' });
    expect(customerIdOf({ customer_id: 0 })).toBeNull();
    expect(customerIdOf({})).toBeNull();
  });
});

describe('createAuth', () => {
  it('counts a stored sign-in only with the rfLoggedIn cookie', async () => {
    storeUser(300);
    expect(await auth().restore()).toEqual({ session: null, refreshable: false });
    setCookie(COOKIES.loggedIn, 'true');
    const restored = await auth().restore();
    expect(restored.session).toMatchObject({ customerId: 5, firstName: 'Anna', lastName: 'Maria Beispiel', idToken: 'id-1' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(auth().storedCustomerId()).toBe(5);
  });

  it('offers the silent login for an expired token with a refresh token, and nothing without one', async () => {
    setCookie(COOKIES.loggedIn, 'true');
    storeUser(-10);
    expect(await auth().restore()).toEqual({ session: null, refreshable: true });
    storeUser(-10, null);
    expect(await auth().restore()).toEqual({ session: null, refreshable: false });
    // No iframe fallback: a renewal without a refresh token fails at once.
    await expect(auth().refresh()).rejects.toThrow('No refresh token stored');
  });

  it('the session check finds the sign-in gone when another tab removed it or its cookie', async () => {
    setCookie(COOKIES.loggedIn, 'true');
    storeUser(300);
    const a = auth();
    expect(await a.check()).toMatchObject({ customerId: 5 });
    deleteCookie(COOKIES.loggedIn);
    expect(await a.check()).toBeNull();
    setCookie(COOKIES.loggedIn, 'true');
    localStorage.removeItem(USER_KEY);
    expect(await a.check()).toBeNull();
  });

  it('clears cookie, stored user and the spec token keys; the logout also clears cart and cp', async () => {
    setCookie(COOKIES.loggedIn, 'true');
    storeUser(300);
    const a = auth();
    await a.restore();
    localStorage.setItem(STORAGE_KEYS.cart, '{}');
    localStorage.setItem(STORAGE_KEYS.creditPackages, '[]');
    a.clearSession();
    expect(getCookie(COOKIES.loggedIn)).toBeNull();
    for (const key of [USER_KEY, STORAGE_KEYS.token, STORAGE_KEYS.refreshToken]) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('{}');
    clearCartStorage();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.creditPackages)).toBeNull();
  });
});

describe('return addresses', () => {
  it('adds the known affiliate to the dashboard and to return URLs without one', () => {
    expect(dashboardUrl(true)).toBe('/customer-dashboard');
    setCookie(COOKIES.affiliate, 'partner1');
    expect(dashboardUrl(true)).toBe('/customer-dashboard?aid=partner1');
    expect(dashboardUrl(false)).toBe('/customer-dashboard');
    expect(withAffiliate('/check')).toBe('/check?aid=partner1');
    expect(withAffiliate('/check?aid=other')).toBe('/check?aid=other');
  });
});

describe('logout to the main domain (spec §4)', () => {
  it('takes the main domain as an absolute address; none when it is the shop itself or unusable', () => {
    const origin = 'http://localhost:8080';
    expect(mainDomainAddress('https://www.kursmarkt.example', origin)).toBe('https://www.kursmarkt.example/');
    expect(mainDomainAddress('https://www.kursmarkt.example/start?x=1', origin)).toBe('https://www.kursmarkt.example/start?x=1');
    for (const same of ['', '  ', '/', 'http://localhost:8080', 'http://localhost:8080/']) expect(mainDomainAddress(same, origin)).toBeNull();
    expect(mainDomainAddress('javascript:alert(1)', origin)).toBeNull();
    expect(mainDomainAddress(undefined, origin)).toBeNull();
  });

  /** A logout request as oidc-client-ts stores it before leaving for the end-session endpoint. */
  function storeLogoutRequest(id: string, data: unknown) {
    localStorage.setItem(`oidc.${id}`, JSON.stringify({ id, data, created: Math.floor(Date.now() / 1000), request_type: 'so:r' }));
  }

  it("finds the provider's answer to its logout on the start page and goes on to the main domain", async () => {
    storeLogoutRequest('s1', { continueTo: 'https://www.kursmarkt.example/' });
    window.history.replaceState(null, '', '/?state=s1');
    expect(await auth().restore()).toEqual({ session: null, refreshable: false, continueTo: 'https://www.kursmarkt.example/' });
    // Read once: a reload of that address is an ordinary start-up.
    expect(localStorage.getItem('oidc.s1')).toBeNull();
    expect(await auth().restore()).toEqual({ session: null, refreshable: false });
  });

  it('ignores a state that is not a stored logout of this browser, and a login callback', async () => {
    window.history.replaceState(null, '', '/?state=unknown');
    expect(await auth().restore()).toEqual({ session: null, refreshable: false });
    storeLogoutRequest('s2', { continueTo: 'https://www.kursmarkt.example/' });
    window.history.replaceState(null, '', '/auth/callback?code=c&state=s2');
    expect(await auth().restore()).toEqual({ session: null, refreshable: false });
  });
});

/**
 * The account area in the real app: login and register buttons for guests, the user menu with the
 * spec §2 entries (feature-dependent ones only with their feature) for a restored sign-in, the
 * customer dashboard with the profile from GET /api/customers/{id}, and the 401 → token renewal →
 * repeat of the HTTP client through the login actor. Sign-in data is what oidc-client-ts stores;
 * the provider's token endpoint and the API answer through msw.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, setCookie } from '../../src/lib/cookies';
import { COOKIES, STORAGE_KEYS } from '../../src/shared/constants';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const ISSUER = 'http://localhost/oidc';
const CLIENT_ID = 'kursmarkt-web';
const USER_KEY = `oidc.user:${ISSUER}:${CLIENT_ID}`;

/** A sign-in as oidc-client-ts stores it, and the rfLoggedIn cookie. */
function storeSignIn({ expiresInS = 300, accessToken = 'access-1', refreshToken = 'refresh-1' } = {}) {
  localStorage.setItem(
    USER_KEY,
    JSON.stringify({
      id_token: 'id-token-1',
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      scope: 'openid profile email',
      profile: { sub: '42', iss: ISSUER, aud: CLIENT_ID, exp: 0, iat: 0, given_name: 'Clara', family_name: 'Kunde', email: 'kunde@kursmarkt.example', customer_id: 42 },
      expires_at: Math.floor(Date.now() / 1000) + expiresInS,
    }),
  );
  setCookie(COOKIES.loggedIn, 'true');
}

afterEach(() => deleteCookie(COOKIES.loggedIn));

// A signed-in customer's cart actor loads the server cart: an empty one here.
const EMPTY_CART = {
  positions: [], cartVoucher: null, rejectedVoucher: [], unusedVoucher: [], voucherCodes: [],
  verificationStep: false, paymentStep: false, sumValue: 0,
};
beforeEach(() => server.use(http.get('/api/cart', () => HttpResponse.json(EMPTY_CART))));

const banner = () => within(screen.getByRole('banner'));

function answerCustomer() {
  const authorizations: (string | null)[] = [];
  server.use(
    http.get('/api/customers/42', ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return HttpResponse.json({
        id: 42, email: 'kunde@kursmarkt.example', name: 'Clara', lastname: 'Kunde', street: null, city: null, zipCode: null, country: null,
      });
    }),
  );
  return authorizations;
}

describe('account area', () => {
  it('offers login and register to a guest, and ignores a stored user without the login cookie', async () => {
    storeSignIn();
    deleteCookie(COOKIES.loggedIn);
    await renderApp('/');
    expect(await banner().findByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(banner().getByRole('button', { name: 'Registrieren' })).toBeEnabled();
    expect(banner().queryByRole('button', { name: /Benutzermenü/ })).not.toBeInTheDocument();
    // The stale sign-in is gone (spec §3 keys included).
    await waitFor(() => expect(localStorage.getItem(USER_KEY)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('shows the user menu with first and last name and the spec entries for the active features', async () => {
    storeSignIn();
    const { user } = await renderApp('/', { configuration: { features: ['EDUCATIONAL_STATE'] } });
    const toggle = await banner().findByRole('button', { name: 'Benutzermenü von Clara Kunde' });
    expect(toggle).toHaveTextContent('Clara Kunde');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The tokens are mirrored into the spec §3 keys.
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Übersicht', '/customer-dashboard'],
      ['Mein Fortbildungsstatus', '/customer-dashboard/mein-status'],
      ['Meine Kurse', '/customer-dashboard/meine-kurse'],
      ['Suchfavoriten', '/customer-dashboard/favoriten'],
      ['Meine Daten', '/customer-dashboard/meine-daten'],
      ['Kanzlei', '/customer-dashboard/kanzlei'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('lists the bookmark list only with feature BOOKMARK', async () => {
    storeSignIn();
    const { user } = await renderApp('/', { configuration: { features: ['BOOKMARK'] } });
    await user.click(await banner().findByRole('button', { name: /Benutzermenü/ }));
    expect(banner().getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('href', '/customer-dashboard/merkzettel');
    expect(banner().queryByRole('link', { name: 'Mein Fortbildungsstatus' })).not.toBeInTheDocument();
  });

  it('speaks English in English', async () => {
    await renderApp('/', { language: 'en' });
    expect(await banner().findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(banner().getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
});

describe('customer dashboard', () => {
  // The overview's summary (issue 12): no orders, no saved searches.
  beforeEach(() =>
    server.use(
      http.get('/api/customer/orders', () => HttpResponse.json({ years: [], count: 0 })),
      http.get('/api/favorites', () => HttpResponse.json([])),
    ),
  );

  it("shows the signed-in customer's name and e-mail, asked for with the bearer token, and links to its sections", async () => {
    storeSignIn();
    const authorizations = answerCustomer();
    await renderApp('/customer-dashboard', { configuration: { features: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Willkommen, Clara Kunde' })).toBeInTheDocument();
    expect(screen.getByText('kunde@kursmarkt.example')).toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer access-1']);
    const sections = screen.getByRole('navigation', { name: 'Bereiche Ihres Kontos' });
    // The section navigation (issue 12): the overview first, marked as the current page.
    expect(within(sections).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/customer-dashboard',
      '/customer-dashboard/meine-kurse',
      '/customer-dashboard/favoriten',
      '/customer-dashboard/meine-daten',
      '/customer-dashboard/kanzlei',
    ]);
    expect(within(sections).getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an error with retry when the profile cannot be loaded', async () => {
    storeSignIn();
    let calls = 0;
    server.use(
      http.get('/api/customers/42', () => {
        calls += 1;
        if (calls <= 3) return HttpResponse.json({ statusCode: 503, code: 'UNAVAILABLE', message: 'later' }, { status: 503 });
        return HttpResponse.json({ id: 42, email: 'kunde@kursmarkt.example', name: 'Clara', lastname: 'Kunde', street: null, city: null, zipCode: null, country: null });
      }),
    );
    const { user } = await renderApp('/customer-dashboard');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Ihre Daten konnten gerade nicht geladen werden.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Willkommen, Clara Kunde' })).toBeInTheDocument();
  });

  it('renews an expired access token with the refresh token on a 401 and repeats the call once', async () => {
    storeSignIn();
    const tokenRequests: string[] = [];
    const authorizations: (string | null)[] = [];
    server.use(
      http.get(`${ISSUER}/.well-known/openid-configuration`, () =>
        HttpResponse.json({
          issuer: ISSUER,
          authorization_endpoint: `${ISSUER}/auth`,
          token_endpoint: `${ISSUER}/token`,
          end_session_endpoint: `${ISSUER}/session/end`,
          jwks_uri: `${ISSUER}/jwks`,
        }),
      ),
      http.post(`${ISSUER}/token`, async ({ request }) => {
        tokenRequests.push(await request.text());
        return HttpResponse.json({ access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'Bearer', expires_in: 300, scope: 'openid profile email' });
      }),
      http.get('/api/customers/42', ({ request }) => {
        const authorization = request.headers.get('authorization');
        authorizations.push(authorization);
        if (authorization !== 'Bearer access-2') {
          return HttpResponse.json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' }, { status: 401 });
        }
        return HttpResponse.json({ id: 42, email: 'kunde@kursmarkt.example', name: 'Clara', lastname: 'Kunde', street: null, city: null, zipCode: null, country: null });
      }),
    );
    await renderApp('/customer-dashboard');
    expect(await screen.findByRole('heading', { name: 'Willkommen, Clara Kunde' })).toBeInTheDocument();
    expect(authorizations).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(tokenRequests).toHaveLength(1);
    const form = new URLSearchParams(tokenRequests[0]);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });
});

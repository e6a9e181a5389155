/**
 * Storage `entry` (spec §3) in the app: a sign-in keeps the address it returns to while the visitor is
 * at the provider, and a failed callback's "Erneut anmelden" starts the sign-in towards it again
 * (e.g. /check after "Zur Kasse"), not to the customer dashboard.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../src/lib/auth';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const providerAuth = () =>
  createAuth({
    issuer: 'http://localhost/oidc',
    clientId: 'kursmarkt-web',
    origin: 'http://localhost',
    language: 'de',
  });

describe('sign-in entry', () => {
  it('is kept when a sign-in leaves for the provider', async () => {
    server.use(http.get('http://localhost/oidc/*', () => new HttpResponse(null, { status: 503 })));
    const auth = providerAuth();
    // The provider is out of reach here; the address is kept before the browser would leave.
    await auth.signIn({ returnUrl: '/check?aid=7', screen: 'login' }).catch(() => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.entry)).toBe('/check?aid=7');
  });

  it('a failed callback signs in again towards the kept address', async () => {
    localStorage.setItem(STORAGE_KEYS.entry, '/check');
    const auth = providerAuth();
    vi.spyOn(auth, 'completeLogin').mockRejectedValue(new Error('state expired'));
    const signIn = vi.spyOn(auth, 'signIn').mockReturnValue(new Promise(() => undefined));
    const { user } = await renderApp('/auth/callback?code=c&state=s', { auth });
    await user.click(await screen.findByRole('button', { name: 'Erneut anmelden' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ returnUrl: '/check', screen: 'login' }));
  });
});

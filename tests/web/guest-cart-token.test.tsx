/**
 * The app sends the guest token (spec §6–§7 X-Auth, storage `rf-cart`) with a guest's cart calls, the
 * same one across reloads, and not with the other calls. HTTP is answered by msw at the network boundary.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, GUEST_TOKEN_PATTERN } from '../../src/shared/cart';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

function recordGuestTokens() {
  const sent: { path: string; xAuth: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push({ path: new URL(request.url).pathname, xAuth: request.headers.get('x-auth') });
  });
  server.use(http.post('/api/cart', () => HttpResponse.json(EMPTY_CART)));
  return sent;
}

describe('guest token', () => {
  it('goes with the pricing of the guest cart as X-Auth, from storage "rf-cart", the same after a reload', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ positions: [{ packageId: 12 }], voucherCodes: [] }));
    const sent = recordGuestTokens();
    const first = await renderApp('/warenkorb');
    await waitFor(() => expect(sent.some((request) => request.path === '/api/cart')).toBe(true));
    const token = localStorage.getItem(STORAGE_KEYS.guestCartToken);
    expect(token).toMatch(new RegExp(GUEST_TOKEN_PATTERN));
    expect(sent.filter((request) => request.path === '/api/cart').map((request) => request.xAuth)).toEqual([token]);
    // Nothing else carries it.
    expect(sent.filter((request) => request.path !== '/api/cart' && request.xAuth !== null)).toEqual([]);

    first.unmount();
    sent.length = 0;
    await renderApp('/warenkorb');
    await waitFor(() => expect(sent.some((request) => request.path === '/api/cart')).toBe(true));
    expect(sent.find((request) => request.path === '/api/cart')?.xAuth).toBe(token);
    // The page settles (its lazy parts load) before the test ends.
    expect(await screen.findByRole('heading', { level: 1, name: 'Warenkorb' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });
});

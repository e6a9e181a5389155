/** msw at the network boundary: a server per test file, unhandled requests fail the test. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PaymentMethodOffer } from '../../../src/shared/order';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetHttpConfiguration } from '../../../src/lib/http';

/**
 * Browsers resolve a relative Request URL ('/api/faq', what ky builds from prefixUrl '/api')
 * against the page; Node's Request, which jsdom tests use, refuses it. Resolve against the jsdom page.
 */
function resolveRelativeRequests(): void {
  const NativeRequest = globalThis.Request;
  if ((NativeRequest as { resolvesRelative?: boolean }).resolvesRelative) return;
  class PageRequest extends NativeRequest {
    static resolvesRelative = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
}

resolveRelativeRequests();

/**
 * What every test's server answers unless a test says otherwise: the payment methods the cart page
 * names (the server's default PAYMENT_METHODS with the demo's test card provider), and a verified
 * address without participant bookings ("Meine Kurse" asks, EmailVerificationNotice), and on no
 * waiting list (WaitingListSection); a date without a waiting list for organizer staff.
 */
export const DEFAULT_PAYMENT_METHODS: PaymentMethodOffer[] = [
  { method: 'INVOICE', redirect: false, testMode: false },
  { method: 'SEPA_DIRECT_DEBIT', redirect: false, testMode: false },
  { method: 'CREDIT_CARD', redirect: true, testMode: true },
];

export function useMswServer() {
  const server = setupServer(
    http.get('/api/cart/payment-methods', () => HttpResponse.json(DEFAULT_PAYMENT_METHODS)),
    http.get('/api/customer/bookings', () => HttpResponse.json({ bookings: [], emailVerified: true })),
    http.get('/api/customer/waiting-list', () => HttpResponse.json([])),
    http.get('/api/organizer/schedules/:scheduleId/waiting-list', () => HttpResponse.json({ entries: [] })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    resetHttpConfiguration();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

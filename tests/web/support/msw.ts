/** msw at the network boundary: a server per test file, unhandled requests fail the test. */
import { setupServer } from 'msw/node';
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

export function useMswServer() {
  const server = setupServer();
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

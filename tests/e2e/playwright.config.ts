import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';
import { MAINTENANCE_URL, shopUrl, WORKERS } from './support/servers.ts';

/**
 * Browser tests in Debian's Chromium against the real server: the built SPA, the API and a fresh
 * embedded database (in memory, seeded at start-up), one server per worker (support/servers.ts,
 * support/test.ts). One more server runs in maintenance mode.
 */
const server = (url: string, extra: Record<string, string> = {}) => ({
  command: 'npx tsx src/server/server.ts',
  cwd: '../..',
  url: `${url}/api/configuration`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    DEMO: 'true',
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: 'true',
    // The movable demo clock: distance-learning.e2e.ts sees instalments fall due months later.
    DEV_CLOCK: 'true',
    // The configured main domain, not the demo's default (the shop itself): the logout test must see
    // the shop leave for it (support/shop.ts answers that host's request).
    MAIN_DOMAIN: 'https://www.kursmarkt.example',
    // A tag manager, so consent.e2e.ts sees it load after consent (it answers the request itself);
    // the other tests start with a stored refusal (support/consent.ts) and never load it.
    TAG_MANAGER_ID: 'GTM-E2E0001',
    ...extra,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results',
  // One file at a time per worker, each worker on its own shop server.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  use: {
    // support/test.ts gives each worker its own shop's address.
    baseURL: shopUrl(0),
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, worker) => server(shopUrl(worker))),
    server(MAINTENANCE_URL, { MAINTENANCE: 'true' }),
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';

/**
 * Browser tests in Debian's Chromium against the real server: the built SPA, the API and a fresh
 * embedded database (in memory, seeded at start-up). A second server runs in maintenance mode.
 */
// E2E_PORT moves both servers (E2E_PORT and E2E_PORT + 1), so two checkouts can run their browser
// tests side by side on one machine.
const shopPort = Number(process.env.E2E_PORT ?? 4173);
export const SHOP_URL = `http://localhost:${shopPort}`;
export const MAINTENANCE_URL = `http://localhost:${shopPort + 1}`;

const server = (port: number, extra: Record<string, string> = {}) => ({
  command: 'npx tsx src/server/server.ts',
  cwd: '../..',
  url: `http://localhost:${port}/api/configuration`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: 'true',
    // The configured main domain, not the demo's default (the shop itself): the logout test must see
    // the shop leave for it (support/shop.ts answers that host's request).
    MAIN_DOMAIN: 'https://www.kursmarkt.example',
    // Every sign-in and registration of two workers comes from one address (127.0.0.1); the limit per
    // client and minute itself is tested in tests/server/security-login.test.ts.
    LOGIN_RATE_LIMIT: '60',
    ...extra,
  },
});

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
/** The files that sign in as the demo customer (support/shop.ts DEMO_CUSTOMER). */
const DEMO_ACCOUNT_FILES = /[\\/](customer-area|links|signin)\.e2e\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results',
  // Two workers, one file at a time each: both cores (issue 22 §4). The files that sign in with the one
  // demo account share its cart and bookmarks, so they run one after another (their project's workers: 1).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  use: {
    baseURL: SHOP_URL,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  // The demo account's files first: one worker takes them one after another while the other starts on
  // the rest (listed last, they were left for the end, when only one worker could run them).
  projects: [
    { name: 'demo account', testMatch: DEMO_ACCOUNT_FILES, workers: 1, use: CHROMIUM },
    { name: 'chromium', testIgnore: DEMO_ACCOUNT_FILES, use: CHROMIUM },
  ],
  webServer: [server(shopPort), server(shopPort + 1, { MAINTENANCE: 'true' })],
});

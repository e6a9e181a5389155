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
    ...extra,
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  use: {
    baseURL: SHOP_URL,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [server(shopPort), server(shopPort + 1, { MAINTENANCE: 'true' })],
});

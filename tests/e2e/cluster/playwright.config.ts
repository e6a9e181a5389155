import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../support/chromium.ts';

/**
 * The browser journeys that matter most, through the load balancer (issue 28): `npm run cluster`
 * with three instances behind nginx on one PostgreSQL, and the sign-in and both checkouts of the
 * main suite run against the balancer's address — each request may land on any instance (round
 * robin), so a login started on one completes on another, a cart written on one is read on the
 * next, a payment page served by one is confirmed on another. CI runs it once (.ci/run).
 */
const PORT = 4390;
// The suite's support/servers.ts reads the first shop's port from here: the balancer is that shop.
process.env.E2E_PORT = String(PORT);
const url = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: '..',
  testMatch: ['signin.e2e.ts', 'checkout-customer.e2e.ts', 'checkout-guest.e2e.ts'],
  outputDir: '../../../test-results/cluster',
  fullyParallel: false,
  // One worker: support/test.ts gives worker n the shop at E2E_PORT + n, and there is one balancer.
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 90_000,
  use: {
    baseURL: url,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npm run cluster -- --instances 3 --port ${PORT}`,
    cwd: '../../..',
    url: `${url}/api/configuration`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // The cluster ends its instances, nginx and its PostgreSQL on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'true',
      // As the main suite's servers (playwright.config.ts): logout leaves for the main domain, a tag
      // manager is configured (the tests start with a stored refusal and never load it).
      MAIN_DOMAIN: 'https://www.kursmarkt.example',
      TAG_MANAGER_ID: 'GTM-E2E0001',
    },
  },
});

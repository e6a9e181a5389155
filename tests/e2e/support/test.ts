/**
 * `test` and `expect` of the browser tests: Playwright's, with each test's address (baseURL, which
 * `page.goto` and the `request` fixture use) the shop of its own worker (support/servers.ts), and each
 * test's browser context recording the flow coverage (support/flow-coverage-fixture.ts) — an override
 * of `context`, so every test with a page records, and tests without one open no browser for it.
 * The context also starts with a stored cookie choice (support/consent.ts), unless a test sets
 * `storedConsent: false` to meet the consent dialog.
 */
import { test as base } from '@playwright/test';
import { storeConsentChoice } from './consent.ts';
import { recordFlowCoverage } from './flow-coverage-fixture.ts';
import { shopUrl } from './servers.ts';

export const test = base.extend<{ storedConsent: boolean }>({
  storedConsent: [true, { option: true }],
  baseURL: async ({}, use, testInfo) => {
    await use(shopUrl(testInfo.parallelIndex));
  },
  context: async ({ context, storedConsent }, use, testInfo) => {
    if (storedConsent) await storeConsentChoice(context);
    await recordFlowCoverage(context, testInfo, use);
  },
});

export { expect } from '@playwright/test';

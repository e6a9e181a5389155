/**
 * `test` and `expect` of the browser tests: Playwright's, with each test's address (baseURL, which
 * `page.goto` and the `request` fixture use) the shop of its own worker (support/servers.ts).
 */
import { test as base } from '@playwright/test';
import { shopUrl } from './servers.ts';

export const test = base.extend({
  baseURL: async ({}, use, testInfo) => {
    await use(shopUrl(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';

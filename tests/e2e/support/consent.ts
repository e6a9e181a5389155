/**
 * The cookie choice of the browser tests (issue 26 §4). Every test's context starts with a stored
 * choice — all rejected — so the consent dialog does not cover the flows under test
 * (support/test.ts); tests/e2e/consent.e2e.ts switches that off to see the dialog. A context a test
 * opens itself (browser.newContext) gets the same with `storeConsentChoice`.
 */
import type { BrowserContext } from '@playwright/test';

/** localStorage `consent` as src/lib/consent.ts writes it (CONSENT_VERSION 1). */
export const REJECTED_CONSENT = { version: 1, date: '2026-01-01T00:00:00.000Z', statistics: false, affiliate: false };

/** Stores the choice in every page of the context before the shop's scripts run (a choice already there stays). */
export async function storeConsentChoice(context: BrowserContext, record: object = REJECTED_CONSENT): Promise<void> {
  await context.addInitScript((value) => {
    try {
      if (!localStorage.getItem('consent')) localStorage.setItem('consent', value);
    } catch {
      // A page without storage (about:blank, a data: URL): nothing to store.
    }
  }, JSON.stringify(record));
}

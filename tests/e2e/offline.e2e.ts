import { expect, test } from './support/test.ts';
import boot from '../../src/locales/de/boot.json' with { type: 'json' };

test('the service worker serves the shell offline and never answers the API from its cache', async ({ page, context }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not yet controlled; a reload is, so the shell and its assets are cached.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // The shell itself comes from the cache: the app starts and shows its own start-up error,
  // because configuration and messages are never served stale.
  await expect(page.getByRole('heading', { name: boot.title })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: boot.retry }).click();
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 1 })).toBeVisible();
});

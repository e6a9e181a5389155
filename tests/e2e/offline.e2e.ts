import { expect, test } from './support/test.ts';
import boot from '../../src/locales/de/boot.json' with { type: 'json' };
import { FILL_DELAY_MS } from '../../src/sw/register.ts';

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

test('the service worker caches every other built asset once the page has long loaded, so unvisited pages open offline', async ({ page }) => {
  // The page asks for the rest FILL_DELAY_MS after its load (src/sw/register.ts): the clock runs that on.
  await page.clock.install();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 1 })).toBeVisible();
  const built = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const source = await (await fetch('/sw.js')).text();
    return JSON.parse(/const PRECACHE = (\[.*?\]);/.exec(source)![1]!) as string[];
  });
  const cachedCount = () =>
    page.evaluate(async (paths) => {
      const name = (await caches.keys()).find((key) => key.startsWith('kursmarkt-shell-'));
      if (!name) return 0;
      const cache = await caches.open(name);
      return (await Promise.all(paths.map((path) => cache.match(path)))).filter(Boolean).length;
    }, built);
  // At install only the shell and what it loads at start.
  expect(await cachedCount()).toBeLessThan(built.length / 4);
  await page.clock.runFor(FILL_DELAY_MS);
  await expect.poll(cachedCount, { timeout: 30_000 }).toBe(built.length);
});

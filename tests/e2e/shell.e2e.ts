import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { FaqEntry, Messages } from '../../src/shared/types.ts';
import { MAINTENANCE_URL } from './support/servers.ts';

const messages = async (request: APIRequestContext, language: 'de' | 'en') =>
  (await (await request.get(`/api/messages?language=${language}`)).json()) as Messages;

test('the start page renders German text from /api/messages; English reloads the page in English', async ({ page, request }) => {
  const german = await messages(request, 'de');
  const english = await messages(request, 'en');
  expect(german.texts['welcome.title']).not.toBe(english.texts['welcome.title']);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: german.texts['welcome.title'] })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(german.defaultSiteTitleShort));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Choosing a language loads the page anew: the new page's state is checked below, not the old radio's.
  await page.getByRole('radio', { name: 'English' }).click();
  await page.waitForURL(/[?&]language=en/);
  await expect(page.getByRole('heading', { name: english.texts['welcome.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The choice is remembered without the query parameter.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: english.texts['welcome.title'] })).toBeVisible();
});

test('the FAQ accordion opens an answer', async ({ page, request }) => {
  const faq = (await (await request.get('/api/faq?language=de')).json()) as FaqEntry[];
  const first = faq[0]!;
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 1 })).toBeVisible();
  const question = page.getByRole('button', { name: first.question });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(first.answer)).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(first.answer)).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/diese/seite/gibt/es/nicht');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Upps! Da ist was schief gelaufen.')).toBeVisible();
  await expect(page.getByText('Die gesuchte Seite existiert leider nicht!')).toBeVisible();
  await page.getByRole('link', { name: /Startseite/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('with maintenance on, every page shows "Wartung"', async ({ page }) => {
  for (const path of ['/', '/faq', '/impressum']) {
    await page.goto(MAINTENANCE_URL + path);
    await expect(page.getByRole('heading', { name: 'Wartung' })).toBeVisible();
  }
});

test('a static content page shows its text and a page title by the title rule', async ({ page, request }) => {
  const imprint = await (await request.get('/api/messages/content/impressum?language=de')).json();
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { name: imprint.title, level: 1 })).toBeVisible();
  await expect(page.getByText(imprint.sections[0].paragraphs[0], { exact: true })).toBeVisible();
});

import { expect, test } from './support/test.ts';

test('newsletter sign-up with double opt-in through the mail outbox', async ({ page, request }) => {
  const email = `e2e-${Date.now()}@kanzlei.example`;
  await page.goto('/');
  // The start page's newsletter block (its NEWSLETTER module; the footer leaves it out there).
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await newsletter.getByRole('textbox', { name: /E-Mail/ }).fill(email);
  await newsletter.getByRole('button', { name: /Anmelden|Abonnieren/ }).click();
  await expect(newsletter.getByText('Vielen Dank für Ihre Anmeldung!')).toBeVisible();

  const mails = (await (await request.get('/api/dev/mails')).json()) as { recipient: string; textBody: string }[];
  const mail = mails.find((candidate) => candidate.recipient === email);
  const link = /http:\/\/localhost:\d+(\/newsletter-confirmation\?token=[\w-]+)/.exec(mail!.textBody)![1]!;

  await page.goto(link);
  await expect(page.getByText(email)).toBeVisible();
});

test('an invalid address is answered with the spec text', async ({ page }) => {
  await page.goto('/');
  // The start page's newsletter block (its NEWSLETTER module; the footer leaves it out there).
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await newsletter.getByRole('textbox', { name: /E-Mail/ }).fill('kanzlei@localhost');
  await newsletter.getByRole('button', { name: /Anmelden|Abonnieren/ }).click();
  await expect(newsletter.getByText('Bitte geben Sie eine gültige E-Mail-Adresse an!')).toBeVisible();
});

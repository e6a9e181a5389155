import { expect, test } from './support/test.ts';

test('a contact request is sent, stored and mailed to the team', async ({ page, request }) => {
  const subject = `Inhouse-Schulung ${Date.now()}`;
  await page.goto('/kontakt');
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();

  await form.getByLabel(/^Name/).fill('Dr. Maria Schulz');
  await form.getByLabel(/^E-Mail-Adresse/).fill('schulz@kanzlei.example');
  await form.getByLabel(/^Betreff/).fill(subject);
  await form.getByLabel(/^Nachricht/).fill('Wir möchten zwölf Personen im Arbeitsrecht schulen lassen.');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Vielen Dank für Ihre Nachricht!')).toBeVisible();

  const mails = (await (await request.get('/api/dev/mails')).json()) as { subject: string }[];
  expect(mails.map((mail) => mail.subject)).toContain(`Kontaktanfrage: ${subject}`);
});

/**
 * Verified e-mail addresses (issue 25 §3) in Chromium against the real server, on a 360 × 740 phone:
 * a new account sees in "Meine Kurse" why bookings others made for it are not shown yet; the mail
 * "Bitte bestätigen Sie Ihre E-Mail-Adresse" arrives in the development mailbox; its link confirms the
 * address, and "Meine Kurse" no longer asks. No page scrolls sideways.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll, json, registerOnProvider } from './support/shop.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

interface DevMail {
  recipient: string;
  subject: string;
  textBody: string;
}

const NOTICE = /Bitte bestätigen Sie Ihre E-Mail-Adresse\. Erst danach zeigen wir Ihnen hier die Kurse/;

async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await json<DevMail[]>(request, '/api/dev/mails')).find(
          (candidate) => candidate.recipient === email && candidate.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        );
        link = mail && /https?:\/\/\S+\/e-mail-bestaetigen#token=\S+/.exec(mail.textBody)?.[0];
        return link !== undefined;
      },
      { message: `the verification mail to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

test('a new account confirms its address from the mail; "Meine Kurse" stops asking', async ({ page, request }) => {
  await page.goto('/');
  // The header's button works once the page's script runs: click until the provider's page opens.
  await expect(async () => {
    if (!/\/oidc\/interaction\//.test(page.url())) await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const email = await registerOnProvider(page, 'Vera', 'Verifiziert');
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });

  await page.goto('/customer-dashboard/meine-kurse');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expectNoSidewaysScroll(page, 'Meine Kurse, address not confirmed');

  const link = new URL(await verificationLink(request, email));
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText(`Vielen Dank: Ihre E-Mail-Adresse ${email} ist bestätigt.`)).toBeVisible();
  await expectNoSidewaysScroll(page, '/e-mail-bestaetigen');

  await page.getByRole('link', { name: 'Zu Meine Kurse' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\/meine-kurse$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

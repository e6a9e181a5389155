/**
 * The firm account "Kanzlei" (issue 25 §7) in Chromium against the real server, on a 360 × 740 phone:
 * the demo firm's office manager sees the members and the hours table (cards on the phone, no sideways
 * scroll) and invites a new colleague; the colleague, registered and with the address confirmed from
 * the mail, opens the invitation's link from the development mailbox and accepts; the firm's page
 * then shows them as a member, and the office manager's members list shows them too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { storeConsentChoice } from './support/consent.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll, json, logInOnProvider, registerOnProvider } from './support/shop.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const MANAGER = { email: 'kanzlei@kursmarkt.example', password: 'Kanzlei-Demo-2026' };

interface DevMail {
  recipient: string;
  subject: string;
  textBody: string;
}

/** The link of the newest mail to `email` whose text holds `pattern`. */
async function mailedLink(request: APIRequestContext, email: string, pattern: RegExp): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await json<DevMail[]>(request, '/api/dev/mails')).find((candidate) => candidate.recipient === email && pattern.test(candidate.textBody));
      link = mail && pattern.exec(mail.textBody)?.[0];
      return link !== undefined;
    }, { message: `a mail to ${email}`, timeout: 20_000 })
    .toBe(true);
  return new URL(link!);
}

async function signInAt(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(path);
  await logInOnProvider(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 20_000 });
}

test("the office manager sees the firm's hours and invites a colleague, who accepts from the mail", async ({ page, browser, request }) => {
  // The colleague-to-be: a new account with a confirmed address.
  await page.goto('/');
  await expect(async () => {
    if (!/\/oidc\/interaction\//.test(page.url())) await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const email = await registerOnProvider(page, 'Nora', 'Neu');
  await expect(page).toHaveURL(/\/customer-dashboard$/, { timeout: 20_000 });
  const verify = await mailedLink(request, email, /https?:\/\/\S+\/e-mail-bestaetigen#token=\S+/);
  await page.goto(`${verify.pathname}${verify.hash}`);
  await expect(page.getByText(`Vielen Dank: Ihre E-Mail-Adresse ${email} ist bestätigt.`)).toBeVisible();

  // The office manager, in a browser of their own.
  const office = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, baseURL: new URL(page.url()).origin });
  await storeConsentChoice(office);
  const manager = await office.newPage();
  await signInAt(manager, '/customer-dashboard/kanzlei', MANAGER);
  await expect(manager.getByRole('heading', { level: 2, name: 'Kanzlei Demo & Partner' })).toBeVisible();
  await expect(manager.getByText('Büroleitung').first()).toBeVisible();
  const table = manager.getByRole('table', { name: /^Stunden \d{4}$/ });
  await expect(table.getByRole('rowheader', { name: 'Anna Anwältin' }).first()).toBeVisible();
  await expect(table).toContainText('Es fehlen');
  await expectNoSidewaysScroll(manager, 'Kanzlei (office manager)');
  const { violations } = await new AxeBuilder({ page: manager }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const invite = manager.getByRole('form', { name: 'Kollegin oder Kollegen einladen' });
  await invite.getByLabel(/E-Mail-Adresse/).fill(email);
  await invite.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Die Einladung an ${email} ist unterwegs.`);
  await expect(manager.getByRole('list', { name: 'Offene Einladungen' })).toContainText(email);

  // The colleague opens the mail's link and accepts.
  const link = await mailedLink(request, email, /https?:\/\/\S+\/kanzlei-einladung#token=[A-Za-z0-9_-]{43}/);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText(/Sie sind eingeladen, der Kanzlei „Kanzlei Demo & Partner“ beizutreten/)).toBeVisible();
  await expectNoSidewaysScroll(page, '/kanzlei-einladung');
  await page.getByRole('button', { name: 'Einladung annehmen' }).click();
  await expect(page.getByText('Sie sind jetzt Mitglied der Kanzlei „Kanzlei Demo & Partner“.')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Kanzlei' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kanzlei Demo & Partner' })).toBeVisible();
  await expect(page.getByText('Mitglied', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'Kanzlei (member)');

  await manager.reload();
  await expect(manager.getByRole('list', { name: 'Mitglieder', exact: true })).toContainText(email);
  await office.close();
});

/**
 * The test card provider's payment page, server-rendered in German or English: marked as test mode
 * in its title, heading and a banner, showing the amount and the order number, with "Bezahlen",
 * "Ablehnen" and "Abbrechen". Each button posts the page's synchronizer token back. No inline script
 * or style (the shop's CSP has no 'unsafe-inline'): the look comes from test-payment.css.
 */
import { escapeHtml } from '../../../../shared/escape-html.ts';
import { formatCents, formatMoment } from '../../../documents/index.ts';
import { FAVICON_LINK } from '../../../plugins/favicon.ts';
import type { PageLanguage } from '../provider.ts';
import type { TestSession } from './sessions.ts';

export const PAGE_TEXTS = {
  de: {
    title: 'Testzahlung',
    banner: 'Testmodus – es wird kein Geld bewegt',
    intro:
      'Diese Seite steht für den Zahlungsdienst einer echten Kreditkartenzahlung. Wählen Sie, wie die Zahlung ausgehen soll.',
    amount: 'Betrag',
    order: 'Bestellung',
    pay: 'Bezahlen',
    decline: 'Ablehnen',
    cancel: 'Abbrechen',
    decided: {
      PAID: 'Diese Zahlung ist bezahlt.',
      DECLINED: 'Diese Zahlung wurde abgelehnt.',
      CANCELLED: 'Diese Zahlung wurde abgebrochen.',
      PENDING: '',
    },
    refunded: (amount: string, day: string) => `Erstattet: ${amount} am ${day}`,
    back: 'Zurück zum Shop',
    otherLanguage: 'English',
    badToken: 'Das Formular ist abgelaufen. Bitte versuchen Sie es noch einmal.',
  },
  en: {
    title: 'Test payment',
    banner: 'Test mode – no money is moved',
    intro: 'This page stands in for the payment service of a real card payment. Choose how the payment should end.',
    amount: 'Amount',
    order: 'Order',
    pay: 'Pay',
    decline: 'Decline',
    cancel: 'Cancel',
    decided: {
      PAID: 'This payment has been paid.',
      DECLINED: 'This payment was declined.',
      CANCELLED: 'This payment was cancelled.',
      PENDING: '',
    },
    refunded: (amount: string, day: string) => `Refunded: ${amount} on ${day}`,
    back: 'Back to the shop',
    otherLanguage: 'Deutsch',
    badToken: 'The form has expired. Please try again.',
  },
} as const;

export const TEST_PAGE_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;background:#f4f5f7;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.banner{margin:0 0 1rem;padding:.75rem 1rem;background:#fff3cd;border:2px dashed #b8860b;border-radius:.375rem;font-weight:700;color:#5c4400}
h1{font-size:1.5rem;margin:0 0 .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.25rem;font-weight:700}
form{display:flex;flex-wrap:wrap;gap:.5rem;margin:1.25rem 0 0}
button,.button{font:inherit;padding:.625rem 1.25rem;border-radius:.375rem;border:1px solid #555;background:#fff;color:#1a1a1a;cursor:pointer;text-decoration:none;display:inline-block}
button.pay{background:#0b6e2e;border-color:#0b6e2e;color:#fff}
button.decline{background:#a4161a;border-color:#a4161a;color:#fff}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.refund{font-weight:600;color:#0b6e2e}
.alert{padding:.5rem .75rem;background:#fdecea;border-left:4px solid #a4161a}
.language{margin:1rem 0 0;font-size:.875rem}
@media (max-width:24rem){main{margin:0;border-radius:0}button{flex:1 1 100%}}`;

export function testPaymentPage(
  session: TestSession,
  language: PageLanguage,
  pagePath: string,
  problem?: 'badToken',
): string {
  const t = PAGE_TEXTS[language];
  const other: PageLanguage = language === 'de' ? 'en' : 'de';
  const pending = session.outcome === 'PENDING';
  const body = pending
    ? `<p>${escapeHtml(t.intro)}</p>
<form method="post" action="${escapeHtml(pagePath)}">
<input type="hidden" name="token" value="${escapeHtml(session.csrfToken)}">
<input type="hidden" name="lang" value="${language}">
<button type="submit" name="decision" value="pay" class="pay">${escapeHtml(t.pay)}</button>
<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(t.decline)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(t.cancel)}</button>
</form>`
    : `<p role="status">${escapeHtml(t.decided[session.outcome])}</p>
${session.refunds
  .map((refund) => `<p class="refund">${escapeHtml(t.refunded(formatCents(refund.amountValue, language), formatMoment(refund.createdAt, language).day))}</p>\n`)
  .join('')}<p><a class="button" href="${escapeHtml(session.returnUrl)}">${escapeHtml(t.back)}</a></p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} – ${escapeHtml(t.banner)}</title>
${FAVICON_LINK}
<link rel="stylesheet" href="${escapeHtml(pagePath.replace(/\/[^/]*$/, ''))}/test-payment.css">
</head>
<body>
<main>
<p class="banner" role="note">${escapeHtml(t.banner)}</p>
<h1>${escapeHtml(t.title)}</h1>
${problem ? `<p class="alert" role="alert">${escapeHtml(t[problem])}</p>\n` : ''}<dl>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(formatCents(session.amountValue, language))}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(session.description)}</dd>
</dl>
${body}
<p class="language"><a href="${escapeHtml(pagePath)}?lang=${other}" lang="${other}">${escapeHtml(t.otherLanguage)}</a></p>
</main>
</body>
</html>`;
}

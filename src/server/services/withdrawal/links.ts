/**
 * Who may withdraw an order is decided by a signed link (services/signed-link.ts), never by what the
 * browser claims (src/shared/withdrawal.ts):
 * - a typed order number + e-mail is answered by MAILING a link to that address, and only when both
 *   match one order; the answer is the same either way, so nobody learns whether an order exists or
 *   withdraws a stranger's. The mail counts toward the address's daily share of mails strangers may
 *   trigger (mail.ts queueRequestedMail), so the form cannot flood an inbox;
 * - a signed-in customer gets a token for their own order (another's: 404);
 * - the credit note's download link in the confirmation mail carries a token of its own purpose.
 * A token that is forged, altered or of another purpose answers 403 WITHDRAWAL_TOKEN_INVALID; a
 * genuine one past its expiry 410 WITHDRAWAL_TOKEN_EXPIRED (ask for a new link).
 */
import { WITHDRAWAL_LINK_DAYS, type WithdrawalLinkRequest } from '../../../shared/withdrawal.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { formatDay } from '../../documents/index.ts';
import { queueRequestedMail } from '../mail.ts';
import { checkoutSettings } from '../payment/index.ts';
import { SignedLinkError, signLink, verifyLink } from '../signed-link.ts';
import { WITHDRAWAL_PAGE, WITHDRAWAL_PURPOSE, withdrawalToken } from '../withdrawal-link/index.ts';

export { WITHDRAWAL_PAGE, WITHDRAWAL_PURPOSE, withdrawalToken };

/** The credit note link of the confirmation mail: it downloads, it does not withdraw. */
export const CREDIT_NOTE_PURPOSE = 'credit-note';
/** The credit note is a document to keep: its link stays valid a year. */
const CREDIT_NOTE_LINK_DAYS = 366;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function creditNoteUrl(db: Database, orderId: number): Promise<string> {
  const token = await signLink(db, { purpose: CREDIT_NOTE_PURPOSE, orderId, expiresAt: inDays(CREDIT_NOTE_LINK_DAYS) });
  return `${checkoutSettings().publicUrl}/api/withdrawals/${token}/credit-note`;
}

/** The order a token opens for one of `purposes` (the first that verifies); 403 / 410 otherwise. */
export async function orderOfToken(db: Database, token: string, purposes: readonly string[] = [WITHDRAWAL_PURPOSE]): Promise<number> {
  let expired = false;
  for (const purpose of purposes) {
    try {
      return (await verifyLink(db, token, purpose)).orderId;
    } catch (error) {
      if (!(error instanceof SignedLinkError)) throw error;
      expired ||= error.reason === 'expired';
    }
  }
  if (expired) throw new HttpError(410, 'WITHDRAWAL_TOKEN_EXPIRED', 'The withdrawal link has expired; please ask for a new one');
  throw new HttpError(403, 'WITHDRAWAL_TOKEN_INVALID', 'The withdrawal link is not valid; please use the link from the e-mail or ask for a new one');
}

const LINK_MAIL = {
  de: {
    subject: (number: string) => `Ihr Link zum Widerruf der Bestellung ${number}`,
    text: (number: string, link: string, until: string) =>
      [
        'Guten Tag,',
        '',
        `Sie haben einen Link angefordert, um Ihren Vertrag aus der Bestellung ${number} zu widerrufen. Über diesen Link können Sie die Positionen wählen und den Widerruf erklären:`,
        link,
        '',
        `Der Link ist bis zum ${until} gültig. Haben Sie ihn nicht angefordert, können Sie diese E-Mail einfach ignorieren; es ändert sich nichts.`,
        '',
        'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
      ].join('\n'),
  },
  en: {
    subject: (number: string) => `Your link to withdraw from order ${number}`,
    text: (number: string, link: string, until: string) =>
      [
        'Hello,',
        '',
        `You asked for a link to withdraw from the contract of order ${number}. With this link you can choose the positions and declare the withdrawal:`,
        link,
        '',
        `The link is valid until ${until}. If you did not ask for it, simply ignore this e-mail; nothing changes.`,
        '',
        'Kind regards\nYour Kursmarkt team',
      ].join('\n'),
  },
} as const;

/**
 * POST /api/withdrawals/link-requests: mails a withdrawal link when the number and the address belong
 * to one order (the address compared without regard to case); otherwise does nothing. Either way the
 * caller answers the same.
 */
export async function requestWithdrawalLink(db: Database, request: WithdrawalLinkRequest): Promise<void> {
  const [order] = await db.query<{ id: number; email: string }>(
    'select id::int as id, email from customer_order where order_number = $1 and lower(email) = lower($2)',
    [request.orderNumber.trim(), request.email.trim()],
  );
  if (!order) return;
  const token = await withdrawalToken(db, order.id);
  const link = `${checkoutSettings().publicUrl}${WITHDRAWAL_PAGE}#token=${token}`;
  const until = formatDay(inDays(WITHDRAWAL_LINK_DAYS).toISOString().slice(0, 10), request.language);
  const text = LINK_MAIL[request.language];
  // To the address of the order (as ordered), not the typed spelling.
  await db.transaction((tx) =>
    queueRequestedMail(tx, { to: order.email, subject: text.subject(request.orderNumber.trim()), text: text.text(request.orderNumber.trim(), link, until) }),
  );
}

/** POST /api/customer/orders/{orderNumber}/withdrawal-link: a token for the signed-in customer's own order; 404 otherwise. */
export async function customerWithdrawalToken(db: Database, customerId: number, orderNumber: string): Promise<string> {
  const [order] = await db.query<{ id: number }>(
    'select id::int as id from customer_order where order_number = $1 and customer_id = $2',
    [orderNumber, customerId],
  );
  if (!order) throw notFound(`Order ${orderNumber}`);
  return withdrawalToken(db, order.id);
}

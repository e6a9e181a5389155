/**
 * Queues the order e-mails with their attachments, in the caller's transaction (services/mail.ts):
 * - when an order is placed (placed-mail.ts): the AGB PDF — and the invoice PDF when the order became
 *   binding in the same transaction; the AGB's version is stored with the order here, so the order
 *   names exactly the text its mail carried;
 * - when it becomes binding later (confirmation-mail.ts): the invoice PDF;
 * - with either, when the buyer gave an invoice e-mail of its own (issue 25 §2): the invoice once more
 *   to that address (queueInvoiceMail);
 * - with every invoice of a firm that asked for an XRechnung at checkout (issue 26 §1): its XRechnung
 *   XML as well, next to the PDF;
 * - with the confirmation (either way), each named participant's own booking confirmation with the
 *   .ics (issue 25 §3, services/participants/mail.ts), after the buyer's mails.
 */
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { loadContentPage } from '../content.ts';
import { queueMail, type MailAttachment } from '../mail.ts';
import {
  invoiceAttachments,
  readOrderFacts,
  type InvoiceRecord,
  type OrderFacts,
} from '../invoice/index.ts';
import { withdrawalUrl } from '../withdrawal-link/index.ts';
import { queueOrderConfirmedJob } from '../jobs/index.ts';
import { namingLinkFor, queueParticipantMails, seatsOfPositions } from '../participants/index.ts';
import { agbFileName, currentAgb, recordAgbVersion, renderAgbPdf } from '../terms/index.ts';
import { sellerIdentity } from '../../../shared/seller.ts';
import type { ContentPage } from '../../../shared/types.ts';
import { formatDay } from '../../documents/index.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { TEXT } from './mail-texts.ts';
import type { ConfirmedPayment } from './mail-sections.ts';
import { placedMail } from './placed-mail.ts';
import { checkoutSettings } from './settings.ts';

const PDF = 'application/pdf';

/** The invoice's attachments for the order's mails (invoice/attachments.ts). */
const invoiceFilesOf = (facts: OrderFacts, invoice: InvoiceRecord, payment: ConfirmedPayment | null) =>
  invoiceAttachments({
    order: facts.order,
    invoice,
    settlement: payment && { mandateReference: payment.mandateReference, iban: payment.iban },
    language: facts.language,
  });

/** A consumer order's signed link to "Vertrag widerrufen"; a business order has no right of withdrawal. */
async function consumerWithdrawalUrl(tx: Queryable, facts: OrderFacts, publicUrl: string): Promise<string | null> {
  return facts.order.buyer.buyerType === 'CONSUMER' ? withdrawalUrl(tx, facts.order.id, publicUrl) : null;
}

/** The page /widerruf in the order's language, or null where a deployment has none (the mail then links it). */
async function withdrawalPage(tx: Queryable, facts: OrderFacts, seller: Parameters<typeof loadContentPage>[3]) {
  if (facts.order.buyer.buyerType !== 'CONSUMER') return null;
  try {
    return await loadContentPage(tx, 'widerruf', facts.language, seller);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

export interface PlacedMailOptions {
  /** A guest's signed link to continue the order; null for a customer. */
  continueLink: { url: string; expiresAt: Date } | null;
  /** Set when the order became binding in the placing transaction. */
  confirmation?: { invoice: InvoiceRecord; payment: ConfirmedPayment | null } | null;
}

/**
 * The facts of the buyer's mails with each course line's seats and who takes them (issue 25 §1): an
 * office manager who booked for colleagues reads in the mail whom the firm booked, and which places
 * still want a name.
 */
async function mailFacts(tx: Queryable, orderId: number): Promise<OrderFacts> {
  const facts = await readOrderFacts(tx, orderId);
  const courses = facts.order.lines.filter((line) => line.kind === 'COURSE');
  const seats = await seatsOfPositions(tx, new Map(courses.map((line) => [line.positionId, line.seats ?? 1])));
  const lines = facts.order.lines.map((line) => (seats.has(line.positionId) ? { ...line, participants: seats.get(line.positionId)! } : line));
  return { ...facts, order: { ...facts.order, lines } };
}

/** The mail of a placed order with the AGB (and the invoice, if confirmed already); stores the AGB version. */
export async function queuePlacedMail(
  tx: Queryable,
  orderId: number,
  options: PlacedMailOptions,
  settings = checkoutSettings(),
): Promise<void> {
  const facts = await mailFacts(tx, orderId);
  const configured = settings.seller.seller;
  const seller = configured ? sellerIdentity(configured) : null;
  const agb = await currentAgb(tx, facts.language, seller);
  if (agb) await recordAgbVersion(tx, orderId, agb.version);
  const page: ContentPage | null = await withdrawalPage(tx, facts, seller);
  const confirmation = options.confirmation ?? null;
  const mail = placedMail({
    ...facts,
    publicUrl: settings.publicUrl,
    seller,
    agbVersion: agb?.version ?? null,
    withdrawalPage: page,
    withdrawalUrl: await consumerWithdrawalUrl(tx, facts, settings.publicUrl),
    continueLink: options.continueLink,
    namingLink: await namingLinkFor(tx, orderId, settings.publicUrl),
    confirmation,
  });
  const invoiceFiles = confirmation ? await invoiceFilesOf(facts, confirmation.invoice, confirmation.payment) : [];
  const attachments: MailAttachment[] = [
    ...(agb
      ? [{ fileName: agbFileName(facts.language), contentType: PDF, bytes: await renderAgbPdf(agb, facts.language, seller, settings.publicUrl) }]
      : []),
    ...invoiceFiles,
  ];
  await queueMail(tx, { ...mail, attachments });
  if (confirmation) {
    await queueInvoiceMail(tx, facts, confirmation.invoice, invoiceFiles);
    await queueParticipantMails(tx, orderId, settings.publicUrl);
    await queueOrderConfirmedJob(tx, orderId);
  }
}

/**
 * The firm's invoice e-mail (issue 25 §2): when the buyer gave one that differs from the buyer's
 * e-mail, the invoice also goes there, in a short mail of its own (the order's language) with the
 * invoice PDF (and the XRechnung, if asked for). The order mails — placed, confirmation (with the invoice as well), withdrawal — go to
 * the buyer's e-mail as before: the buyer is the contracting party and must have them.
 */
async function queueInvoiceMail(tx: Queryable, facts: OrderFacts, invoice: InvoiceRecord, attachments: MailAttachment[]): Promise<void> {
  const to = facts.order.buyer.invoiceEmail;
  if (!to || to.toLowerCase() === facts.email.toLowerCase()) return;
  const t = TEXT[facts.language];
  const { order } = facts;
  const text = [
    t.invoiceMailGreeting,
    '',
    t.invoiceMailIntro(order.buyer.company ?? '', order.orderNumber),
    ...(order.buyer.invoiceReference ? [t.invoiceMailReference(order.buyer.invoiceReference)] : []),
    '',
    t.invoiceAttached(invoice.invoiceNumber, formatDay(invoice.issuedOn, facts.language)),
    '',
    t.closing,
  ].join('\n');
  await queueMail(tx, { to, subject: t.invoiceMailSubject(invoice.invoiceNumber, order.orderNumber), text, attachments });
}

/** The confirmation of an order that became binding after it was placed, with the invoice attached. */
export async function queueConfirmedMail(
  tx: Queryable,
  orderId: number,
  invoice: InvoiceRecord,
  payment: ConfirmedPayment | null,
  settings = checkoutSettings(),
): Promise<void> {
  const facts = await mailFacts(tx, orderId);
  const mail = confirmationMail({
    ...facts,
    invoice,
    payment,
    publicUrl: settings.publicUrl,
    withdrawalUrl: await consumerWithdrawalUrl(tx, facts, settings.publicUrl),
    namingLink: await namingLinkFor(tx, orderId, settings.publicUrl),
  });
  const attachments = await invoiceFilesOf(facts, invoice, payment);
  await queueMail(tx, { ...mail, attachments });
  await queueInvoiceMail(tx, facts, invoice, attachments);
  await queueParticipantMails(tx, orderId, settings.publicUrl);
  // The names reminder and the access links, at their days (services/background-jobs.ts).
  await queueOrderConfirmedJob(tx, orderId);
}

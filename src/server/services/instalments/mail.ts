/** The mail of an instalment's invoice (due.ts): what is due, how to pay, the invoice attached (PDF, and the XRechnung if asked for). */
import type { Queryable } from '../../db/database.ts';
import { formatCents, formatDay, formatPeriod } from '../../documents/index.ts';
import { invoiceAttachments, type InvoiceRecord, type InvoiceSettlement, type OrderFacts } from '../invoice/index.ts';
import { queueMail } from '../mail.ts';
import { INSTALMENT_TEXT } from './mail-texts.ts';

export async function queueInstalmentMail(
  tx: Queryable,
  facts: OrderFacts,
  invoice: InvoiceRecord,
  settlement: InvoiceSettlement | null,
): Promise<void> {
  const t = INSTALMENT_TEXT[facts.language];
  const { order, language } = facts;
  const billed = order.lines.flatMap((line) =>
    (line.instalments ?? []).filter((entry) => entry.invoiceId === invoice.id).map((entry) => ({ line, entry })),
  );
  const amount = formatCents(billed.reduce((sum, { entry }) => sum + entry.grossValue, 0), language);
  const due = invoice.dueOn ? formatDay(invoice.dueOn, language) : '';
  const text = [
    t.greeting(`${order.buyer.firstName} ${order.buyer.lastName}`),
    '',
    t.intro(order.orderNumber),
    ...billed.flatMap(({ line, entry }) => [
      t.line(line.name, entry.number, line.instalments!.length, formatPeriod({ startDate: entry.periodFrom, endDate: entry.periodUntil }, language), formatCents(entry.grossValue, language)),
      ...(line.zfuNumber ? [t.zfu(line.zfuNumber)] : []),
    ]),
    '',
    invoice.paymentMethod === 'SEPA_DIRECT_DEBIT' ? t.debit(amount, due) : t.transfer(amount, due, invoice.invoiceNumber),
    t.attached(invoice.invoiceNumber),
    '',
    t.terminationRight,
    '',
    t.closing,
  ].join('\n');
  const attachments = await invoiceAttachments({ order, invoice, settlement, language });
  await queueMail(tx, { to: facts.email, subject: t.subject(invoice.invoiceNumber, order.orderNumber), text, attachments });
  const invoiceEmail = order.buyer.invoiceEmail;
  if (invoiceEmail && invoiceEmail.toLowerCase() !== facts.email.toLowerCase())
    await queueMail(tx, { to: invoiceEmail, subject: t.subject(invoice.invoiceNumber, order.orderNumber), text, attachments });
}

/**
 * What one invoice bills of an order with distance-learning instalments (issue 26 §3): the order's
 * invoice bills every other line in full and the first instalment of each distance-learning line;
 * an instalment's invoice bills only the instalments it was issued for. Each billed instalment is a
 * line of its own — "2. Rate von 4", its period as the service date — and the totals are the billed
 * lines' sums, so the PDF, the e-invoice and the payment note agree. An order without instalments is
 * billed as it is.
 */
import type { PricedLine } from '../../../shared/order.ts';
import { totalsOf } from '../order-store/index.ts';
import type { InvoiceInput } from './document.ts';

type PlanEntry = NonNullable<PricedLine['instalments']>[number];

/** The line that bills one instalment of a distance-learning line. */
function instalmentLine(line: PricedLine, entry: PlanEntry): PricedLine {
  const count = line.instalments?.length ?? 1;
  return {
    ...line,
    name: `${line.name} – ${entry.number}. Rate von ${count}`,
    schedule: { startDate: entry.periodFrom, endDate: entry.periodUntil, city: line.schedule?.city ?? null },
    // The voucher lowered the price the instalments split: each instalment is billed as it is.
    voucherCode: null,
    priceValue: entry.grossValue,
    discountValue: 0,
    grossValue: entry.grossValue,
    netValue: entry.netValue,
    vatValue: entry.vatValue,
  };
}

/** Whether `entry` is billed by `input`'s invoice: its own (by id once issued), or the order's first. */
function billedBy(entry: PlanEntry, input: InvoiceInput): boolean {
  if (entry.invoiceId !== undefined && entry.invoiceId !== null) return entry.invoiceId === input.invoice.id;
  return input.invoice.instalmentNumber === null ? entry.number === 1 : entry.number === input.invoice.instalmentNumber;
}

export function billedInput(input: InvoiceInput): InvoiceInput {
  const { order, invoice } = input;
  if (!order.lines.some((line) => line.instalments)) return input;
  const lines = order.lines.flatMap((line): PricedLine[] => {
    if (!line.instalments) return invoice.instalmentNumber === null ? [line] : [];
    return line.instalments.filter((entry) => entry.status !== 'CANCELLED' && billedBy(entry, input)).map((entry) => instalmentLine(line, entry));
  });
  return { ...input, order: { ...order, lines, totals: totalsOf(lines) } };
}

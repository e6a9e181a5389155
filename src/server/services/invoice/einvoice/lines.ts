/**
 * The positions of an e-invoice (EN 16931 BG-25) and its VAT breakdown (BG-23), from the same facts
 * the PDF prints: the order's lines as stored. Every line's net amount (BT-131) and VAT are the
 * order's own, so the sums equal the order's totals to the cent:
 * - the price (BT-146) is the net list price of all seats of the line, per base quantity (BT-149) =
 *   seats, so quantity × price ÷ base quantity is exact however the seats divide the price;
 * - a line's net amount (BT-131) is its net list price; a voucher or package-credit discount is a
 *   document-level allowance (BG-20) per VAT category, rate and reason, whose amount is the net list
 *   price minus the line's net as the order computed it — so each category's taxable amount is the
 *   sum of the order's line nets. (Line-level allowances, BG-27, would be closer to the order, but
 *   @e-invoice-eu/core 2.3 requires a currency on them and writes it into the CII, where the
 *   standard forbids it: CII-DT-031.)
 * - exempt lines (§ 4 Nr. 21 UStG) are category E with rate 0 and the exemption reason in the
 *   breakdown; taxed lines category S with their rate;
 * - the VAT per category is the sum of the lines' VAT as the order computed it (BR-CO-17 allows the
 *   per-line rounding: at most half a cent per line).
 * Amounts are integer cents here; cii-facts.ts writes them as decimals.
 */
import type { PricedLine } from '../../../../shared/order.ts';
import { VAT_EXEMPTION_NOTE } from '../../../documents/index.ts';
import { lineVat } from '../../order-store/index.ts';
import { shareWords, type CreditNoteReason } from '../credit-note-reason.ts';

export type VatCategory = 'S' | 'E';

export interface EInvoiceLine {
  /** BT-126: the position's number on the PDF. */
  id: string;
  /** BT-153. */
  name: string;
  /** BT-154: organizer, dates, seats — what the PDF prints under the name. */
  description: string;
  /** BT-129 (negative for a share that reduces a credit note). */
  quantity: number;
  /** BT-149: seats the price (BT-146) is for. */
  baseQuantity: number;
  /** BT-131 = BT-146 × quantity ÷ base quantity: the net list price, cents. */
  listNetCents: number;
  /** The discount on the line (a document-level allowance, BG-20), cents; null: none. */
  discount: { cents: number; reason: string } | null;
  /** The order's net of the line: list net − discount, cents. */
  netCents: number;
  vatCents: number;
  category: VatCategory;
  ratePercent: number;
  /** BG-26: the service period (the course date); null for packages and self-study without dates. */
  period: { start: string; end: string } | null;
}

export interface VatBreakdown {
  category: VatCategory;
  ratePercent: number;
  taxableCents: number;
  vatCents: number;
  /** BT-120: why the category is exempt. */
  exemptionReason: string | null;
}

/** The net of a gross amount at the line's treatment, as the order computes it (order-store/vat.ts). */
const netOf = (grossCents: number, line: Pick<PricedLine, 'vatTreatment'>) =>
  lineVat(grossCents, line.vatTreatment).netValue;

export const categoryOf = (line: Pick<PricedLine, 'vatTreatment'>): VatCategory =>
  line.vatTreatment === 'EXEMPT' ? 'E' : 'S';

function description(line: PricedLine): string {
  const facts = [line.organizer];
  if (line.schedule)
    facts.push(
      `Leistungsdatum ${line.schedule.startDate} – ${line.schedule.endDate}${line.schedule.city ? `, ${line.schedule.city}` : ''}`,
    );
  if (line.kind === 'PACKAGE') facts.push('Kurspaket');
  if (line.zfuNumber) facts.push(`Fernunterricht, ZFU-Zulassungsnummer ${line.zfuNumber}`);
  return facts.join('; ');
}

function discountReason(line: PricedLine): string {
  if (line.voucherCode) return `Gutschein ${line.voucherCode}`;
  return line.packageIncluded ? 'Im Kurspaket enthalten' : 'Nachlass';
}

/**
 * One order line as an e-invoice line. A credit note (type 381) credits a withdrawn line with the
 * same, positive amounts: the document type says that they are credited.
 */
export function orderLine(line: PricedLine, position: number): EInvoiceLine {
  const seats = line.seats ?? 1;
  const listNetCents = netOf(line.priceValue, line);
  const discountCents = listNetCents - line.netValue;
  return {
    id: String(position),
    name: line.name,
    description: description(line),
    quantity: seats,
    baseQuantity: seats,
    listNetCents,
    discount: discountCents > 0 ? { cents: discountCents, reason: discountReason(line) } : null,
    netCents: line.netValue,
    vatCents: line.vatValue,
    category: categoryOf(line),
    ratePercent: line.vatRatePercent,
    period: line.schedule ? { start: line.schedule.startDate, end: line.schedule.endDate } : null,
  };
}

/**
 * The share a consumer owes for what was performed before the withdrawal (§ 357a Abs. 2 BGB), or a
 * cancellation's fee, on a credit note: it reduces the amount credited, so its quantity is -1 at a positive price (BR-27: no
 * negative prices), taxed like the line it pays for.
 */
export function valueCompensationLine(line: PricedLine, position: number, shareCents: number, reason: CreditNoteReason): EInvoiceLine {
  const share = lineVat(shareCents, line.vatTreatment);
  const words = shareWords(reason);
  return {
    id: `${position}-W`,
    name: words.name,
    description: `${words.text}: ${line.name}`,
    quantity: -1,
    baseQuantity: 1,
    listNetCents: -share.netValue,
    discount: null,
    netCents: -share.netValue,
    vatCents: -share.vatValue,
    category: categoryOf(line),
    ratePercent: share.vatRatePercent,
    period: line.schedule ? { start: line.schedule.startDate, end: line.schedule.endDate } : null,
  };
}

export interface Allowance {
  category: VatCategory;
  ratePercent: number;
  reason: string;
  cents: number;
}

/** BG-20: the lines' discounts, one allowance per category, rate and reason (voucher code). */
export function allowances(lines: readonly EInvoiceLine[]): Allowance[] {
  const byKey = new Map<string, Allowance>();
  for (const line of lines) {
    if (!line.discount) continue;
    const key = `${line.category}${line.ratePercent}|${line.discount.reason}`;
    const entry = byKey.get(key) ?? {
      category: line.category,
      ratePercent: line.ratePercent,
      reason: line.discount.reason,
      cents: 0,
    };
    entry.cents += line.discount.cents;
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/** BG-23: one entry per category and rate, taxed first (as the PDF's totals list them). */
export function vatBreakdown(lines: readonly EInvoiceLine[]): VatBreakdown[] {
  const byKey = new Map<string, VatBreakdown>();
  for (const line of lines) {
    const key = `${line.category}${line.ratePercent}`;
    const entry = byKey.get(key) ?? {
      category: line.category,
      ratePercent: line.ratePercent,
      taxableCents: 0,
      vatCents: 0,
      exemptionReason: line.category === 'E' ? VAT_EXEMPTION_NOTE.de : null,
    };
    entry.taxableCents += line.netCents;
    entry.vatCents += line.vatCents;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.ratePercent - a.ratePercent);
}

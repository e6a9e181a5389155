/**
 * VAT of order lines and totals (pure). Prices are gross (what a buyer pays, VAT included); the net
 * and VAT of each line are derived from its gross and rounded to the cent per line, and the totals
 * and the VAT per rate are the sums of the lines, so lines, totals and the invoice agree exactly.
 *
 * A course is EXEMPT when its organizer's exemption certificate (§ 4 Nr. 21 UStG) covers its course
 * type (organizer.vat_exempt_course_types: in-person, online, self-study — a certificate often leaves
 * self-study out, but that is the certificate's say, not a rule of ours); packages are taxed.
 */
import { VAT_STANDARD_RATE_PERCENT, type OrderTotals, type VatTreatment } from '../../../shared/order.ts';
import type { CourseType } from '../../../shared/types.ts';

export interface LineVat {
  netValue: number;
  vatValue: number;
  vatTreatment: VatTreatment;
  vatRatePercent: number;
}

export function vatTreatment(
  kind: 'COURSE' | 'PACKAGE',
  courseType: CourseType | null,
  exemptCourseTypes: readonly CourseType[],
): VatTreatment {
  return kind === 'COURSE' && courseType !== null && exemptCourseTypes.includes(courseType) ? 'EXEMPT' : 'STANDARD';
}

/** Net and VAT of a gross amount (cents): net = round(gross × 100 / (100 + rate)), VAT = gross − net. */
export function lineVat(grossValue: number, treatment: VatTreatment): LineVat {
  if (treatment === 'EXEMPT') return { netValue: grossValue, vatValue: 0, vatTreatment: treatment, vatRatePercent: 0 };
  const rate = VAT_STANDARD_RATE_PERCENT;
  const netValue = Math.round((grossValue * 100) / (100 + rate));
  return { netValue, vatValue: grossValue - netValue, vatTreatment: treatment, vatRatePercent: rate };
}

/** Totals as sums of the lines; one vatByRate entry per rate that occurs, highest rate first. */
export function totalsOf(
  lines: readonly { grossValue: number; netValue: number; vatValue: number; vatRatePercent: number }[],
): OrderTotals {
  const byRate = new Map<number, { ratePercent: number; netValue: number; vatValue: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRatePercent) ?? { ratePercent: line.vatRatePercent, netValue: 0, vatValue: 0 };
    entry.netValue += line.netValue;
    entry.vatValue += line.vatValue;
    byRate.set(line.vatRatePercent, entry);
  }
  return {
    netValue: lines.reduce((sum, line) => sum + line.netValue, 0),
    vatValue: lines.reduce((sum, line) => sum + line.vatValue, 0),
    grossValue: lines.reduce((sum, line) => sum + line.grossValue, 0),
    vatByRate: [...byRate.values()].sort((a, b) => b.ratePercent - a.ratePercent),
  };
}

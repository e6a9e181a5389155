/**
 * Instalments and termination of a distance-learning contract (issue 26 §3; FernUSG). Pure, shared by
 * the server (which computes and stores every plan) and the views (which only show it).
 *
 * - § 2 Abs. 3 FernUSG: the fee is paid in instalments, each for a period of at most three months, due
 *   at the start of its period — never the whole course in advance. The periods run from the day of
 *   the contract (the order) to the end of the course's access: period k is
 *   [order + 3(k − 1) months, order + 3k months − 1 day], the last one ends with the access. The
 *   first instalment is due with the order, instalment k on the first day of its period.
 * - The amounts split the position's price (after vouchers) evenly; the cents that do not divide go
 *   one each to the first instalments, so the instalments add up to the price to the cent. Each
 *   instalment's VAT is its own (every instalment invoice stands alone).
 * - § 5 Abs. 1 FernUSG: the participant may terminate without reasons first at the end of the first
 *   half-year with six weeks' notice, after the first half-year at any time with three months' notice.
 *   No instalment is due for a period after the contract ended; the period in which it ends is owed
 *   only for its days up to then (§ 5 Abs. 2 FernUSG: pro rata).
 */

/** The longest period one instalment may cover (§ 2 Abs. 3 FernUSG). */
export const INSTALMENT_PERIOD_MONTHS = 3;
/** The first possible end of the contract: the first half-year (§ 5 Abs. 1 FernUSG). */
export const FIRST_TERM_MONTHS = 6;
/** Notice to end the contract with the first half-year. */
export const FIRST_TERM_NOTICE_DAYS = 42;
/** Notice once that date has passed. */
export const LATER_NOTICE_MONTHS = 3;

export interface Instalment {
  /** 1, 2, … */
  number: number;
  /** yyyy-mm-dd: the first with the order, the others on the first day of their period. */
  dueOn: string;
  periodFrom: string;
  periodUntil: string;
  grossValue: number;
  netValue: number;
  vatValue: number;
}

export type InstalmentStatus =
  /** Not yet due: its invoice comes on its due date. */
  | 'PLANNED'
  /** Its invoice is issued (the first with the order's invoice). */
  | 'INVOICED'
  /** Not owed: the contract was terminated (or withdrawn from) before its period. */
  | 'CANCELLED';

/** Where an instalment of a placed order stands. */
export interface InstalmentProgress {
  status: InstalmentStatus;
  /** The invoice that bills it; null while PLANNED or CANCELLED. */
  invoiceId: number | null;
  invoiceNumber: string | null;
  /** Owed only in part (the contract ends within its period): the full amount before; else null. */
  fullGrossValue: number | null;
}

/** An instalment of a placed order, as the customer area shows it. */
export type OrderInstalment = Instalment & InstalmentProgress;

/** A terminated distance-learning contract. */
export interface DistanceTermination {
  /** yyyy-mm-dd the participant declared it. */
  declaredOn: string;
  /** yyyy-mm-dd, the last day of the contract. */
  endsOn: string;
}

/** GET /api/customer/distance-learning/{positionId}/termination: what terminating today would do. */
export interface TerminationPreview {
  /** The last day of the contract (of the declared termination, once there is one). */
  endsOn: string;
  /** The instalments that would no longer be due. */
  cancelledInstalments: number[];
  /** The instalment owed only in part (the contract ends within its period), with what is owed; null if none. */
  reducedInstalment: { number: number; grossValue: number } | null;
  /** The termination declared; null while the contract runs. */
  terminated: DistanceTermination | null;
}

/** 'yyyy-mm-dd' plus `days` days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd' plus `months` calendar months; a day the month lacks becomes its last (30.11. + 3 → 28.02.). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The last day of a period of `months` months that begins on `start` (§ 187 Abs. 2, § 188 Abs. 2 and 3
 * BGB): the day before the day of the same number `months` later, or — when that month lacks the
 * day — that month's last day (29.11. + 3 months ends on 28.02.; 01.03. + 3 months on 31.05.).
 */
export function monthsPeriodEnd(start: string, months: number): string {
  const [year, month, date] = start.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return date > lastDay ? addMonths(start, months) : addDays(addMonths(start, months), -1);
}

/** Days from `from` to `until`, both included. */
export const daysBetween = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export interface PlanInput {
  /** What the position costs (gross, after vouchers), cents. */
  grossValue: number;
  /** The day of the order: the contract begins. */
  orderDate: string;
  /** The last day of the course's access. */
  accessEnd: string;
  /** Net and VAT of an instalment's gross (the position's VAT treatment). */
  vatOf: (grossValue: number) => { netValue: number; vatValue: number };
}

/**
 * The periods of a contract from `orderDate` to `accessEnd` (at least one): each ends where three,
 * six, nine … months from the order end (§ 188 BGB, monthsPeriodEnd) — the grid the termination's
 * first half-year falls on — and the next begins the day after. No period is longer than three
 * months: an order of 29 November has 29.11.–28.02., 01.03.–28.05., 29.05.–28.08., …
 */
export function instalmentPeriods(orderDate: string, accessEnd: string): { periodFrom: string; periodUntil: string }[] {
  const periods: { periodFrom: string; periodUntil: string }[] = [];
  let periodFrom = orderDate;
  for (let k = 1; ; k += 1) {
    const fullUntil = monthsPeriodEnd(orderDate, k * INSTALMENT_PERIOD_MONTHS);
    periods.push({ periodFrom, periodUntil: fullUntil < accessEnd ? fullUntil : accessEnd < periodFrom ? periodFrom : accessEnd });
    if (fullUntil >= accessEnd) return periods;
    periodFrom = addDays(fullUntil, 1);
  }
}

/** Splits `total` cents into `count` parts that differ by at most a cent, the larger ones first. */
export function splitEvenly(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const rest = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}

/** The instalment plan of a distance-learning position (see the file comment). */
export function instalmentPlan(input: PlanInput): Instalment[] {
  const periods = instalmentPeriods(input.orderDate, input.accessEnd);
  const amounts = splitEvenly(input.grossValue, periods.length);
  return periods.map((period, index) => ({
    number: index + 1,
    dueOn: index === 0 ? input.orderDate : period.periodFrom,
    ...period,
    grossValue: amounts[index]!,
    ...input.vatOf(amounts[index]!),
  }));
}

/**
 * The last day of a contract made on `contractDate` and terminated on `today` (§ 5 Abs. 1 FernUSG):
 * the end of the first half-year when at least six weeks are left until then, otherwise the day
 * before the same date three months on. (The notice could be read to end with that date itself; the
 * day earlier is the participant's side of the doubt, which § 8 FernUSG allows, and a termination
 * declared on an instalment's due date then ends exactly with a period — no one-day instalment.)
 */
export function terminationEndsOn(contractDate: string, today: string): string {
  const firstTermEnd = monthsPeriodEnd(contractDate, FIRST_TERM_MONTHS);
  if (addDays(today, FIRST_TERM_NOTICE_DAYS) <= firstTermEnd) return firstTermEnd;
  return monthsPeriodEnd(today, LATER_NOTICE_MONTHS);
}

/**
 * What is owed of an instalment when the contract ends on `endsOn`: nothing for a period that begins
 * after it, the days up to it of the period it ends in (pro rata, rounded to the cent), else all.
 */
export function owedOf(instalment: Pick<Instalment, 'periodFrom' | 'periodUntil' | 'grossValue'>, endsOn: string): number {
  if (instalment.periodFrom > endsOn) return 0;
  if (instalment.periodUntil <= endsOn) return instalment.grossValue;
  const share = daysBetween(instalment.periodFrom, endsOn) / daysBetween(instalment.periodFrom, instalment.periodUntil);
  return Math.round(instalment.grossValue * share);
}

/** What is due with the order of these lines (total `totalGross`): everything but the later instalments. */
export function dueWithOrder(totalGross: number, lines: readonly { instalments?: readonly Pick<Instalment, 'grossValue'>[] }[]): number {
  const later = lines.flatMap((line) => (line.instalments ?? []).slice(1));
  return totalGross - later.reduce((sum, entry) => sum + entry.grossValue, 0);
}

/**
 * The rules of distance-learning instalments and termination (src/shared/instalments.ts; § 2 Abs. 3
 * and § 5 FernUSG): calendar months that keep to the month's last day, periods of at most three
 * months from the order to the end of the access, amounts that add up to the cent, the termination
 * dates, and what is owed of the period a contract ends in.
 */
import { describe, expect, it } from 'vitest';
import { addMonths, instalmentPeriods, monthsPeriodEnd, instalmentPlan, owedOf, splitEvenly, terminationEndsOn } from '../../src/shared/instalments.ts';

const noVat = (grossValue: number) => ({ netValue: grossValue, vatValue: 0 });

describe('instalment rules', () => {
  it('adds calendar months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-28', 6)).toBe('2027-05-28');
  });

  it('ends a period of months as § 188 BGB does: the day before the same day, or the month\'s last day when it lacks it', () => {
    expect(monthsPeriodEnd('2026-11-28', 3)).toBe('2027-02-27');
    expect(monthsPeriodEnd('2026-11-29', 3)).toBe('2027-02-28');
    expect(monthsPeriodEnd('2027-11-30', 3)).toBe('2028-02-29');
    expect(monthsPeriodEnd('2027-03-01', 3)).toBe('2027-05-31');
    expect(monthsPeriodEnd('2026-08-31', 3)).toBe('2026-11-30');
    expect(monthsPeriodEnd('2026-08-31', 9)).toBe('2027-05-30');
  });

  it('never makes a period longer than three months, whatever day the order is on (29th, 30th, 31st)', () => {
    expect(instalmentPeriods('2026-11-29', '2027-11-28')).toEqual([
      { periodFrom: '2026-11-29', periodUntil: '2027-02-28' },
      { periodFrom: '2027-03-01', periodUntil: '2027-05-28' },
      { periodFrom: '2027-05-29', periodUntil: '2027-08-28' },
      { periodFrom: '2027-08-29', periodUntil: '2027-11-28' },
    ]);
    const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (let day = 1; day <= 365; day += 1) {
      const order = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
      const periods = instalmentPeriods(order, monthsPeriodEnd(order, 12));
      expect(periods).toHaveLength(4);
      for (const [index, period] of periods.entries()) {
        expect(period.periodUntil <= monthsPeriodEnd(period.periodFrom, 3), `${order}: period ${index + 1}`).toBe(true);
        if (index > 0) expect(period.periodFrom).toBe(dayAfter(periods[index - 1]!.periodUntil));
      }
      // The termination's first half-year ends with the second period.
      expect(terminationEndsOn(order, order)).toBe(periods[1]!.periodUntil);
    }
  });

  it('splits a year of access into four periods of at most three months, the last ending with the access', () => {
    expect(instalmentPeriods('2026-11-28', '2027-11-27')).toEqual([
      { periodFrom: '2026-11-28', periodUntil: '2027-02-27' },
      { periodFrom: '2027-02-28', periodUntil: '2027-05-27' },
      { periodFrom: '2027-05-28', periodUntil: '2027-08-27' },
      { periodFrom: '2027-08-28', periodUntil: '2027-11-27' },
    ]);
    expect(instalmentPeriods('2026-11-28', '2027-01-10')).toEqual([{ periodFrom: '2026-11-28', periodUntil: '2027-01-10' }]);
    expect(instalmentPeriods('2026-11-28', '2027-03-01')).toHaveLength(2);
  });

  it('splits the price evenly: the instalments add up to it to the cent, the first ones carry the odd cents', () => {
    expect(splitEvenly(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitEvenly(119_01, 4)).toEqual([2_976, 2_975, 2_975, 2_975]);
    for (const total of [1, 99, 129_900, 123_457]) for (const count of [1, 2, 3, 4, 5]) expect(splitEvenly(total, count).reduce((a, b) => a + b)).toBe(total);
  });

  it('dues the first instalment with the order and every later one on the first day of its period', () => {
    const plan = instalmentPlan({ grossValue: 129_900, orderDate: '2026-11-28', accessEnd: '2027-11-27', vatOf: noVat });
    expect(plan.map((entry) => [entry.number, entry.dueOn, entry.grossValue])).toEqual([
      [1, '2026-11-28', 32_475],
      [2, '2027-02-28', 32_475],
      [3, '2027-05-28', 32_475],
      [4, '2027-08-28', 32_475],
    ]);
  });

  it('ends a terminated contract with the first half-year when six weeks are left, otherwise three months from the declaration', () => {
    expect(terminationEndsOn('2026-11-28', '2026-11-28')).toBe('2027-05-27');
    expect(terminationEndsOn('2026-11-28', '2027-04-15')).toBe('2027-05-27');
    expect(terminationEndsOn('2026-11-28', '2027-04-16')).toBe('2027-07-15');
    expect(terminationEndsOn('2026-11-28', '2027-06-01')).toBe('2027-08-31');
    // Declared on the third instalment's due date (six months on): it ends with that instalment's period.
    expect(terminationEndsOn('2026-11-28', '2027-05-28')).toBe('2027-08-27');
  });

  it('owes nothing of a later period, a share by days of the period the contract ends in, and all of an earlier one', () => {
    const entry = { periodFrom: '2027-05-28', periodUntil: '2027-08-27', grossValue: 9_200 };
    expect(owedOf(entry, '2027-05-27')).toBe(0);
    expect(owedOf(entry, '2027-08-27')).toBe(9_200);
    expect(owedOf(entry, '2027-06-28')).toBe(3_200); // 32 of 92 days
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateInput, isoDate, localIsoDate, parseDateInput } from '../../src/lib/date-input';

describe('date input (spec §5)', () => {
  it.each([
    ['5.3.2027', '2027-03-05'],
    ['05.03.2027', '2027-03-05'],
    ['  5. 3. 2027 ', '2027-03-05'],
    ['31.12.2027', '2027-12-31'],
    ['29.02.2028', '2028-02-29'],
  ])('reads day.month.year: %s', (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });

  it.each([
    ['3.2027', '2027-03-01'],
    ['03.2027', '2027-03-01'],
    ['12.2027', '2027-12-01'],
  ])('reads month.year as the first of the month: %s', (input, expected) => {
    expect(parseDateInput(input)).toBe(expected);
  });

  it('reads a four-digit year as 1 January', () => {
    expect(parseDateInput('2027')).toBe('2027-01-01');
  });

  it('reads two-digit years as 20yy, but not a lone two-digit number', () => {
    expect(parseDateInput('5.3.27')).toBe('2027-03-05');
    expect(parseDateInput('3.27')).toBe('2027-03-01');
    expect(parseDateInput('27')).toBeNull();
  });

  it('reads yyyy-mm-dd (native date pickers, pasted dates)', () => {
    expect(parseDateInput('2027-03-05')).toBe('2027-03-05');
    expect(parseDateInput('2027-02-30')).toBeNull();
  });

  it.each([
    '', '   ', '31.02.2027', '29.02.2027', '31.04.2027', '0.3.2027', '5.13.2027', '5.0.2027', '13.2027',
    '5.3.', '5.3', '5.3.202', '5.3.20277', '0999', '5/3/2027', '5-3-2027', 'morgen', '1.1.1.2027', '5..2027',
  ])('rejects %j', (input) => {
    expect(parseDateInput(input)).toBeNull();
  });

  it('formats yyyy-mm-dd as TT.MM.JJJJ with two-digit day and month', () => {
    expect(formatDateInput('2027-03-05')).toBe('05.03.2027');
    expect(formatDateInput('kein Datum')).toBe('kein Datum');
  });

  it('checks calendar days', () => {
    expect(isoDate(2027, 2, 28)).toBe('2027-02-28');
    expect(isoDate(2027, 2, 29)).toBeNull();
    expect(isoDate(2100, 2, 29)).toBeNull();
    expect(isoDate(2000, 2, 29)).toBe('2000-02-29');
  });

  it('gives the local calendar day of a moment', () => {
    expect(localIsoDate(new Date(2027, 2, 5, 23, 59))).toBe('2027-03-05');
    expect(localIsoDate(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });

  it('reads back every day it formats (round trip)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (moment) => {
        const iso = localIsoDate(moment);
        expect(parseDateInput(formatDateInput(iso))).toBe(iso);
      }),
    );
  });
});

/**
 * Calendar days as 'YYYY-MM-DD' strings, computed in UTC so the catalogue does not depend on the
 * machine's time zone; `today` is Germany's. The generator only ever needs whole days relative to it.
 */
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today in Germany — the day the shop's catalogue, carts and jobs count with (services/catalogue.ts
 * catalogueToday). In the hour after midnight in Berlin the UTC date is still yesterday's: a seed made
 * then must not date "today's" webinar a day early.
 */
export function todayIso(now: Date = new Date()): string {
  return berlinDay.format(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/**
 * Wall-clock times in Germany (Europe/Berlin) and the instants they name: jobs are due at a German
 * morning, an online date is over at its German end time, whatever zone the server runs in.
 */
const BERLIN = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BERLIN, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** Minutes Berlin is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: Date): number {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of 'yyyy-mm-dd' at 'hh:mm' German time. */
export function berlinInstant(day: string, time: string): Date {
  const naive = Date.parse(`${day}T${time.slice(0, 5)}:00Z`);
  // Two steps: the offset at the guess, then at the corrected instant (right on both sides of a change).
  const first = naive - berlinOffsetMinutes(new Date(naive)) * 60_000;
  return new Date(naive - berlinOffsetMinutes(new Date(first)) * 60_000);
}

/** 'yyyy-mm-dd' plus `days` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** When the morning work of a day is due: 08:00 German time. */
export const morningOf = (day: string): Date => berlinInstant(day, '08:00');

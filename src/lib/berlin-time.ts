/** Dates and times as the shop states them for withdrawals: TT.MM.JJJJ and HH:MM, Europe/Berlin (the withdrawal page, the customer area). */
const BERLIN = 'Europe/Berlin';

function parts(value: string): Record<string, string> | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const formatted = new Intl.DateTimeFormat('de-DE', {
    timeZone: BERLIN,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(formatted.map((part) => [part.type, part.value]));
}

/** The day in Berlin of an ISO timestamp, as TT.MM.JJJJ ('' for an unreadable one). */
export function berlinDate(value: string): string {
  const p = parts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** The time in Berlin of an ISO timestamp, as HH:MM ('' for an unreadable one). */
export function berlinTime(value: string): string {
  const p = parts(value);
  return p ? `${p.hour}:${p.minute}` : '';
}

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BERLIN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Germany as yyyy-mm-dd, the day the server's deadlines are counted in (catalogueToday). */
export function berlinToday(now: Date = new Date()): string {
  return berlinDay.format(now);
}

/** Dates as TT.MM.JJJJ (spec §9). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as TT.MM.JJJJ. ISO date strings (yyyy-mm-dd) are taken literally, so no time zone moves
 * the day; other strings and Date values are read in local time.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) return `${match[3]}.${match[2]}.${match[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

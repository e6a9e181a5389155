/** Money and dates as printed in documents and e-mails (the browser formats its own). */
import { CURRENCY } from '../../shared/constants.ts';

export type DocumentLanguage = 'de' | 'en';

/** yyyy-mm-dd as "22.11.2026". */
export const formatGermanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const EURO: Record<DocumentLanguage, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: CURRENCY }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY }),
};

/** Integer cents as EUR ("1.234,50 €" / "€1,234.50"); narrow spaces become plain ones for PDF fonts and mail clients. */
export const formatCents = (cents: number, language: DocumentLanguage = 'de') =>
  EURO[language].format(cents / 100).replace(/\s/g, ' ');

/** yyyy-mm-dd as "22.11.2026" (German) or "22/11/2026" (English, day first as in the EU). */
export const formatDay = (iso: string, language: DocumentLanguage = 'de') =>
  language === 'de' ? formatGermanDate(iso) : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A course's dates: one day, or first – last. */
export const formatPeriod = (schedule: { startDate: string; endDate: string }, language: DocumentLanguage = 'de') =>
  schedule.endDate && schedule.endDate !== schedule.startDate
    ? `${formatDay(schedule.startDate, language)} – ${formatDay(schedule.endDate, language)}`
    : formatDay(schedule.startDate, language);

/** §4 Nr. 21 UStG: printed where a position is exempt from VAT. */
export const VAT_EXEMPTION_NOTE: Record<DocumentLanguage, string> = {
  de: 'Steuerfrei gemäß § 4 Nr. 21 UStG',
  en: 'Exempt from VAT under § 4 No. 21 UStG (German VAT Act)',
};

const MOMENT: Record<DocumentLanguage, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
};

/** A moment (ISO timestamp) as the day and the time of day in Germany: { day: "27.11.2026", time: "14:32" } (en: "27/11/2026"). */
export function formatMoment(iso: string, language: DocumentLanguage = 'de'): { day: string; time: string } {
  const parts = Object.fromEntries(MOMENT[language].formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const day = language === 'de' ? `${parts.day}.${parts.month}.${parts.year}` : `${parts.day}/${parts.month}/${parts.year}`;
  return { day, time: `${parts.hour}:${parts.minute}` };
}

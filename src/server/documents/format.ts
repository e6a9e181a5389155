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

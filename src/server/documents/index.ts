/**
 * What every document of the shop shares (server/documents/): the pdfkit page set-up with the
 * embedded fonts, the flowing text document, and money and date formats. Invoices, certificates,
 * the chamber letter, confirmation mails and course documents use it, and the calendar files of
 * course dates (calendar.ts); it imports no business area.
 */
export {
  createPdfDocument,
  CONTENT_WIDTH,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type DocumentInfo,
} from './pdf-document.ts';
export { TextDocument, type TextDocumentInfo, type TextOptions } from './text-document.ts';
export {
  formatCents,
  formatDay,
  formatGermanDate,
  formatMoment,
  formatPeriod,
  VAT_EXEMPTION_NOTE,
  type DocumentLanguage,
} from './format.ts';
export { calendarFile, CALENDAR_CONTENT_TYPE, CALENDAR_TIME_ZONE, type CalendarDate } from './calendar.ts';

/**
 * The participation certificate (Teilnahmebescheinigung) as PDF/A (the shared pdfkit set-up of
 * server/documents/): participant, topic, date, place — or "online mit Interaktion und
 * kontinuierlicher Anwesenheit" for online courses, which is what a bar chamber asks for under § 15
 * Abs. 2 FAO, printed only when the organizer's staff confirmed it (services/attendance/; else just
 * "online") — referents, net hours, organizer; for self-study the passed learning-success check; for
 * a module its day and hours. The attendance confirmation is the same document with its own title.
 */
import { CONTINUOUS_ATTENDANCE_WORDS } from '../../../shared/attendance.ts';
import { CONTENT_WIDTH, createPdfDocument, formatDay, MARGIN } from '../../documents/index.ts';
import type { CourseModule } from './modules.ts';
import type { CertificatePosition } from './position.ts';

export const ONLINE_PLACE = `online ${CONTINUOUS_ATTENDANCE_WORDS}`;
/** An online date whose continuous attendance nobody confirmed: the certificate claims no more than took place. */
export const ONLINE_UNCONFIRMED_PLACE = 'online';
export const SELF_STUDY_PLACE = 'Selbststudium mit Lernerfolgskontrolle';

/** A certificate as the routes send it. */
export interface CertificateFile {
  fileName: string;
  bytes: Buffer;
}

export type CertificateKind = 'PARTICIPATION' | 'ATTENDANCE' | 'CERTIFICATION';

const TITLES: Record<CertificateKind, string> = {
  PARTICIPATION: 'Teilnahmebescheinigung',
  ATTENDANCE: 'Anwesenheitsbestätigung',
  CERTIFICATION: 'Bescheinigung über die Lernerfolgskontrolle',
};

const hoursText = (hours: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(hours);

export function placeOf(position: Pick<CertificatePosition, 'courseType' | 'city' | 'continuous' | 'buyerContinuous'>): string {
  // A participant's certificate says what was confirmed for them; the buyer's, for the buyer's own seat.
  if (position.courseType === 'ONLINE') return (position.continuous ?? position.buyerContinuous) ? ONLINE_PLACE : ONLINE_UNCONFIRMED_PLACE;
  if (position.courseType === 'SELF') return SELF_STUDY_PLACE;
  return position.city ?? '–';
}

/** Whom the certificate is made out to: the named participant, else the buyer (their own seat). */
export const participantOf = (position: Pick<CertificatePosition, 'buyer' | 'participant'>) =>
  position.participant
    ? `${position.participant.firstName} ${position.participant.lastName}`
    : `${position.buyer.firstName} ${position.buyer.lastName}`;

export function certificatePdf(
  position: CertificatePosition,
  kind: CertificateKind,
  today: string,
  module?: CourseModule,
): Promise<Buffer> {
  const { doc, done } = createPdfDocument({
    title: `${titleOf(kind, module)}: ${position.name}`,
    author: position.organizer,
    subject: participantOf(position),
    creationDate: new Date(`${today}T12:00:00Z`),
  });
  drawCertificate(doc, position, kind, today, module);
  doc.end();
  return done;
}

const titleOf = (kind: CertificateKind, module?: CourseModule) => (module ? `${TITLES[kind]} – Modul ${module.moduleId}` : TITLES[kind]);

/** Draws the certificate on the current page of `doc` (its own file, or enclosed in the chamber letter). */
export function drawCertificate(
  doc: PDFKit.PDFDocument,
  position: CertificatePosition,
  kind: CertificateKind,
  today: string,
  module?: CourseModule,
): void {
  const participant = participantOf(position);
  const title = titleOf(kind, module);
  const start = module?.date ?? position.startDate!;
  const end = module?.date ?? position.endDate ?? start;
  const dates =
    position.courseType === 'SELF' && position.learningCheckPassedAt
      ? `Lernerfolgskontrolle bestanden am ${formatDay(position.learningCheckPassedAt.slice(0, 10))}`
      : end !== start
        ? `${formatDay(start)} – ${formatDay(end)}`
        : formatDay(start);
  const hours = module?.hours ?? position.hours;
  const rows: [string, string][] = [
    ['Teilnehmer/in', participant],
    ['Thema', module ? `${position.name} (Modul ${module.moduleId})` : position.name],
    ['Datum', dates],
    ['Ort', placeOf(position)],
    ['Referent/in', position.referents.length > 0 ? position.referents.join(', ') : '–'],
    ['Dauer', hours !== null ? `${hoursText(hours)} Zeitstunden (netto, ohne Pausen)` : '–'],
    ['Veranstalter', position.organizer],
    ['Bestellnummer', position.orderNumber],
  ];
  doc.font('Bold').fontSize(20).fillColor('#000000').text(title, MARGIN, 90, { width: CONTENT_WIDTH, align: 'center' });
  doc
    .moveDown(1.2)
    .font('Regular')
    .fontSize(11)
    .text(
      position.courseType === 'SELF'
        ? `${participant} hat das folgende Selbststudium bearbeitet und die Lernerfolgskontrolle bestanden:`
        : `${participant} hat an der folgenden Fortbildungsveranstaltung teilgenommen:`,
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
  doc.moveDown(1);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Bold').fontSize(10.5).text(label, MARGIN, y, { width: 120 });
    doc
      .font('Regular')
      .fontSize(10.5)
      .text(value, MARGIN + 130, y, { width: CONTENT_WIDTH - 130 });
    doc.moveDown(0.5);
  }
  doc
    .moveDown(1)
    .fontSize(9.5)
    .text(
      'Diese Bescheinigung dient dem Nachweis der Fortbildung gemäß § 15 FAO gegenüber der Rechtsanwaltskammer. ' +
        `Ausgestellt über Kursmarkt im Auftrag von ${position.organizer} am ${formatDay(today)}.`,
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH },
    );
}

/** A file name without characters a download could trip over. */
export const certificateFileName = (position: Pick<CertificatePosition, 'orderNumber' | 'positionId'>, suffix = '') =>
  `Teilnahmebescheinigung-${position.orderNumber}-${position.positionId}${suffix}.pdf`.replace(/[^A-Za-z0-9_.-]/g, '_');

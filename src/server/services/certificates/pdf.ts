/**
 * The participation certificate (Teilnahmebescheinigung) as PDF/A (the shared pdfkit set-up of
 * server/documents/): participant, topic, date, place — or "online mit Interaktion und
 * kontinuierlicher Anwesenheit" for online courses, which is what a bar chamber asks for under § 15
 * Abs. 2 FAO — referents, net hours, organizer; for self-study the passed learning-success check; for
 * a module its day and hours. The attendance confirmation is the same document with its own title.
 */
import { CONTENT_WIDTH, createPdfDocument, formatDay, MARGIN } from '../../documents/index.ts';
import type { CourseModule } from './modules.ts';
import type { CertificatePosition } from './position.ts';

export const ONLINE_PLACE = 'online mit Interaktion und kontinuierlicher Anwesenheit';
export const SELF_STUDY_PLACE = 'Selbststudium mit Lernerfolgskontrolle';

export type CertificateKind = 'PARTICIPATION' | 'ATTENDANCE' | 'CERTIFICATION';

const TITLES: Record<CertificateKind, string> = {
  PARTICIPATION: 'Teilnahmebescheinigung',
  ATTENDANCE: 'Anwesenheitsbestätigung',
  CERTIFICATION: 'Bescheinigung über die Lernerfolgskontrolle',
};

const hoursText = (hours: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(hours);

export function placeOf(position: Pick<CertificatePosition, 'courseType' | 'city'>): string {
  if (position.courseType === 'ONLINE') return ONLINE_PLACE;
  if (position.courseType === 'SELF') return SELF_STUDY_PLACE;
  return position.city ?? '–';
}

export const participantOf = (position: Pick<CertificatePosition, 'buyer'>) =>
  `${position.buyer.firstName} ${position.buyer.lastName}`;

export function certificatePdf(
  position: CertificatePosition,
  kind: CertificateKind,
  today: string,
  module?: CourseModule,
): Promise<Buffer> {
  const participant = participantOf(position);
  const title = module ? `${TITLES[kind]} – Modul ${module.moduleId}` : TITLES[kind];
  const { doc, done } = createPdfDocument({
    title: `${title}: ${position.name}`,
    author: position.organizer,
    subject: participant,
    creationDate: new Date(`${today}T12:00:00Z`),
  });
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
  doc.end();
  return done;
}

/** A file name without characters a download could trip over. */
export const certificateFileName = (position: Pick<CertificatePosition, 'orderNumber' | 'positionId'>, suffix = '') =>
  `Teilnahmebescheinigung-${position.orderNumber}-${position.positionId}${suffix}.pdf`.replace(/[^A-Za-z0-9_.-]/g, '_');

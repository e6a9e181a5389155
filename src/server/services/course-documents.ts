/**
 * The documents of a course, generated on the fly from the catalogue: the course programme
 * (description, facts, referents, dates) and the list of dates and prices. Every course has both,
 * so a document id is a position in COURSE_DOCUMENT_KINDS, not a stored row.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../errors.ts';
import type { Language } from '../../shared/constants.ts';
import type { CourseDetail, CourseDocument, CourseScheduleDetail } from '../../shared/catalogue.ts';
import { formatCents, formatGermanDate, TextDocument } from '../documents/index.ts';

interface DocumentKind {
  id: number;
  name: string;
  filePrefix: string;
  write(pdf: TextDocument, course: CourseDetail, today: string): void;
}

const KIND_LABEL: Record<CourseDetail['kind'], string> = {
  FACHANWALTSLEHRGANG: 'Fachanwaltslehrgang',
  FAO15: 'Fortbildung nach § 15 FAO',
  FORTBILDUNG: 'Fortbildung',
};
const FORMAT_LABEL: Record<CourseDetail['courseType'], string> = {
  PRESENT: 'Präsenzveranstaltung',
  ONLINE: 'Online-Seminar (live)',
  SELF: 'Selbststudium',
};

const hoursFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

const formatHours = (hours: number) => `${hoursFormat.format(hours)} ${hours === 1 ? 'Zeitstunde' : 'Zeitstunden'}`;

function placeOf(schedule: CourseScheduleDetail): string {
  if (schedule.city) return schedule.city.name;
  return schedule.selfStudy ? 'Selbststudium' : 'Online';
}

function period(schedule: CourseScheduleDetail): string {
  const start = formatGermanDate(schedule.startDate);
  if (schedule.selfStudy) return `Zugang ${start} – ${formatGermanDate(schedule.endDate)}`;
  return schedule.endDate === schedule.startDate ? start : `${start} – ${formatGermanDate(schedule.endDate)}`;
}

function seats(schedule: CourseScheduleDetail): string {
  if (schedule.past) return 'abgeschlossen';
  if (schedule.fullyBooked) return 'ausgebucht (Warteliste möglich)';
  return schedule.freePlaces === 1 ? '1 freier Platz' : `${schedule.freePlaces} freie Plätze`;
}

function writeSchedules(pdf: TextDocument, course: CourseDetail): void {
  const offered = course.courseSchedules.filter((schedule) => !schedule.past);
  if (offered.length === 0) {
    pdf.text('Derzeit sind keine Termine geplant.');
    return;
  }
  for (const schedule of offered) {
    pdf.ensureSpace(60);
    pdf.text(`${period(schedule)} · ${placeOf(schedule)}`, { bold: true, after: 2 });
    pdf.text(seats(schedule), { grey: 0.35, after: 2 });
    for (const level of schedule.pricelevels) {
      pdf.field(`  ${formatCents(level.priceValue)}`, level.name, 90);
    }
    pdf.space(6);
  }
}

function writeFacts(pdf: TextDocument, course: CourseDetail): void {
  pdf.field('Art', KIND_LABEL[course.kind]);
  pdf.field('Format', FORMAT_LABEL[course.courseType]);
  pdf.field('Umfang', formatHours(course.durationValue));
  if (course.fao15.qualifies) pdf.field('§ 15 FAO', `${formatHours(course.fao15.hours)} anrechenbar`);
  pdf.field('Rechtsgebiete', course.professionalScopes.map((scope) => scope.name).join(', ') || '–');
  pdf.field(
    'Veranstalter',
    course.organizer.city ? `${course.organizer.name}, ${course.organizer.city.name}` : course.organizer.name,
  );
  pdf.field('Web', course.organizer.website);
}

const KINDS: readonly DocumentKind[] = [
  {
    id: 1,
    name: 'Kursprogramm',
    filePrefix: 'kursprogramm',
    write(pdf, course) {
      pdf.text('Kursprogramm', { size: 10, grey: 0.4, after: 2 });
      pdf.heading(course.name);
      writeFacts(pdf, course);
      pdf.rule(10);
      pdf.subheading('Inhalt');
      for (const paragraph of course.description.split(/\n\s*\n/)) pdf.text(paragraph.trim(), { after: 8 });
      if (course.referents.length > 0) {
        pdf.subheading(course.referents.length === 1 ? 'Referent/in' : 'Referentinnen und Referenten');
        for (const referent of course.referents) {
          pdf.text(referent.name, { bold: true, after: 0 });
          pdf.text(referent.profession, { grey: 0.35, after: 6 });
        }
      }
      pdf.subheading('Termine und Preise');
      writeSchedules(pdf, course);
    },
  },
  {
    id: 2,
    name: 'Termine und Preise',
    filePrefix: 'termine-und-preise',
    write(pdf, course, today) {
      pdf.text('Termine und Preise', { size: 10, grey: 0.4, after: 2 });
      pdf.heading(course.name, 16);
      pdf.text(`${course.organizer.name} · ${FORMAT_LABEL[course.courseType]} · ${formatHours(course.durationValue)}`, {
        after: 4,
      });
      pdf.text(`Stand: ${formatGermanDate(today)}. Alle Preise in Euro; Preisstufen gelten je Person.`, {
        grey: 0.35,
        after: 10,
      });
      pdf.rule(10);
      writeSchedules(pdf, course);
    },
  },
];

const FILE_SLUG_LENGTH = 60;

/** The file name part of a course: its slug, cut after a whole word to keep names short. */
export function fileSlug(slug: string): string {
  if (slug.length <= FILE_SLUG_LENGTH) return slug || 'kurs';
  const cut = slug.slice(0, FILE_SLUG_LENGTH + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, FILE_SLUG_LENGTH)).replace(/-+$/, '') || 'kurs';
}

export function courseDocuments(course: { id: number; slug: string }): CourseDocument[] {
  return KINDS.map((kind) => ({
    id: kind.id,
    name: kind.name,
    fileName: `${kind.filePrefix}-${fileSlug(course.slug)}-${course.id}.pdf`,
    contentType: 'application/pdf',
  }));
}

export interface RenderedDocument {
  fileName: string;
  bytes: Buffer;
}

/** Renders document `documentId` of a course; 404 for an unknown course or document. */
export async function renderCourseDocument(
  db: Queryable,
  courseId: number,
  documentId: number,
  load: (db: Queryable, id: number, language: Language, today: string) => Promise<CourseDetail>,
  today: string,
  now = new Date(),
): Promise<RenderedDocument> {
  const course = await load(db, courseId, 'de', today);
  const kind = KINDS.find((candidate) => candidate.id === documentId);
  const document = course.documents.find((candidate) => candidate.id === documentId);
  if (!kind || !document) throw notFound(`Document ${documentId} of course ${courseId}`);
  const pdf = new TextDocument({
    title: `${kind.name}: ${course.name}`,
    author: course.organizer.name,
    subject: KIND_LABEL[course.kind],
    footer: `${course.name.length > 70 ? `${course.name.slice(0, 69)}…` : course.name} · Kursmarkt`,
    created: now,
  });
  kind.write(pdf, course, today);
  return { fileName: document.fileName, bytes: await pdf.finish() };
}

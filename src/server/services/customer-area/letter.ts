/**
 * POST /api/customer/state/{year}/letter: the proof of §15 FAO training to the customer's bar chamber
 * as a PDF — the customer with address, the chamber with its full postal address, the member number,
 * and per chosen title the chosen courses with dates, net hours, referents and organizers and the sum
 * (with what is missing below 15 hours) — and, as § 15 Abs. 5 FAO wants them enclosed, the
 * participant's certificates of the courses booked here, in the same PDF (one page each).
 *
 * Only courses that took place (their end date is past; self-study: its check passed) and were
 * attended (the organizer marked the participant present: training-rules NOT_ATTENDED) can be in it:
 * any other chosen course is refused with its reason (NOT_TAKEN_PLACE, NOT_ATTENDED).
 *
 * Decision (issue 12: "before producing it, the shop shows what a chamber would reject"): the state
 * call lists every warning first; the letter refuses (422 LETTER_REJECTED, `courses` says which and
 * why) a selection with a course a chamber would not count at all — no speaker, no hours, self-study
 * without a passed check or wholly over the 5-hour cap, or a course of none of the chosen titles —
 * so no letter ever claims hours a chamber rejects. A self-study course partly over the cap is
 * printed with the hours that count. Hours below 15 do not block it: the letter says how many are
 * missing. The ids are the customer's own (another customer's: 404) and of the letter's year.
 */
import type { LetterRejection, LetterRequest, TitleState, TrainingCourse } from '../../../shared/customer-area.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../errors.ts';
import { CONTENT_WIDTH, createPdfDocument, formatDay, MARGIN, PAGE_HEIGHT } from '../../documents/index.ts';
import { accountSeatCertificate, drawCertificate, type CertificatePosition } from '../certificates/index.ts';
import { requireCustomer } from '../customer-access.ts';
import { lawyerScopes } from './customer.ts';
import { trainingEntries } from './state.ts';
import { titleState, yearOf, type TrainingEntry } from './training-rules.ts';

export interface Letter {
  fileName: string;
  bytes: Buffer;
}

interface Chamber {
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string;
}

interface Sender {
  firstName: string;
  lastName: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
}

const hoursText = (hours: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(hours);

/** The chosen courses of the year, each found among the customer's own (404 otherwise). */
function chosenEntries(all: readonly TrainingEntry[], request: LetterRequest, year: number): TrainingEntry[] {
  const pick = (source: TrainingEntry['source'], ids: readonly number[]) =>
    [...new Set(ids)].map((id) => {
      const entry = all.find(
        (candidate) => candidate.source === source && candidate.id === id && yearOf(candidate.startDate) === year,
      );
      if (!entry) throw notFound(`${source === 'ORDER' ? 'Order position' : 'Manual course'} ${id} of ${year}`);
      return entry;
    });
  return [...pick('ORDER', request.orderIds), ...pick('MANUAL', request.manuelOrderIds)];
}

/** What a chamber would not count at all, named. */
/** A course that has not taken place yet (self-study takes place when its check is passed). */
const notTakenPlace = (entry: TrainingEntry, today: string) => !entry.selfStudy && entry.endDate >= today;

function rejectedOf(
  chosen: readonly TrainingEntry[],
  titles: readonly TitleState[],
  scopeIds: readonly number[],
  today: string,
): LetterRejection[] {
  const counted = new Map<string, TrainingCourse>();
  for (const title of titles) for (const course of title.courses) counted.set(`${course.source}:${course.id}`, course);
  return chosen.flatMap((entry): LetterRejection[] => {
    if (notTakenPlace(entry, today)) {
      return [{ source: entry.source, id: entry.id, title: entry.title, rejections: ['NOT_TAKEN_PLACE'] }];
    }
    if (entry.scopeId === null || !scopeIds.includes(entry.scopeId)) {
      return [{ source: entry.source, id: entry.id, title: entry.title, rejections: ['NOT_OF_SELECTED_TITLES'] }];
    }
    const course = counted.get(`${entry.source}:${entry.id}`)!;
    return course.countedHours === 0
      ? [{ source: entry.source, id: entry.id, title: entry.title, rejections: course.rejections }]
      : [];
  });
}

function render(
  sender: Sender,
  chamber: Chamber,
  request: LetterRequest,
  year: number,
  titles: TitleState[],
  today: string,
  enclosures: readonly CertificatePosition[],
) {
  const name = `${sender.firstName} ${sender.lastName}`;
  const { doc, done } = createPdfDocument({
    title: `Fortbildungsnachweis § 15 FAO ${year}`,
    author: name,
    subject: `Mitgliedsnummer ${request.chamberMemberId}`,
    creationDate: new Date(`${today}T12:00:00Z`),
  });
  doc.font('Regular').fontSize(10).fillColor('#000000');
  doc.text(
    [name, sender.street, [sender.zipCode, sender.city].filter(Boolean).join(' ')].filter(Boolean).join('\n'),
    MARGIN,
    60,
    { width: 250 },
  );
  doc.text([chamber.name, chamber.street, [chamber.zipCode, chamber.city].filter(Boolean).join(' ')].filter(Boolean).join('\n'), MARGIN, 150, {
    width: 250,
  });
  doc.text(formatDay(today), MARGIN, 150, { width: CONTENT_WIDTH, align: 'right' });
  doc
    .font('Bold')
    .fontSize(13)
    .text(`Nachweis der Fortbildung gemäß § 15 FAO für das Jahr ${year}`, MARGIN, 240, { width: CONTENT_WIDTH });
  doc
    .moveDown(0.4)
    .font('Regular')
    .fontSize(10)
    .text(`Mitgliedsnummer: ${request.chamberMemberId}`, { width: CONTENT_WIDTH });
  doc
    .moveDown(0.6)
    .text(
      'Sehr geehrte Damen und Herren,\nhiermit weise ich meine Fortbildung im oben genannten Kalenderjahr gemäß § 15 Abs. 5 FAO nach. ' +
        (enclosures.length > 0
          ? `Die Teilnahmebescheinigungen der über Kursmarkt besuchten Veranstaltungen (${enclosures.length}) sind als Anlage beigefügt.`
          : 'Die Teilnahmebescheinigungen sind als Anlage beigefügt.'),
      { width: CONTENT_WIDTH },
    );
  for (const title of titles) {
    if (doc.y > PAGE_HEIGHT - MARGIN - 120) doc.addPage();
    doc
      .moveDown(1)
      .font('Bold')
      .fontSize(11)
      .text(`Fachanwalt für ${title.scopeName}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
    for (const course of title.courses) {
      const hours =
        course.countedHours === course.hours
          ? `${hoursText(course.countedHours)} Zeitstunden`
          : `${hoursText(course.countedHours)} von ${hoursText(course.hours ?? 0)} Zeitstunden (Selbststudium, höchstens 5 Stunden je Jahr)`;
      const dates =
        course.endDate && course.endDate !== course.startDate
          ? `${formatDay(course.startDate)} – ${formatDay(course.endDate)}`
          : formatDay(course.startDate);
      const text = [
        `${dates}: ${course.title}`,
        `Veranstalter: ${course.organizer}; Referenten: ${course.referents.join(', ')}`,
        `${course.selfStudy ? 'Selbststudium mit bestandener Lernerfolgskontrolle; ' : ''}${hours}`,
      ].join('\n');
      doc.font('Regular').fontSize(9.5);
      if (doc.y + doc.heightOfString(text, { width: CONTENT_WIDTH - 12 }) > PAGE_HEIGHT - MARGIN) doc.addPage();
      doc.moveDown(0.4).text(text, MARGIN + 12, doc.y, { width: CONTENT_WIDTH - 12 });
    }
    doc
      .moveDown(0.4)
      .font('Bold')
      .fontSize(10)
      .text(
        `Summe: ${hoursText(title.countedHours)} Zeitstunden${title.missingHours > 0 ? ` (es fehlen ${hoursText(title.missingHours)} der ${title.requiredHours} Zeitstunden)` : ''}`,
        MARGIN,
        doc.y,
        { width: CONTENT_WIDTH },
      );
  }
  doc
    .moveDown(1.5)
    .font('Regular')
    .fontSize(10)
    .text(`Mit freundlichen Grüßen\n\n${name}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  if (enclosures.length > 0) {
    doc
      .moveDown(1)
      .fontSize(9.5)
      .text(`Anlagen: ${enclosures.length} Teilnahmebescheinigung${enclosures.length === 1 ? '' : 'en'}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  for (const certificate of enclosures) {
    doc.addPage();
    drawCertificate(doc, certificate, 'PARTICIPATION', today);
  }
  doc.end();
  return done;
}

/** The certificates of the letter's courses booked here, in the order the letter lists them. */
async function enclosedCertificates(db: Queryable, customerId: number, titles: readonly TitleState[]): Promise<CertificatePosition[]> {
  const ids = [...new Set(titles.flatMap((title) => title.courses.filter((course) => course.source === 'ORDER').map((course) => course.id)))];
  const found = await Promise.all(ids.map((id) => accountSeatCertificate(db, customerId, id)));
  return found.filter((certificate): certificate is CertificatePosition => certificate !== undefined);
}

export async function chamberLetter(
  db: Queryable,
  customerId: number,
  year: number,
  request: LetterRequest,
  today: string,
): Promise<Letter> {
  requireCustomer(customerId);
  const scopes = await lawyerScopes(db);
  const scopeIds = [...new Set(request.scopeIds)];
  const unknownScope = scopeIds.find((id) => !scopes.has(id));
  if (unknownScope !== undefined)
    throw new HttpError(422, 'UNKNOWN_SCOPE', `Scope ${unknownScope} is not a specialist title`, 'scopeIds');
  const [chamber] = await db.query<Chamber>('select name, street, zip_code as "zipCode", city from chamber where id = $1', [
    request.chamberId,
  ]);
  if (!chamber) throw new HttpError(422, 'UNKNOWN_CHAMBER', `Chamber ${request.chamberId} does not exist`, 'chamberId');
  const chosen = chosenEntries(await trainingEntries(db, customerId), request, year);
  if (chosen.length === 0)
    throw new HttpError(422, 'NOTHING_SELECTED', 'Choose at least one course for the letter', 'orderIds');
  const titles = scopeIds
    .map((id) => titleState(chosen, { id, name: scopes.get(id)! }, year))
    .sort((a, b) => a.scopeName.localeCompare(b.scopeName, 'de'));
  const rejected = rejectedOf(chosen, titles, scopeIds, today);
  if (rejected.length > 0) {
    throw new HttpError(
      422,
      'LETTER_REJECTED',
      `A chamber would not count: ${rejected.map((course) => `${course.title} (${course.rejections.join(', ')})`).join('; ')}`,
      undefined,
      { courses: rejected },
    );
  }
  const [sender] = await db.query<Sender>(
    `select first_name as "firstName", last_name as "lastName", street, zip_code as "zipCode", city from account where id = $1`,
    [customerId],
  );
  if (!sender) throw notFound(`Customer ${customerId}`);
  const enclosures = await enclosedCertificates(db, customerId, titles);
  const bytes = await render(sender, chamber, request, year, titles, today, enclosures);
  return {
    fileName: `Fortbildungsnachweis-${year}-${request.chamberMemberId.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`,
    bytes,
  };
}

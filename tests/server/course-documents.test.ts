/**
 * GET /api/course/{id}/document/{documentId}: real PDF files. Each answer is parsed here: header,
 * every cross-reference offset pointing at its object, trailer, startxref and %%EOF, the page tree,
 * and the text of the (deflated) content streams.
 */
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileSlug } from '../../src/server/services/course-documents.ts';
import { PdfWriter, winAnsiBytes, wrapText, textWidth } from '../../src/server/services/pdf.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const TODAY = TEST_TODAY.toISOString().slice(0, 10);

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) });
  server = await startTestServer({ courses: 120 });
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

interface ParsedPdf {
  version: string;
  objects: Map<number, string>;
  pageCount: number;
  /** The text shown on each page, lines joined with '\n'. */
  pages: string[];
  info: string;
}

const CP1252_HIGH: Record<number, string> = { 0x80: '€', 0x84: '„', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x85: '…', 0x95: '•' };
const decodeWinAnsi = (bytes: Buffer) => [...bytes].map((byte) => CP1252_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/** A strict reading of the file structure; throws on anything a PDF reader would have to repair. */
function parsePdf(file: Buffer): ParsedPdf {
  const text = file.toString('latin1');
  const header = /^%PDF-(\d\.\d)\n/.exec(text);
  if (!header) throw new Error('no %PDF header');
  if (!text.endsWith('%%EOF\n') && !text.endsWith('%%EOF')) throw new Error('no %%EOF at the end');
  const startxref = /startxref\n(\d+)\n%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (text.slice(xrefAt, xrefAt + 5) !== 'xref\n') throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const xref = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  if (!xref) throw new Error('bad xref header');
  const size = Number(xref[1]);
  const entriesAt = xrefAt + xref[0].length;
  const objects = new Map<number, string>();
  for (let number = 0; number < size; number++) {
    const entry = text.slice(entriesAt + number * 20, entriesAt + (number + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([fn]) \n$/.exec(entry);
    if (!match) throw new Error(`bad xref entry ${number}: ${JSON.stringify(entry)}`);
    if (number === 0) {
      if (match[3] !== 'f') throw new Error('entry 0 must be free');
      continue;
    }
    const offset = Number(match[1]);
    const objectHeader = `${number} 0 obj\n`;
    if (text.slice(offset, offset + objectHeader.length) !== objectHeader) throw new Error(`xref offset of object ${number} is wrong`);
    const end = text.indexOf('\nendobj\n', offset);
    objects.set(number, text.slice(offset + objectHeader.length, end));
  }
  const trailer = /trailer\n<<(.*)>>\nstartxref/s.exec(text.slice(xrefAt));
  if (!trailer) throw new Error('no trailer');
  const rootRef = /\/Root (\d+) 0 R/.exec(trailer[1]!);
  const sizeInTrailer = /\/Size (\d+)/.exec(trailer[1]!);
  if (!rootRef || Number(sizeInTrailer?.[1]) !== size) throw new Error('trailer lacks /Root or has a wrong /Size');
  const catalog = objects.get(Number(rootRef[1]))!;
  const pagesRef = /\/Type \/Catalog \/Pages (\d+) 0 R/.exec(catalog);
  if (!pagesRef) throw new Error('catalog without pages');
  const pagesObject = objects.get(Number(pagesRef[1]))!;
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesObject)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const count = Number(/\/Count (\d+)/.exec(pagesObject)?.[1]);
  if (kids.length !== count || count < 1) throw new Error('page count does not match the kids');

  const pages = kids.map((kid) => {
    const page = objects.get(kid)!;
    if (!page.includes('/Type /Page ')) throw new Error(`object ${kid} is no page`);
    const contents = Number(/\/Contents (\d+) 0 R/.exec(page)![1]);
    const contentAt = file.indexOf(`${contents} 0 obj\n`, 0, 'latin1');
    const streamHeader = /<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/.exec(text.slice(contentAt));
    if (!streamHeader) throw new Error('content stream without length');
    const start = contentAt + streamHeader.index + streamHeader[0].length;
    const length = Number(streamHeader[1]);
    if (text.slice(start + length, start + length + 10) !== '\nendstream') throw new Error('stream length is wrong');
    const operations = inflateSync(file.subarray(start, start + length)).toString('latin1');
    return [...operations.matchAll(/<([0-9A-F]*)> Tj/g)].map((m) => decodeWinAnsi(Buffer.from(m[1]!, 'hex'))).join('\n');
  });
  const infoRef = /\/Info (\d+) 0 R/.exec(trailer[1]!);
  return { version: header[1]!, objects, pageCount: count, pages, info: infoRef ? objects.get(Number(infoRef[1]))! : '' };
}

describe('course documents', () => {
  it('serves the programme of a course as a parseable PDF download', async () => {
    const course = (await get('/api/course/2')).json<CourseDetail>();
    const programme = course.documents.find((document) => document.id === 1)!;
    const response = await get('/api/course/2/document/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${programme.fileName}"`);
    expect(programme.fileName).toMatch(/^kursprogramm-[a-z0-9-]+-2\.pdf$/);
    const file = response.rawPayload;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(file.length);

    const pdf = parsePdf(file);
    expect(pdf.version).toBe('1.4');
    const all = pdf.pages.join('\n');
    expect(all.replace(/\n/g, ' ')).toContain(course.name);
    expect(all).toContain(course.organizer.name);
    for (const referent of course.referents) expect(all).toContain(referent.name);
    for (const schedule of course.courseSchedules.filter((entry) => !entry.past)) {
      expect(all).toContain(`${schedule.startDate.slice(8, 10)}.${schedule.startDate.slice(5, 7)}.${schedule.startDate.slice(0, 4)}`);
    }
    expect(all).toContain(`Seite 1 von ${pdf.pageCount}`);
    expect(pdf.info).toContain('/Title <FEFF');
  });

  it('serves the date and price list, with German characters intact', async () => {
    const [row] = await server.database.db.query<{ id: number }>(
      `select c.id from course c where c.name ~ '[äöüÄÖÜß]' and c.course_type = 'PRESENT'
          and exists (select 1 from course_schedule s where s.course_id = c.id and s.start_date >= $1::date)
        order by c.id limit 1`,
      [TODAY],
    );
    const course = (await get(`/api/course/${row!.id}`)).json<CourseDetail>();
    const response = await get(`/api/course/${row!.id}/document/2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(course.documents[1]!.fileName);
    const text = parsePdf(response.rawPayload).pages.join(' ').replace(/\n/g, ' ');
    expect(text).toContain(course.name);
    expect(text).toContain('Termine und Preise');
    expect(text).toMatch(/\d+,\d{2}\s€/);
  });

  it('answers 404 for an unknown course or document and 400 for bad ids', async () => {
    expect((await get('/api/course/999999/document/1')).statusCode).toBe(404);
    const unknownDocument = await get('/api/course/1/document/3');
    expect(unknownDocument.statusCode).toBe(404);
    expect(unknownDocument.headers['content-type']).toContain('application/json');
    expect((await get('/api/course/1/document/programm')).json()).toMatchObject({ statusCode: 400, field: 'documentId' });
  });
});

describe('document file names', () => {
  it('keep short slugs and cut long ones after a whole word', () => {
    expect(fileSlug('arbeitsrecht-kompakt')).toBe('arbeitsrecht-kompakt');
    expect(fileSlug('aktuelle-rechtsprechung-im-handels-und-gesellschaftsrecht-2027')).toBe(
      'aktuelle-rechtsprechung-im-handels-und-gesellschaftsrecht',
    );
    expect(fileSlug('a'.repeat(80))).toBe('a'.repeat(60));
    expect(fileSlug('')).toBe('kurs');
  });
});

describe('PDF writer', () => {
  it('encodes text in WinAnsi with umlauts, ß, §, € and German quotes', () => {
    expect([...winAnsiBytes('Ä ö ü ß § € „x“ – ✓')]).toEqual([
      0xc4, 0x20, 0xf6, 0x20, 0xfc, 0x20, 0xdf, 0x20, 0xa7, 0x20, 0x80, 0x20, 0x84, 0x78, 0x93, 0x20, 0x96, 0x20, 0x3f,
    ]);
  });

  it('wraps words within the width and breaks words longer than a line', () => {
    const lines = wrapText('Fachanwaltslehrgang Arbeitsrecht mit Klausurentraining und Praxisteil', 'F1', 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 'F1', 10)).toBeLessThanOrEqual(120);
    const long = wrapText('Rechtsanwaltsvergütungsgesetzesnovellierungsbegleitseminar', 'F2', 12, 80);
    expect(long.join('')).toBe('Rechtsanwaltsvergütungsgesetzesnovellierungsbegleitseminar');
    for (const line of long) expect(textWidth(line, 'F2', 12)).toBeLessThanOrEqual(80);
  });

  it('breaks long documents into pages, every one numbered', () => {
    const pdf = new PdfWriter({ title: 'Test', footer: 'Kursmarkt' });
    pdf.heading('Langes Dokument');
    for (let n = 1; n <= 200; n++) pdf.text(`Absatz ${n}: Lorem ipsum dolor sit amet, consectetur adipiscing elit.`);
    const parsed = parsePdf(pdf.finish());
    expect(parsed.pageCount).toBeGreaterThan(3);
    parsed.pages.forEach((page, index) => expect(page).toContain(`Seite ${index + 1} von ${parsed.pageCount}`));
    expect(parsed.pages.join('\n')).toContain('Absatz 200:');
  });
});

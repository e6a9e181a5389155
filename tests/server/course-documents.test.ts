/**
 * GET /api/course/{id}/document/{documentId}: real PDF files, read back with the poppler tools
 * (pdfinfo, pdftotext; installed here and in CI by .ci/run) as a reader would: the document's
 * metadata, the text on every page and where the words stand on the page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TextDocument } from '../../src/server/documents/index.ts';
import { fileSlug } from '../../src/server/services/course-documents.ts';
import type { CourseDetail } from '../../src/shared/catalogue.ts';
import { startTestServer, TEST_TODAY, type TestServer } from '../support/test-server.ts';

const TODAY = TEST_TODAY.toISOString().slice(0, 10);
const scratch = mkdtempSync(join(tmpdir(), 'kursmarkt-course-documents-'));

let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) });
  server = await startTestServer({ courses: 120 });
});
afterAll(async () => {
  await server?.close();
  vi.useRealTimers();
  rmSync(scratch, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

interface ReadPdf {
  pageCount: number;
  title: string;
  /** The text shown on each page, as pdftotext lays it out. */
  pages: string[];
  /** Every word with its right edge, pt from the page's left. */
  words: { text: string; xMax: number }[];
}

/** The file as poppler reads it; poppler fails (and so does this) on a file a reader would have to repair. */
function readPdf(bytes: Buffer): ReadPdf {
  const file = join(scratch, `document-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === 'pdfinfo' ? [] : ['-'])], { encoding: 'utf8' });
  const info = run('pdfinfo', '-enc', 'UTF-8');
  const pageCount = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
  const title = /^Title:\s+(.*)$/m.exec(info)?.[1] ?? '';
  const pages = run('pdftotext', '-enc', 'UTF-8', '-layout').split('\f').slice(0, pageCount);
  const words = [
    ...run('pdftotext', '-enc', 'UTF-8', '-bbox').matchAll(
      /<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({ text: match[2]!, xMax: Number(match[1]) }));
  return { pageCount, title, pages, words };
}
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

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

    const pdf = readPdf(file);
    const all = oneLine(pdf.pages.join('\n'));
    expect(all).toContain(course.name);
    expect(all).toContain(course.organizer.name);
    for (const referent of course.referents) expect(all).toContain(referent.name);
    for (const schedule of course.courseSchedules.filter((entry) => !entry.past)) {
      expect(all).toContain(
        `${schedule.startDate.slice(8, 10)}.${schedule.startDate.slice(5, 7)}.${schedule.startDate.slice(0, 4)}`,
      );
    }
    expect(all).toContain(`Seite 1 von ${pdf.pageCount}`);
    expect(pdf.title).toBe(`Kursprogramm: ${course.name}`);
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
    const text = oneLine(readPdf(response.rawPayload).pages.join(' '));
    expect(text).toContain(course.name);
    expect(text).toContain('Termine und Preise');
    expect(text).toMatch(/\d+,\d{2}\s€/);
  });

  it('answers 404 for an unknown course or document and 400 for bad ids', async () => {
    expect((await get('/api/course/999999/document/1')).statusCode).toBe(404);
    const unknownDocument = await get('/api/course/1/document/3');
    expect(unknownDocument.statusCode).toBe(404);
    expect(unknownDocument.headers['content-type']).toContain('application/json');
    expect((await get('/api/course/1/document/programm')).json()).toMatchObject({
      statusCode: 400,
      field: 'documentId',
    });
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

describe('text documents', () => {
  const write = async (fill: (document: TextDocument) => void) => {
    const document = new TextDocument({
      title: 'Test',
      author: 'Kursmarkt',
      subject: 'Test',
      footer: 'Kursmarkt',
      created: new Date(),
    });
    fill(document);
    return readPdf(await document.finish());
  };

  it('show umlauts, ß, §, € and German quotes as written', async () => {
    const pdf = await write((document) => document.text('Ä ö ü ß § 1.234,50 € „Fachanwalt“ – Übung'));
    expect(pdf.pages[0]).toContain('Ä ö ü ß § 1.234,50 € „Fachanwalt“ – Übung');
  });

  it('print the text dark on the white page', async () => {
    const document = new TextDocument({
      title: 'T',
      author: 'K',
      subject: 'T',
      footer: 'Kursmarkt',
      created: new Date(),
    });
    document.heading('Arbeitsrecht kompakt');
    for (let n = 1; n <= 20; n++) document.text('Lorem ipsum dolor sit amet, consectetur adipiscing elit.');
    const file = join(scratch, 'dark.pdf');
    writeFileSync(file, await document.finish());
    // The first page rendered in grey levels: a binary PGM ("P5", width, height, 255, one byte a pixel).
    const image = execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', file]);
    const [, width, height] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 20).toString('latin1'))!.map(Number);
    const pixels = image.subarray(image.length - width! * height!);
    // The upper half holds the heading and the paragraphs (the footer is at the foot).
    const upperHalf = pixels.subarray(0, width! * Math.floor(height! / 2));
    expect(upperHalf.filter((level) => level < 128).length).toBeGreaterThan(1000);
  });

  it('wrap words within the page and break words longer than a line', async () => {
    const long = 'Rechtsanwaltsvergütungsgesetzesnovellierungsbegleitseminar'.repeat(3);
    const pdf = await write((document) => {
      document.text('Fachanwaltslehrgang Arbeitsrecht mit Klausurentraining und Praxisteil '.repeat(8));
      document.field(
        'Rechtsgebiete',
        'Arbeitsrecht, Familienrecht, Erbrecht, Steuerrecht, Verwaltungsrecht, Sozialrecht, Mietrecht',
      );
      document.text(long, { bold: true, size: 12 });
    });
    const contentRight = 595.28 - 56;
    for (const word of pdf.words) expect(word.xMax, word.text).toBeLessThanOrEqual(contentRight + 0.5);
    expect(pdf.pages[0]!.split('\n').filter((line) => line.includes('Klausurentraining')).length).toBeGreaterThan(1);
    expect(pdf.words.filter((word) => long.includes(word.text)).length).toBeGreaterThan(1);
    expect(pdf.words.map((word) => word.text).join('')).toContain(long);
  });

  it('break long documents into pages, every one numbered', async () => {
    const pdf = await write((document) => {
      document.heading('Langes Dokument');
      for (let n = 1; n <= 200; n++)
        document.text(`Absatz ${n}: Lorem ipsum dolor sit amet, consectetur adipiscing elit.`);
    });
    expect(pdf.pageCount).toBeGreaterThan(3);
    expect(pdf.pages).toHaveLength(pdf.pageCount);
    pdf.pages.forEach((page, index) => expect(page).toContain(`Seite ${index + 1} von ${pdf.pageCount}`));
    expect(pdf.pages.join('\n')).toContain('Absatz 200:');
  });
});

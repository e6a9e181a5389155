/**
 * The pdfkit set-up every shop document shares (invoices, certificates, the chamber letter, course
 * documents): A4, PDF/A-3b,
 * German, Liberation Sans embedded and subset as 'Regular' and 'Bold' (fonts/: prints €, umlauts,
 * ß, § and „“), and the bytes collected into one Buffer when the document ends.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const fontPath = (file: string) => fileURLToPath(new URL(`./fonts/${file}`, import.meta.url));
const REGULAR_PATH = fontPath('LiberationSans-Regular.ttf');
const REGULAR = readFileSync(REGULAR_PATH);
const BOLD = readFileSync(fontPath('LiberationSans-Bold.ttf'));

export const MARGIN = 56;
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  creationDate: Date;
  /** Keep every page open until the end, so a footer can say "Seite 1 von 3" (text-document.ts). */
  bufferPages?: boolean;
  /** The document's language (PDF /Lang); default de-DE. */
  lang?: string;
}

/** A new document with its first page; `done` resolves with the bytes after `doc.end()`. */
export function createPdfDocument(info: DocumentInfo): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: info.lang ?? 'de-DE',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, CreationDate: info.creationDate },
    // The first font pdfkit loads (instead of its standard Helvetica, which PDF/A would need embedded).
    font: REGULAR_PATH,
    autoFirstPage: false,
    bufferPages: info.bufferPages ?? false,
  });
  doc.registerFont('Regular', REGULAR);
  doc.registerFont('Bold', BOLD);
  doc.addPage();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * A flowing text document on the shared pdfkit set-up (pdf-document.ts): headings, paragraphs,
 * label–value fields, rules, page breaks before a block that would not fit, and a footer with the
 * document's name and "Seite n von m" on every page. The course programme and the date and price
 * list are written with it (course-documents.ts); it replaced the hand-written PDF 1.4 writer of
 * ADR 005 (superseded by ADR 012), so every document embeds the same fonts and is PDF/A-3b.
 */
import { createPdfDocument, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, CONTENT_WIDTH } from './pdf-document.ts';

const FOOTER_SIZE = 8;
const FOOTER_Y = PAGE_HEIGHT - 32 - FOOTER_SIZE;
/** The lowest line a block may reach; below it pdfkit would start a page of its own. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 12;
const LINE_GAP = 0.35;

export interface TextDocumentInfo {
  title: string;
  author: string;
  subject: string;
  /** Printed at the foot of every page, before the page number. */
  footer: string;
  created: Date;
  /** The page number in the document's language; default German "Seite n von m". */
  pageLabel?: (page: number, pages: number) => string;
  /** The document's language (PDF /Lang); default de-DE. */
  lang?: string;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** The grey level of the text: 0 is black, 1 white. */
  grey?: number;
  indent?: number;
  /** Space after the block, pt. */
  after?: number;
}

const greyColour = (grey: number) => {
  const level = Math.round(grey * 255);
  return [level, level, level] as [number, number, number];
};

export class TextDocument {
  private readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;
  private readonly footer: string;
  private readonly pageLabel: (page: number, pages: number) => string;

  constructor(info: TextDocumentInfo) {
    const { doc, done } = createPdfDocument({
      title: info.title,
      author: info.author,
      subject: info.subject,
      creationDate: info.created,
      bufferPages: true,
      ...(info.lang ? { lang: info.lang } : {}),
    });
    this.doc = doc;
    this.done = done;
    this.footer = info.footer;
    this.pageLabel = info.pageLabel ?? ((page, pages) => `Seite ${page} von ${pages}`);
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > CONTENT_BOTTOM) this.doc.addPage();
  }

  /** A word-wrapped block of text; '\n' starts a new line. */
  text(text: string, { size = 10, bold = false, grey = 0, indent = 0, after = 6 }: TextOptions = {}): void {
    const options = { width: CONTENT_WIDTH - indent, lineGap: size * LINE_GAP };
    this.doc.font(bold ? 'Bold' : 'Regular').fontSize(size);
    this.ensureSpace(Math.min(this.doc.heightOfString(text, options), size * (1 + LINE_GAP) * 2));
    this.doc.fillColor(greyColour(grey)).text(text, MARGIN + indent, this.doc.y, options);
    this.doc.fillColor('black');
    this.doc.y += after;
  }

  heading(text: string, size = 18): void {
    this.ensureSpace(size * (1 + LINE_GAP) * 2);
    this.text(text, { size, bold: true, after: size * 0.5 });
  }

  subheading(text: string): void {
    this.ensureSpace(13 * (1 + LINE_GAP) + 36);
    this.doc.y += 6;
    this.text(text, { size: 13, bold: true, after: 4 });
  }

  /** Label and value side by side; the value wraps in its column. */
  field(label: string, value: string, labelWidth = 130): void {
    const size = 10;
    const valueOptions = { width: CONTENT_WIDTH - labelWidth, lineGap: size * LINE_GAP };
    this.doc.font('Regular').fontSize(size);
    this.ensureSpace(Math.min(this.doc.heightOfString(value, valueOptions), size * (1 + LINE_GAP) * 3));
    const top = this.doc.y;
    this.doc.font('Bold').text(label, MARGIN, top, { width: labelWidth - 8, lineBreak: false });
    this.doc.font('Regular').text(value, MARGIN + labelWidth, top, valueOptions);
    this.doc.y += 2;
  }

  rule(after = 8): void {
    this.ensureSpace(after + 2);
    const y = this.doc.y;
    this.doc
      .save()
      .strokeColor(greyColour(0.75))
      .lineWidth(0.5)
      .moveTo(MARGIN, y)
      .lineTo(PAGE_WIDTH - MARGIN, y)
      .stroke()
      .restore();
    this.doc.y += after;
  }

  space(points: number): void {
    this.doc.y += points;
  }

  /** Writes the footers and returns the whole file. */
  async finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      this.doc.switchToPage(index);
      this.doc.font('Regular').fontSize(FOOTER_SIZE).fillColor(greyColour(0.4));
      // The footer sits in the bottom margin: without margins set to 0 pdfkit would see no room and
      // start another page.
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const pageLabel = this.pageLabel(index - start + 1, count);
      this.doc.text(this.footer, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH - 90, lineBreak: false, ellipsis: true });
      this.doc.text(pageLabel, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
      this.doc.page.margins.bottom = bottom;
    }
    this.doc.end();
    return this.done;
  }
}

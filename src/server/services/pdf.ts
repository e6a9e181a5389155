/**
 * A small PDF 1.4 writer for text documents (course programmes, date lists): A4 pages, the standard
 * fonts Helvetica and Helvetica-Bold in WinAnsiEncoding (German umlauts, ß, §, €, „“ and – included),
 * word-wrapped paragraphs, automatic page breaks, a footer with page numbers, compressed content
 * streams, a document information dictionary and an exact cross-reference table.
 *
 *   const pdf = new PdfWriter({ title: 'Kursprogramm' });
 *   pdf.heading('Arbeitsrecht kompakt');
 *   pdf.paragraph('Der Kurs …');
 *   const bytes = pdf.finish();
 */
import { deflateSync } from 'node:zlib';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const FOOTER_Y = 32;
const CONTENT_BOTTOM = MARGIN + 12;
const LINE_FACTOR = 1.35;

type FontName = 'F1' | 'F2';

// Advance widths (1/1000 em) of the printable ASCII characters 32–126, from the fonts' AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const SPECIAL_WIDTHS: Record<string, number> = {
  '€': 556, '„': 333, '“': 333, '”': 333, '‚': 222, '‘': 222, '’': 222, '–': 556, '—': 1000, '…': 1000, '•': 350,
  '§': 556, '°': 400, '·': 278, '«': 556, '»': 556, 'ß': 611, '\u00a0': 278,
};

/** Windows-1252 bytes 0x80–0x9F; 0xA0–0xFF are the Latin-1 code points. */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b,
  'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99,
  'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** Characters outside Windows-1252 that have a close stand-in. */
const STAND_INS: Record<string, string> = { '\u202f': ' ', '\u2009': ' ', '\u2011': '-', '\u2212': '-', '\u2010': '-' };

/** One byte per character in WinAnsiEncoding; what it cannot show becomes '?'. */
export function winAnsiBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (const raw of text) {
    const char = STAND_INS[raw] ?? raw;
    const code = char.codePointAt(0)!;
    if (code === 0x09) bytes.push(0x20);
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(CP1252_HIGH[char] ?? 0x3f);
  }
  return Buffer.from(bytes);
}

function charWidth(char: string, font: FontName): number {
  const table = font === 'F2' ? HELVETICA_BOLD : HELVETICA;
  const code = char.codePointAt(0)!;
  if (code >= 32 && code <= 126) return table[code - 32]!;
  const special = SPECIAL_WIDTHS[char];
  if (special !== undefined) return special;
  // Accented letters are as wide as their base letter.
  const base = char.normalize('NFD')[0]!;
  const baseCode = base.codePointAt(0)!;
  return baseCode >= 32 && baseCode <= 126 ? table[baseCode - 32]! : 556;
}

export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char, font);
  return (units * size) / 1000;
}

/** Splits text into lines no wider than `width`; words longer than a line are broken. */
export function wrapText(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (textWidth(line, font, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(line.slice(0, cut), font, size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

const hex = (bytes: Buffer) => bytes.toString('hex').toUpperCase();
const num = (value: number) => (Math.round(value * 100) / 100).toString();

/** A string in the document information dictionary: UTF-16BE with byte order mark. */
function infoString(text: string): string {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${hex(utf16)}>`;
}

function pdfDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `(D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(
    date.getUTCMinutes(),
  )}${pad(date.getUTCSeconds())}Z)`;
}

export interface PdfInfo {
  title: string;
  author?: string;
  subject?: string;
  /** Left part of every page's footer; the right part is 'Seite n von m'. */
  footer?: string;
  /** Creation date; default now. */
  created?: Date;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** Grey level 0 (black) – 1 (white). */
  grey?: number;
  /** Extra left indent, pt. */
  indent?: number;
  /** Space after the block, pt. */
  after?: number;
}

export class PdfWriter {
  private readonly pages: string[][] = [];
  private y = 0;
  private readonly info: PdfInfo;

  constructor(info: PdfInfo) {
    this.info = info;
    this.newPage();
  }

  get contentWidth(): number {
    return PAGE_WIDTH - 2 * MARGIN;
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  private newPage(): void {
    this.pages.push([]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  private line(text: string, x: number, font: FontName, size: number, grey: number): void {
    const colour = grey > 0 ? `${num(grey)} g ` : '';
    this.ops.push(`BT ${colour}/${font} ${num(size)} Tf ${num(x)} ${num(this.y)} Td <${hex(winAnsiBytes(text))}> Tj ET${grey > 0 ? ' 0 g' : ''}`);
  }

  /** A word-wrapped block of text; '\n' starts a new line. */
  text(text: string, { size = 10, bold = false, grey = 0, indent = 0, after = 6 }: TextOptions = {}): void {
    const font: FontName = bold ? 'F2' : 'F1';
    const leading = size * LINE_FACTOR;
    for (const line of wrapText(text, font, size, this.contentWidth - indent)) {
      this.ensureSpace(leading);
      this.y -= size;
      this.line(line, MARGIN + indent, font, size, grey);
      this.y -= leading - size;
    }
    this.y -= after;
  }

  heading(text: string, size = 18): void {
    this.ensureSpace(size * LINE_FACTOR * 2);
    this.text(text, { size, bold: true, after: size * 0.5 });
  }

  subheading(text: string): void {
    this.ensureSpace(13 * LINE_FACTOR + 30);
    this.y -= 6;
    this.text(text, { size: 13, bold: true, after: 4 });
  }

  /** Label and value side by side; the value wraps in its column. */
  field(label: string, value: string, labelWidth = 130): void {
    const size = 10;
    const leading = size * LINE_FACTOR;
    const lines = wrapText(value, 'F1', size, this.contentWidth - labelWidth);
    this.ensureSpace(leading * Math.min(lines.length, 3));
    lines.forEach((line, index) => {
      this.ensureSpace(leading);
      this.y -= size;
      if (index === 0) this.line(label, MARGIN, 'F2', size, 0);
      this.line(line, MARGIN + labelWidth, 'F1', size, 0);
      this.y -= leading - size;
    });
    this.y -= 2;
  }

  rule(after = 8): void {
    this.ensureSpace(after + 2);
    this.ops.push(`0.75 G 0.5 w ${num(MARGIN)} ${num(this.y)} m ${num(PAGE_WIDTH - MARGIN)} ${num(this.y)} l S 0 G`);
    this.y -= after;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** The whole file. */
  finish(): Buffer {
    const total = this.pages.length;
    const fontObjects = 2;
    const firstPageObject = 3 + fontObjects + 1;
    const pageObject = (index: number) => firstPageObject + index * 2;
    const objects: Buffer[] = [];

    objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
    objects.push(Buffer.from(`<< /Type /Pages /Kids [${this.pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${total} >>`));
    objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
    objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'));
    const created = pdfDate(this.info.created ?? new Date());
    objects.push(
      Buffer.from(
        `<< /Title ${infoString(this.info.title)}${this.info.author ? ` /Author ${infoString(this.info.author)}` : ''}${
          this.info.subject ? ` /Subject ${infoString(this.info.subject)}` : ''
        } /Creator (Kursmarkt) /Producer (Kursmarkt PDF writer) /CreationDate ${created} >>`,
      ),
    );
    this.pages.forEach((ops, index) => {
      const footer = [...ops];
      const pageLabel = `Seite ${index + 1} von ${total}`;
      const size = 8;
      if (this.info.footer) {
        footer.push(`BT 0.4 g /F1 ${size} Tf ${num(MARGIN)} ${FOOTER_Y} Td <${hex(winAnsiBytes(this.info.footer))}> Tj ET 0 g`);
      }
      const labelX = PAGE_WIDTH - MARGIN - textWidth(pageLabel, 'F1', size);
      footer.push(`BT 0.4 g /F1 ${size} Tf ${num(labelX)} ${FOOTER_Y} Td <${hex(winAnsiBytes(pageLabel))}> Tj ET 0 g`);
      const stream = deflateSync(Buffer.from(footer.join('\n'), 'latin1'));
      objects.push(
        Buffer.from(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_WIDTH)} ${num(PAGE_HEIGHT)}] ` +
            `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
        ),
      );
      objects.push(
        Buffer.concat([
          Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
          stream,
          Buffer.from('\nendstream'),
        ]),
      );
    });

    // Header with a comment of bytes above 127, so tools treat the file as binary.
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(offset);
      const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
      parts.push(chunk);
      offset += chunk.length;
    });
    const xref = [
      'xref',
      `0 ${objects.length + 1}`,
      '0000000000 65535 f ',
      ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `),
      'trailer',
      `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(parts);
  }
}

/**
 * What a file is, by its first bytes (magic numbers), never by its name or the client's
 * Content-Type: a program renamed to proof.pdf starts with "MZ", not "%PDF-", and is refused. The
 * name a proof is kept and offered under takes the extension of that type, so a PDF/HTML polyglot
 * sent as poly.html is poly.pdf here: a browser or desktop that goes by the extension opens it as
 * what it was checked to be, never as a page.
 */
import type { UploadedFile } from '../../../shared/order.ts';

export type UploadContentType = UploadedFile['contentType'];

const SIGNATURES: readonly { type: UploadContentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/** The accepted type the head of a file shows, or undefined (anything else, or too short to tell). */
export function sniffContentType(head: Uint8Array): UploadContentType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type;
}

/** The extensions each type is known by; the first is the one given to a name that has none of them. */
const EXTENSIONS: Readonly<Record<UploadContentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * The file name with the extension of its detected type: kept when it already is one of the type's
 * (foto.JPEG stays), else the client's last extension is replaced (poly.html → poly.pdf) or one added.
 */
export function nameWithTypeExtension(fileName: string, type: UploadContentType): string {
  const extensions = EXTENSIONS[type];
  const match = /^(.+)\.([^.]{1,16})$/.exec(fileName);
  if (match && extensions.includes(match[2]!.toLowerCase())) return fileName;
  return `${match ? match[1] : fileName}.${extensions[0]}`;
}

/**
 * What a file is, by its first bytes (magic numbers), never by its name or the client's
 * Content-Type: a program renamed to proof.pdf starts with "MZ", not "%PDF-", and is refused.
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

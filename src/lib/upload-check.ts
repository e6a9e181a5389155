/**
 * What the browser checks of a proof before sending it (the server checks again, by content): PDF,
 * JPEG or PNG, at most 10 MB (src/shared/order.ts UPLOAD_MAX_BYTES). A refused file is never sent.
 */
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../shared/order';

export type UploadRefusal = 'type' | 'size' | 'empty';

const EXTENSIONS: Record<string, (typeof UPLOAD_CONTENT_TYPES)[number]> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Why `file` cannot be uploaded, or null. Browsers may leave `type` empty: then the extension decides. */
export function uploadRefusal(file: Pick<File, 'name' | 'size' | 'type'>): UploadRefusal | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || EXTENSIONS[extension] || '';
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** What the file input offers to choose. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** A byte count for people: "850 KB", "2,4 MB". */
export function formatBytes(bytes: number, language: 'de' | 'en' = 'de'): string {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
}

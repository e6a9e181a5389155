/** What keeps uploaded proofs: a directory, the database or memory (storage.ts chooses). */
import type { Writable } from 'node:stream';

export interface UploadStorage {
  /** A sink for the bytes of a new file; commit() makes it readable under its key, discard() forgets it. */
  create(): Promise<PendingFile>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

export interface PendingFile {
  key: string;
  sink: Writable;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

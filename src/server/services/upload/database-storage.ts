/**
 * Uploaded proofs in the database's upload_content table (UPLOAD_DIR=database, the default with
 * DATABASE_URL): every shop instance on the database reads what any of them received (issue 28),
 * and a backup of the database holds the files too. The bytes are written as they arrive in parts
 * of PART_BYTES, so an upload never sits whole in memory; the parts of an upload that is refused or
 * breaks off are deleted, and none is found before the upload row names its key.
 */
import { Writable } from 'node:stream';
import type { Queryable } from '../../db/database.ts';
import type { UploadStorage } from './storage-types.ts';

const PART_BYTES = 256 * 1024;

export function databaseStorage(db: Queryable, newKey: () => string): UploadStorage {
  const remove = async (key: string) => void (await db.query('delete from upload_content where storage_key = $1', [key]));
  return {
    async create() {
      const key = newKey();
      let part = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      // The part being written: discard() waits for it, so no part lands after the delete.
      let writing: Promise<unknown> = Promise.resolve();
      const writePart = () => {
        if (pendingBytes === 0) return Promise.resolve();
        const bytes = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        writing = db.query('insert into upload_content (storage_key, part, bytes) values ($1, $2, $3)', [key, part++, bytes]);
        return writing;
      };
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes < PART_BYTES) return done();
          writePart().then(() => done(), done);
        },
        final(done) {
          writePart().then(() => done(), done);
        },
      });
      return {
        key,
        sink,
        // The sink's final() wrote the last part once the stream ended.
        commit: async () => undefined,
        discard: async () => {
          sink.destroy();
          await writing.catch(() => undefined);
          await remove(key);
        },
      };
    },
    async read(key) {
      const parts = await db.query<{ bytes: Uint8Array }>('select bytes from upload_content where storage_key = $1 order by part', [key]);
      return parts.length ? Buffer.concat(parts.map((row) => Buffer.from(row.bytes))) : undefined;
    },
    remove,
  };
}

/**
 * Where uploaded proofs are kept: a directory outside the web root (UPLOAD_DIR; default `uploads`
 * beside the embedded database's directory), the database (`database`, the default with
 * DATABASE_URL, so instances sharing it share the files: database-storage.ts), or memory (`memory`,
 * the default under NODE_ENV=test).
 * Files are named by a random storage key, never by the client's file name, and are written
 * to a temporary name first, so a half-received upload is never found under its key.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import type { Queryable } from '../../db/database.ts';
import { databaseStorage } from './database-storage.ts';
import type { UploadStorage } from './storage-types.ts';

export type { PendingFile, UploadStorage } from './storage-types.ts';

/**
 * UPLOAD_DIR, else `database` on PostgreSQL (several instances may share it), else `memory` in tests,
 * else `uploads` beside the embedded database (data/pglite → data/uploads).
 */
export function uploadDirOf(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.UPLOAD_DIR?.trim()) return env.UPLOAD_DIR.trim();
  if (env.DATABASE_URL?.trim()) return 'database';
  if (env.NODE_ENV === 'test' || dataDir.startsWith('memory://')) return 'memory';
  return join(dirname(resolve(dataDir)), 'uploads');
}

const newKey = () => randomBytes(24).toString('base64url');

export function openUploadStorage(dir: string, db: Queryable): UploadStorage {
  if (dir === 'database') return databaseStorage(db, newKey);
  return dir === 'memory' ? memoryStorage() : directoryStorage(resolve(dir));
}

function memoryStorage(): UploadStorage {
  const files = new Map<string, Buffer>();
  return {
    async create() {
      const key = newKey();
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      return {
        key,
        sink,
        commit: async () => void files.set(key, Buffer.concat(chunks)),
        discard: async () => void (chunks.length = 0),
      };
    },
    read: async (key) => files.get(key),
    remove: async (key) => void files.delete(key),
  };
}

function directoryStorage(root: string): UploadStorage {
  // Two levels of fan-out keep directories small however many proofs there are.
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  return {
    async create() {
      const key = newKey();
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.part`;
      const sink = createWriteStream(partial, { mode: 0o600 });
      const closed = () => new Promise<void>((done) => (sink.closed ? done() : sink.once('close', () => done())));
      return {
        key,
        sink,
        commit: async () => {
          await closed();
          await rename(partial, path);
        },
        discard: async () => {
          sink.destroy();
          await closed();
          await rm(partial, { force: true });
        },
      };
    },
    async read(key) {
      if (!/^[A-Za-z0-9_-]{32}$/.test(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch {
        return undefined;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}

/**
 * Proofs kept in the database (UPLOAD_DIR=database, the default with DATABASE_URL; issue 28): what
 * one instance received, any instance reads, byte for byte; written in parts as it arrives; a refused
 * or broken-off upload leaves no part behind. Here on this run's database (PGlite, or PostgreSQL in
 * CI's API suite); tests/server/cluster-limits.test.ts reads a proof through another instance.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUploadStorage, uploadDirOf } from '../../src/server/services/upload/storage.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.dispose());

const parts = async (key: string) =>
  (await database.db.query<{ n: number }>('select count(*)::int as n from upload_content where storage_key = $1', [key]))[0]!.n;

/** `bytes` sent in chunks of 64 KiB, as a multipart stream delivers them. */
const chunked = (bytes: Buffer) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, index) => bytes.subarray(index * 65_536, (index + 1) * 65_536)));

describe('proofs in the database', () => {
  it('is where uploads go with DATABASE_URL, unless UPLOAD_DIR says otherwise', () => {
    expect(uploadDirOf({ DATABASE_URL: 'postgres://db/shop' }, 'data/pglite')).toBe('database');
    expect(uploadDirOf({ DATABASE_URL: 'postgres://db/shop', UPLOAD_DIR: '/srv/uploads' }, 'data/pglite')).toBe('/srv/uploads');
    expect(uploadDirOf({}, 'data/pglite')).toMatch(/data\/uploads$/);
  });

  it('reads back 600 KB byte for byte, stored in parts of 256 KiB; removing deletes every part', async () => {
    const storage = openUploadStorage('database', database.db);
    const bytes = randomBytes(600_000);
    const file = await storage.create();
    await pipeline(chunked(bytes), file.sink);
    await file.commit();
    expect(await parts(file.key)).toBe(3);
    expect((await storage.read(file.key))!.equals(bytes)).toBe(true);
    await storage.remove(file.key);
    expect(await parts(file.key)).toBe(0);
    expect(await storage.read(file.key)).toBeUndefined();
  });

  it('keeps nothing of an upload that breaks off after its first parts', async () => {
    const storage = openUploadStorage('database', database.db);
    const file = await storage.create();
    async function* breaksOff() {
      yield randomBytes(300_000);
      yield randomBytes(300_000);
      throw new Error('connection reset');
    }
    await expect(pipeline(Readable.from(breaksOff()), file.sink)).rejects.toThrow('connection reset');
    await file.discard();
    expect(await parts(file.key)).toBe(0);
    expect(await storage.read(file.key)).toBeUndefined();
  });
});

/**
 * On PostgreSQL the seed loads its tables with COPY (seed/copy-text.ts, db/postgres-copy.ts), on
 * PGlite with bulk inserts of unnested arrays. Both must write exactly the same rows: the COPY text
 * of each value is the text the inserts sent as a parameter, escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyField, copyText } from '../../src/server/seed/copy-text.ts';
import { insertCatalogue } from '../../src/server/seed/insert.ts';
import { clearCatalogue, generateCatalogue } from '../../src/server/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { catalogueDigest } from '../support/catalogue-digest.ts';

describe('COPY text', () => {
  it('escapes what would end a field or a line, and writes null as \\N', () => {
    expect(copyField('a\tb\nc\rd\\e', false)).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyField(null, false)).toBe('\\N');
    expect(copyField(undefined, false)).toBe('\\N');
    expect(copyField(12.5, false)).toBe('12.5');
    expect(copyField(true, false)).toBe('true');
    expect(copyField(['x\ty', 'z "q" \\'], true)).toBe('["x\\\\ty","z \\\\"q\\\\" \\\\\\\\"]');
  });

  it('writes one line per row in chunks of whole lines', () => {
    const rows = Array.from({ length: 4_500 }, (_, id) => ({ id, name: `n${id}`, extra: { id } }));
    const chunks = [...copyText([['id', false], ['name', false], ['extra', true]], rows)];
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.endsWith('\n'))).toBe(true);
    expect(chunks.join('').split('\n').slice(0, 2)).toEqual(['0\tn0\t{"id":0}', '1\tn1\t{"id":1}']);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('the seed on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });


  it('writes the same rows with COPY as with the bulk inserts', async () => {
    const { db } = database;
    const catalogue = generateCatalogue({ courses: 300, today: '2026-11-22' });
    const copied = await db.transaction(async (tx) => {
      expect(tx.copyFrom).toBeDefined();
      await insertCatalogue(tx, catalogue);
      return catalogueDigest(tx);
    });
    await clearCatalogue(db);
    const inserted = await db.transaction(async (tx) => {
      await insertCatalogue({ query: (text, params) => tx.query(text, params) }, catalogue);
      return catalogueDigest(tx);
    });
    expect(copied.course).toBe(inserted.course);
    expect(copied).toEqual(inserted);
  });
});

/**
 * Writes a generated catalogue in bulk. On PostgreSQL each table is one COPY (copy-text.ts). On
 * PGlite, whose COPY reads only its own virtual files, each statement passes one array per column and
 * unnests them server-side,
 *   insert into t (a, b) select t.a, t.b from unnest($1::int[], $2::text[]) as t(a, b)
 * so thousands of rows cost one round trip and one parse. jsonb travels as text[] and is cast per
 * row. Tables with array columns (banner, organizer) are tiny and inserted row by row on both, since
 * unnest would flatten a two-dimensional array.
 */
import type { Queryable, SqlValue } from '../db/database.ts';
import { CATALOGUE_TABLES, type Catalogue, type CatalogueTable } from './rows.ts';
import { withIndexesBuiltAfterwards } from './deferred-indexes.ts';
import { withForeignKeysCheckedAfterwards } from './deferred-foreign-keys.ts';
import { withSearchIndexedAfterwards } from './search-rebuild.ts';
import { copyText } from './copy-text.ts';

type ColumnType = 'int' | 'text' | 'bool' | 'float8' | 'numeric' | 'date' | 'time' | 'timestamptz' | 'jsonb' | 'int[]' | 'text[]';
type Columns<T extends CatalogueTable> = readonly (readonly [column: keyof Catalogue[T][number] & string, type: ColumnType])[];

/** The columns each table is written with; the rows of rows.ts carry exactly these names. */
const COLUMNS: { [T in CatalogueTable]: Columns<T> } = {
  site: [['theme', 'text'], ['config', 'jsonb']],
  affiliate: [['id', 'text'], ['name', 'text']],
  message: [['language', 'text'], ['key', 'text'], ['value', 'text']],
  content_page: [['id', 'text'], ['language', 'text'], ['title', 'text'], ['meta_description', 'text'], ['sections', 'jsonb']],
  faq: [['id', 'int'], ['language', 'text'], ['category', 'text'], ['position', 'int'], ['question', 'text'], ['answer', 'text']],
  banner: [['id', 'int'], ['placement', 'text'], ['language', 'text'], ['text', 'text'], ['scope_ids', 'int[]'], ['types', 'text[]']],
  chamber: [['id', 'int'], ['name', 'text'], ['street', 'text'], ['zip_code', 'text'], ['city', 'text']],
  scope_category: [['id', 'int'], ['name_de', 'text'], ['name_en', 'text'], ['position', 'int']],
  scope: [
    ['id', 'int'], ['kind', 'text'], ['name_de', 'text'], ['name_en', 'text'], ['slug', 'text'], ['category_id', 'int'],
    ['top', 'bool'], ['position', 'int'],
  ],
  city: [['id', 'int'], ['name', 'text'], ['slug', 'text'], ['state', 'text'], ['latitude', 'float8'], ['longitude', 'float8']],
  organizer: [
    ['id', 'int'], ['name', 'text'], ['slug', 'text'], ['description', 'text'], ['city_id', 'int'], ['website', 'text'], ['email', 'text'],
    ['vat_exempt_course_types', 'text[]'],
  ],
  referent: [
    ['id', 'int'], ['organizer_id', 'int'], ['title', 'text'], ['first_name', 'text'], ['last_name', 'text'],
    ['profession', 'text'], ['vita', 'text'],
  ],
  course: [
    ['id', 'int'], ['name', 'text'], ['slug', 'text'], ['description', 'text'], ['type', 'text'], ['course_type', 'text'],
    ['kind', 'text'], ['organizer_id', 'int'], ['duration_value', 'numeric'], ['created_at', 'timestamptz'],
    ['distance_learning', 'text'], ['zfu_number', 'text'],
  ],
  course_scope: [['course_id', 'int'], ['scope_id', 'int']],
  course_referent: [['course_id', 'int'], ['referent_id', 'int']],
  course_schedule: [
    ['id', 'int'], ['course_id', 'int'], ['city_id', 'int'], ['start_date', 'date'], ['end_date', 'date'], ['seats', 'int'],
    ['booked', 'int'], ['start_time', 'time'], ['end_time', 'time'],
  ],
  price_level: [['id', 'int'], ['schedule_id', 'int'], ['name', 'text'], ['price_cents', 'int'], ['position', 'int']],
  package: [
    ['id', 'int'], ['name', 'text'], ['slug', 'text'], ['educational_type', 'text'], ['organizer_id', 'int'],
    ['credit_value', 'int'], ['price_cents', 'int'],
  ],
  package_scope: [['package_id', 'int'], ['scope_id', 'int']],
  voucher: [
    ['code', 'text'], ['kind', 'text'], ['value', 'int'], ['valid_from', 'date'], ['valid_to', 'date'], ['scope_id', 'int'],
    ['max_uses', 'int'], ['uses', 'int'],
  ],
  learning_check_question: [['course_id', 'int'], ['position', 'int'], ['question', 'text'], ['options', 'jsonb'], ['correct_option', 'int']],
  evaluation_question: [
    ['id', 'int'], ['organizer_id', 'int'], ['position', 'int'], ['type', 'text'], ['text', 'text'], ['options', 'jsonb'], ['required', 'bool'],
  ],
};

/**
 * Rows per statement. Measured on PGlite with 100,000 courses: larger batches gain little and hold
 * more parameter text in memory at once.
 */
export const BATCH_ROWS = 5_000;

const quote = (identifier: string) => `"${identifier}"`;
const hasArrayColumn = (columns: readonly (readonly [string, ColumnType])[]) => columns.some(([, type]) => type.endsWith('[]'));

/** jsonb goes over the wire as text; everything else as the driver serialises it. */
function parameterValue(value: unknown, type: ColumnType): unknown {
  return type === 'jsonb' ? JSON.stringify(value) : value;
}

async function insertRowByRow(db: Queryable, table: CatalogueTable, columns: readonly (readonly [string, ColumnType])[], rows: readonly object[]) {
  const names = columns.map(([name]) => quote(name)).join(', ');
  const placeholders = columns.map(([, type], index) => `$${index + 1}::${type}`).join(', ');
  const sql = `insert into ${quote(table)} (${names}) values (${placeholders})`;
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    await db.query(sql, columns.map(([name, type]) => parameterValue(record[name], type) as SqlValue));
  }
}

async function insertInBatches(db: Queryable, table: CatalogueTable, columns: readonly (readonly [string, ColumnType])[], rows: readonly object[]) {
  const names = columns.map(([name]) => quote(name)).join(', ');
  const selected = columns.map(([name, type]) => (type === 'jsonb' ? `t.${quote(name)}::jsonb` : `t.${quote(name)}`)).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type === 'jsonb' ? 'text' : type}[]`).join(', ');
  const sql = `insert into ${quote(table)} (${names}) select ${selected} from unnest(${arrays}) as t(${names})`;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS) as Record<string, unknown>[];
    const params = columns.map(([name, type]) => batch.map((row) => parameterValue(row[name], type)));
    await db.query(sql, params);
  }
}

/** PostgreSQL: one COPY per table; for 100,000 courses the rows took about 3 s instead of 6–7.5 s (db/postgres-copy.ts). */
async function copyRows(
  copyFrom: NonNullable<Queryable['copyFrom']>, table: CatalogueTable, columns: readonly (readonly [string, ColumnType])[], rows: readonly object[],
) {
  const names = columns.map(([name]) => quote(name)).join(', ');
  await copyFrom(`copy ${quote(table)} (${names}) from stdin`, copyText(columns.map(([name, type]) => [name, type === 'jsonb'] as const), rows));
}

export async function insertTable(db: Queryable, table: CatalogueTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = COLUMNS[table] as readonly (readonly [string, ColumnType])[];
  if (hasArrayColumn(columns)) await insertRowByRow(db, table, columns, rows);
  else if (db.copyFrom) await copyRows(db.copyFrom, table, columns, rows);
  else await insertInBatches(db, table, columns, rows);
}

/**
 * Inserts every table, parents before children, with their foreign keys checked and their secondary
 * indexes built afterwards, and then fills the search tables from them (search-rebuild.ts).
 */
export async function insertCatalogue(db: Queryable, catalogue: Catalogue): Promise<void> {
  await withSearchIndexedAfterwards(db, () =>
    withIndexesBuiltAfterwards(db, CATALOGUE_TABLES, () =>
      withForeignKeysCheckedAfterwards(db, CATALOGUE_TABLES, async () => {
        for (const table of CATALOGUE_TABLES) await insertTable(db, table, catalogue[table]);
      }),
    ),
  );
}

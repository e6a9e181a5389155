/**
 * Rows as PostgreSQL's COPY text format (one line per row, columns separated by tabs, \N for null),
 * for the seed's load on PostgreSQL (insert.ts). Each value is the text the bulk inserts sent as a
 * parameter — String() of numbers, 'true'/'false', dates and times as the strings they are, jsonb
 * as JSON — so the server parses every column to the same value either way.
 */

/** Backslash, tab, newline and carriage return would end a field or line early: COPY's escapes. */
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyField(value: unknown, json: boolean): string {
  if (value === null || value === undefined) return '\\N';
  const text = json ? JSON.stringify(value) : String(value);
  return text.replace(SPECIAL, (character) => ESCAPES[character]!);
}

/** Rows per chunk: large enough that a chunk costs little, small enough that a table never is one string. */
const ROWS_PER_CHUNK = 2_000;

/** The COPY text of `rows`' `columns` (those marked json as JSON), in chunks of whole lines. */
export function* copyText(columns: readonly (readonly [name: string, json: boolean])[], rows: readonly object[]): Generator<string> {
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(start, start + ROWS_PER_CHUNK) as Record<string, unknown>[]) {
      chunk += `${columns.map(([name, json]) => copyField(row[name], json)).join('\t')}\n`;
    }
    yield chunk;
  }
}

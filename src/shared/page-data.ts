/**
 * The API answers a page needs first, put into the page by the server (src/server/plugins/page-data.ts)
 * so the page renders them without a request after its JavaScript (issue 10 §2): the first search
 * page of a result address, the course of a course page. In a `<script id="page-data"
 * type="application/json">` of its own (not the boot data, which every page parses at start-up), keyed
 * by the API address the browser would ask (`pageAnswerKey`); each answer is used once
 * (src/lib/page-data.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** pageAnswerKey(path, query) → the API's JSON answer to that GET. */
  answers: Record<string, unknown>;
}

/**
 * '/api/search' + { types: 'EDUCATION', start: 1 } → '/api/search?start=1&types=EDUCATION': the
 * address with its query parameters sorted, so browser and server name one request alike whatever
 * order they wrote the parameters in.
 */
export function pageAnswerKey(path: string, query: URLSearchParams | Record<string, string | number> = {}): string {
  const entries = query instanceof URLSearchParams ? [...query] : Object.entries(query).map(([key, value]) => [key, String(value)]);
  const sorted = new URLSearchParams(entries.sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)) as [string, string][]);
  const search = sorted.toString();
  return search ? `${path}?${search}` : path;
}

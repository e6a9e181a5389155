/**
 * What the paged search does in the browser: loads a page with GET /api/search (start = page number,
 * limit = SEARCH_PAGE_SIZE), logs a failed page (spec §8), and keeps the last search state of each
 * result URL for back navigation (spec §4) in sessionStorage under rf_search:
 *
 *   { "/fortbildungen?term=Arbeitsrecht": { "state": "more", "context": { parameters, start, courses, count, facets } }, … }
 *
 * The newest MAX_STORED_SEARCHES URLs are kept. A stored entry is restored as the machine's snapshot
 * (`restoredSearchSnapshot`), so the visitor comes back to the same pages without a request.
 */
import { fromPromise, initialTransition, transition, type ActorRefFrom, type EventFromLogic, type SnapshotFrom } from 'xstate';
import {
  searchPagingMachine,
  type SearchPagingContext,
  type SearchPage,
  type SettledPagingState,
  type PagingParameters,
} from '../../machines/searchPaging.machine';
import { searchCourses, searchQuery } from '../api/search';
import { takePageAnswer } from '../lib/page-data';
import { SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE, SESSION_KEYS } from '../shared/constants';
import { pageAnswerKey } from '../shared/page-data';
import type { CourseSummary, SearchParameters, SearchResult } from '../shared/search';

/** Enough for a few steps back through different result pages; sessionStorage stays small. */
export const MAX_STORED_SEARCHES = 5;

const SETTLED_STATES: readonly SettledPagingState[] = ['more', 'complete', 'empty'];

interface StoredSearch {
  state: SettledPagingState;
  context: SearchPagingContext;
}
type StoredSearches = Record<string, StoredSearch>;

function readAll(storage: Storage): StoredSearches {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_KEYS.search) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredSearches) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: Storage, searches: StoredSearches): void {
  try {
    storage.setItem(SESSION_KEYS.search, JSON.stringify(searches));
  } catch {
    // Storage full or unavailable: back navigation searches again, nothing breaks.
  }
}

function isStoredSearch(value: unknown): value is StoredSearch {
  if (!value || typeof value !== 'object') return false;
  const { state, context } = value as Partial<StoredSearch>;
  return (
    SETTLED_STATES.includes(state as SettledPagingState) &&
    !!context &&
    typeof context.parameters === 'object' &&
    Number.isInteger(context.start) &&
    Array.isArray(context.courses) &&
    typeof context.count === 'number'
  );
}

export function rememberSearch(url: string, entry: StoredSearch, storage: Storage = sessionStorage): void {
  const { [url]: _previous, ...others } = readAll(storage);
  // Insertion order is age: drop the oldest URLs beyond the limit, the newest goes last.
  const kept = Object.entries(others).slice(-(MAX_STORED_SEARCHES - 1));
  writeAll(storage, { ...Object.fromEntries(kept), [url]: entry });
}

export function forgetSearch(url: string, storage: Storage = sessionStorage): void {
  const { [url]: dropped, ...others } = readAll(storage);
  if (dropped) writeAll(storage, others);
}

export function readStoredSearch(url: string, storage: Storage = sessionStorage): StoredSearch | null {
  const entry = readAll(storage)[url];
  return isStoredSearch(entry) ? entry : null;
}

/** The parameters of page `start` of a search. */
const pageQuery = (parameters: SearchParameters, start: number): SearchParameters => ({ ...parameters, start, limit: SEARCH_PAGE_SIZE });

/** The machine with its effects for the result page at `url` (pathname + search). */
export function searchPagingLogic(url: string) {
  return searchPagingMachine.provide({
    actors: {
      loadPage: fromPromise<SearchPage, { parameters: PagingParameters; start: number }>(({ input, signal }) =>
        searchCourses(pageQuery(input.parameters as SearchParameters, input.start), signal),
      ),
    },
    actions: {
      rememberSearch: ({ context }, { state }) => rememberSearch(url, { state, context }),
      forgetSearch: () => forgetSearch(url),
      reportError: (_, { error }) => console.error('search failed', error),
    },
  });
}

export type SearchPagingLogic = ReturnType<typeof searchPagingLogic>;
export type SearchPagingSnapshot = SnapshotFrom<SearchPagingLogic>;

/** Equal searches, whatever order their keys were written in. */
export function sameParameters(a: object, b: object): boolean {
  const canonical = (value: object) =>
    JSON.stringify(Object.entries(value).filter(([, v]) => v !== undefined).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

/**
 * The stored search of `url` as a snapshot to start the machine with, or undefined (none stored,
 * unreadable, or for other parameters than the page shows now).
 */
export function restoredSearchSnapshot(
  logic: SearchPagingLogic,
  url: string,
  parameters: SearchParameters,
  storage: Storage = sessionStorage,
): SearchPagingSnapshot | undefined {
  const stored = readStoredSearch(url, storage);
  if (!stored || !sameParameters(stored.context.parameters, parameters)) return undefined;
  try {
    return logic.resolveState({ value: stored.state, context: stored.context });
  } catch {
    return undefined;
  }
}

/**
 * The first page of the search the server put into the page (src/lib/page-data.ts), as the snapshot
 * the machine reaches with it — its own guards and actions decide, on the answer as `loadPage` would
 * have brought it — and remembered like any settled search; undefined when the page brought none.
 */
export function pageSearchSnapshot(
  logic: SearchPagingLogic,
  url: string,
  parameters: SearchParameters,
  storage: Storage = sessionStorage,
): SearchPagingSnapshot | undefined {
  const answer = takePageAnswer<SearchResult>(pageAnswerKey('/api/search', searchQuery(pageQuery(parameters, SEARCH_FIRST_PAGE))));
  if (!answer) return undefined;
  const [loading] = initialTransition(logic, { parameters });
  // The invoke's done event, which the machine's own types do not list among the events it is sent.
  const done = { type: 'xstate.done.actor.loadPage', output: answer, actorId: 'loadPage' } as unknown as EventFromLogic<SearchPagingLogic>;
  const [settled] = transition(logic, loading, done);
  const state = settled.value as SettledPagingState;
  if (!SETTLED_STATES.includes(state)) return undefined;
  rememberSearch(url, { state, context: settled.context }, storage);
  return logic.resolveState({ value: state, context: settled.context });
}

/** The loaded courses with their full contract type (the machine only reads their ids). */
export const selectCourses = (snapshot: SearchPagingSnapshot): CourseSummary[] =>
  snapshot.context.courses as CourseSummary[];

/** The last answer's facets with every loaded course: what the filters need; null before the first. */
export const selectResult = (snapshot: SearchPagingSnapshot): SearchResult | null =>
  snapshot.context.facets
    ? ({ ...(snapshot.context.facets as Omit<SearchResult, 'courses'>), courses: selectCourses(snapshot) })
    : null;

export type SearchPagingActorRef = ActorRefFrom<SearchPagingLogic>;

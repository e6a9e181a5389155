/**
 * Search results with "load more" (spec §4 "Search", §8 "Search error").
 *
 * The first page is start=1; every `user.loadMore` asks for the next page (start + 1) and appends it.
 * Loading stops when the loaded courses reach the total (`count`) — or when a page brings nothing new,
 * so a catalogue that changes between pages cannot make the button loop. A failed page is logged and
 * the spinner hidden; `user.retry` asks for the same page again. `user.search` starts over with new
 * parameters and forgets the stored last search of this page.
 *
 * Back navigation: every settled state asks the actor layer to remember the search
 * (`rememberSearch`, stored per URL under the session key rf_search); src/actors/searchPaging.ts
 * restores such a record as this machine's snapshot, so the visitor sees the same pages again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { SEARCH_FIRST_PAGE } from '../src/shared/constants';

/**
 * The search parameters as this machine sees them: opaque, handed to `loadPage` with the page number
 * (the actor layer knows the contract's SearchParameters).
 */
export type PagingParameters = object;

/** What the machine reads of a course: its id, to drop one a shifted catalogue sends twice. */
export interface PagedCourse {
  id: number;
}

/** What the machine reads of a result page. The rest (facets) is kept as it came. */
export interface SearchPage {
  courses: readonly PagedCourse[];
  count: number;
}

export interface SearchPagingInput {
  parameters: PagingParameters;
}

export interface SearchPagingContext {
  parameters: PagingParameters;
  /** The page asked for last (1-based; spec §3 `start`). */
  start: number;
  courses: PagedCourse[];
  /** All matches over every page, as the last page said. */
  count: number;
  /** The last page without its courses: facets for the filters (price and duration ranges, types). */
  facets: Omit<SearchPage, 'courses'> | null;
}

export type SearchPagingEvent =
  | { type: 'user.loadMore' }
  | { type: 'user.retry' }
  | { type: 'user.search'; parameters: PagingParameters };

/** The settled states a stored search can be restored into. */
export type SettledPagingState = 'more' | 'complete' | 'empty';

/**
 * Spec §9, from src/shared/constants.ts (the one definition). The page size (SEARCH_PAGE_SIZE) is the
 * actor layer's business: it sets `limit` on every call.
 */
export const SEARCH_PAGING_RULES = { firstPage: SEARCH_FIRST_PAGE } as const;

function newCourses(context: SearchPagingContext, page: SearchPage): PagedCourse[] {
  const known = new Set(context.courses.map((course) => course.id));
  return page.courses.filter((course) => !known.has(course.id));
}

export const searchPagingMachine = setup({
  types: {
    context: {} as SearchPagingContext,
    events: {} as SearchPagingEvent,
    input: {} as SearchPagingInput,
    tags: {} as 'loading' | 'error',
  },
  actors: {
    loadPage: fromPromise<SearchPage, { parameters: PagingParameters; start: number }>(async () => {
      throw new Error('loadPage is provided by src/actors/searchPaging.ts');
    }),
  },
  guards: {
    nothingFound: ({ context }, params: { page: SearchPage }) =>
      context.courses.length === 0 && params.page.courses.length === 0,
    allLoaded: ({ context }, params: { page: SearchPage }) => {
      const added = newCourses(context, params.page);
      return added.length === 0 || context.courses.length + added.length >= params.page.count;
    },
  },
  actions: {
    appendPage: assign(({ context }, params: { page: SearchPage }) => {
      const { courses: _courses, ...facets } = params.page;
      return { courses: [...context.courses, ...newCourses(context, params.page)], count: params.page.count, facets };
    }),
    nextPage: assign({ start: ({ context }) => context.start + 1 }),
    startOver: assign((_, params: { parameters: PagingParameters }) => ({
      parameters: params.parameters,
      start: SEARCH_PAGING_RULES.firstPage,
      courses: [],
      count: 0,
      facets: null,
    })),
    /** Stores this settled state for back navigation (src/actors/searchPaging.ts, rf_search). */
    rememberSearch: (_, _params: { state: SettledPagingState }) => {},
    /** Drops the stored search of this page: a new search must not come back on "back". */
    forgetSearch: () => {},
    /** Spec §8 "Search error": logged. Provided by src/actors/searchPaging.ts. */
    reportError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'searchPaging',
  context: ({ input }) => ({
    parameters: input.parameters,
    start: SEARCH_PAGING_RULES.firstPage,
    courses: [],
    count: 0,
    facets: null,
  }),
  initial: 'loading',
  on: {
    // From any state, also while a page loads (re-entering `loading` stops the old request).
    'user.search': {
      target: '.loading',
      actions: ['forgetSearch', { type: 'startOver', params: ({ event }) => ({ parameters: event.parameters }) }],
    },
  },
  states: {
    loading: {
      description: 'A page is on its way (page 1, or the next one); the spinner shows.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ parameters: context.parameters, start: context.start }),
        onDone: [
          {
            guard: { type: 'nothingFound', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            guard: { type: 'allLoaded', params: ({ event }) => ({ page: event.output }) },
            target: 'complete',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'more', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    more: {
      description: "More courses exist: 'Weitere Kurse laden' shows.",
      entry: { type: 'rememberSearch', params: { state: 'more' } },
      on: { 'user.loadMore': { target: 'loading', actions: 'nextPage' } },
    },
    complete: {
      description: 'Every matching course is shown.',
      entry: { type: 'rememberSearch', params: { state: 'complete' } },
    },
    empty: {
      description: 'Nothing matches the search; the page says so.',
      entry: { type: 'rememberSearch', params: { state: 'empty' } },
    },
    failed: {
      description: 'A page failed: logged, no spinner, the courses so far stay, the visitor may retry.',
      tags: ['error'],
      on: { 'user.retry': { target: 'loading' } },
    },
  },
});

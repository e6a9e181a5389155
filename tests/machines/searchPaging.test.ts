/**
 * Actor-level tests of the paged search: the machine with a stand-in page loader (paging rules,
 * errors, new searches, what is remembered), then the real actor layer against msw (the HTTP call,
 * rf_search per PAGE, restoring a stored search).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import {
  SEARCH_PAGING_RULES,
  searchPagingMachine,
  type PagingParameters,
  type SearchPage,
} from '../../machines/searchPaging.machine';
import {
  MAX_STORED_SEARCHES,
  readStoredSearch,
  rememberSearch,
  restoredSearchSnapshot,
  searchPagingLogic,
} from '../../src/actors/searchPaging';
import { SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE, SESSION_KEYS } from '../../src/shared/constants';
import { deferredActor } from '../support/flow-actors';
import { searchResult } from '../support/flow-fixtures';
import { useMswServer } from '../web/support/msw';
import { providedBy, unprovidedCalls } from '../support/placeholder-calls';

const server = useMswServer();

const PARAMETERS = { types: 'EDUCATION' };
const page = (ids: number[], count: number): SearchPage => ({ courses: ids.map((id) => ({ id })), count });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(parameters: PagingParameters = PARAMETERS) {
  const pages = deferredActor<SearchPage, { parameters: PagingParameters; start: number }>('loadPage');
  const remembered: string[] = [];
  const forgotten = vi.fn();
  const reportError = vi.fn();
  const actor = createActor(
    searchPagingMachine.provide({
      actors: { loadPage: pages.logic },
      actions: { rememberSearch: (_, { state }) => remembered.push(state), forgetSearch: forgotten, reportError },
    }),
    { input: { parameters } },
  ).start();
  const answer = async (answer: SearchPage) => {
    pages.current().deferred.resolve(answer);
    await flush();
  };
  return { actor, pages, remembered, forgotten, reportError, answer };
}

const ids = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.courses.map((c) => c.id);

describe('searchPaging machine', () => {
  it('starts with the spec §9 first page', () => {
    expect(SEARCH_PAGING_RULES.firstPage).toBe(SEARCH_FIRST_PAGE);
    const { pages } = start();
    expect(pages.current().input).toEqual({ parameters: PARAMETERS, start: 1 });
  });

  it('appends page after page, each load more asking for the next one, until the total is reached', async () => {
    const { actor, pages, answer, remembered } = start();
    await answer(page([1, 2], 5));
    expect(actor.getSnapshot().value).toBe('more');
    actor.send({ type: 'user.loadMore' });
    expect(pages.current().input.start).toBe(2);
    await answer(page([3, 4], 5));
    actor.send({ type: 'user.loadMore' });
    expect(pages.current().input.start).toBe(3);
    await answer(page([5], 5));
    expect(actor.getSnapshot().value).toBe('complete');
    expect(ids(actor)).toEqual([1, 2, 3, 4, 5]);
    expect(remembered).toEqual(['more', 'more', 'complete']);
    // Nothing more to load: the event changes nothing.
    actor.send({ type: 'user.loadMore' });
    expect(actor.getSnapshot().value).toBe('complete');
  });

  it('shows the spinner while a page loads, not once it is shown', async () => {
    const { actor, answer } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await answer(page([1, 2], 5));
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'user.loadMore' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('an empty next page ends the loading with what was shown (it is not "nothing found")', async () => {
    const { actor, answer } = start();
    await answer(page([1, 2], 5));
    actor.send({ type: 'user.loadMore' });
    await answer(page([], 5));
    expect(actor.getSnapshot().value).toBe('complete');
    expect(ids(actor)).toEqual([1, 2]);
  });

  it('takes the page as the done event of its loadPage call (as the model and the docs name it)', () => {
    const [loading, actions] = initialTransition(searchPagingMachine, { parameters: PARAMETERS });
    expect(actions.filter((a) => a.type === 'xstate.spawnChild').map((a) => (a.params as { id: string }).id)).toEqual(['loadPage']);
    const [more] = transition(searchPagingMachine, loading, { type: 'xstate.done.actor.loadPage', output: page([1], 2) } as never);
    expect(more.value).toBe('more');
  });

  it('drops courses a shifted catalogue sends twice, and stops when a page brings nothing new', async () => {
    const { actor, answer } = start();
    await answer(page([1, 2], 6));
    actor.send({ type: 'user.loadMore' });
    await answer(page([2, 3], 6));
    expect(ids(actor)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().value).toBe('more');
    actor.send({ type: 'user.loadMore' });
    await answer(page([1, 3], 6));
    expect(actor.getSnapshot().value).toBe('complete');
  });

  it('says when nothing was found, and keeps the facets of the answer', async () => {
    const { actor, answer, remembered } = start();
    await answer({ ...page([], 0), minPrice: 0 } as SearchPage);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.facets).toEqual({ count: 0, minPrice: 0 });
    expect(remembered).toEqual(['empty']);
  });

  it('on a failed page: logs, keeps the courses so far, and retries the same page', async () => {
    const { actor, pages, answer, reportError } = start();
    await answer(page([1, 2], 5));
    actor.send({ type: 'user.loadMore' });
    const failure = new Error('502');
    pages.current().deferred.reject(failure);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    expect(ids(actor)).toEqual([1, 2]);
    actor.send({ type: 'user.retry' });
    expect(pages.current().input.start).toBe(2);
    await answer(page([3], 3));
    expect(actor.getSnapshot().value).toBe('complete');
  });

  it('starts over for a new search: forgets the stored one, cancels the running page, asks page 1', async () => {
    const { actor, pages, answer, forgotten } = start();
    await answer(page([1, 2], 5));
    actor.send({ type: 'user.loadMore' });
    const running = pages.current();
    const next = { types: 'EDUCATION', term: 'Erbrecht' };
    actor.send({ type: 'user.search', parameters: next });
    expect(running.signal.aborted).toBe(true);
    expect(forgotten).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ parameters: next, start: 1, courses: [], count: 0, facets: null });
    expect(pages.current().input).toEqual({ parameters: next, start: 1 });
  });
});

describe('searchPaging in the browser (src/actors/searchPaging.ts)', () => {
  const PAGE = '/fortbildungen?types=EDUCATION';

  it('asks GET /api/search with start and the page size, and remembers the search for its PAGE', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get('/api/search', ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        queries.push(query);
        return HttpResponse.json(query.start === '1' ? searchResult([1, 2], 3) : searchResult([3], 3));
      }),
    );
    const actor = createActor(searchPagingLogic(PAGE), { input: { parameters: PARAMETERS } }).start();
    await waitFor(actor, (s) => s.matches('more'));
    expect(readStoredSearch(PAGE)).toMatchObject({ state: 'more', context: { start: 1, count: 3 } });
    actor.send({ type: 'user.loadMore' });
    await waitFor(actor, (s) => s.matches('complete'));
    expect(queries).toEqual([
      { types: 'EDUCATION', start: '1', limit: String(SEARCH_PAGE_SIZE) },
      { types: 'EDUCATION', start: '2', limit: String(SEARCH_PAGE_SIZE) },
    ]);
    expect(readStoredSearch(PAGE)!.context.courses.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('restores a stored search of the same PAGE and parameters as the machine snapshot', async () => {
    server.use(http.get('/api/search', () => HttpResponse.json(searchResult([1, 2], 3))));
    const first = createActor(searchPagingLogic(PAGE), { input: { parameters: PARAMETERS } }).start();
    await waitFor(first, (s) => s.matches('more'));
    first.stop();

    const logic = searchPagingLogic(PAGE);
    const snapshot = restoredSearchSnapshot(logic, PAGE, { ...PARAMETERS });
    const again = createActor(logic, { input: { parameters: PARAMETERS }, snapshot }).start();
    expect(again.getSnapshot().value).toBe('more');
    expect(again.getSnapshot().context.courses.map((c) => c.id)).toEqual([1, 2]);
    // Other parameters or another PAGE: nothing to restore.
    expect(restoredSearchSnapshot(logic, PAGE, { types: 'RENO' })).toBeUndefined();
    expect(restoredSearchSnapshot(logic, '/search', PARAMETERS)).toBeUndefined();
  });

  it('ignores unreadable storage', () => {
    const logic = searchPagingLogic(PAGE);
    sessionStorage.setItem(SESSION_KEYS.search, '{not json');
    expect(restoredSearchSnapshot(logic, PAGE, PARAMETERS)).toBeUndefined();
    sessionStorage.setItem(SESSION_KEYS.search, JSON.stringify({ [PAGE]: { state: 'loading', context: {} } }));
    expect(restoredSearchSnapshot(logic, PAGE, PARAMETERS)).toBeUndefined();
  });

  it(`keeps the newest ${MAX_STORED_SEARCHES} URLs`, () => {
    const context = { parameters: PARAMETERS, start: 1, courses: [], count: 0, facets: null };
    for (let i = 1; i <= MAX_STORED_SEARCHES + 2; i++) rememberSearch(`/search?page=${i}`, { state: 'empty', context });
    const stored = Object.keys(JSON.parse(sessionStorage.getItem(SESSION_KEYS.search)!));
    expect(stored).toHaveLength(MAX_STORED_SEARCHES);
    expect(stored[0]).toBe('/search?page=3');
    // Storing a PAGE again makes it the newest.
    rememberSearch('/search?page=3', { state: 'empty', context });
    expect(Object.keys(JSON.parse(sessionStorage.getItem(SESSION_KEYS.search)!)).at(-1)).toBe('/search?page=3');
  });

  it('logs a failed search (spec §8) and forgets the stored one on a new search', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/search', () => HttpResponse.json(searchResult([1], 1))));
    const actor = createActor(searchPagingLogic(PAGE), { input: { parameters: PARAMETERS } }).start();
    await waitFor(actor, (s) => s.matches('complete'));
    server.use(http.get('/api/search', () => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND' }, { status: 404 })));
    actor.send({ type: 'user.search', parameters: { types: 'RENO' } });
    expect(readStoredSearch(PAGE)).toBeNull();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(error).toHaveBeenCalledWith('search failed', expect.anything());
    error.mockRestore();
  });
});

describe('searchPaging on its own', () => {
  it('fails each call at once, naming the actor layer that provides it', async () => {
    const calls = ['loadPage'];
    expect(await unprovidedCalls(searchPagingMachine, calls)).toEqual(providedBy(calls, 'src/actors/searchPaging.ts'));
  });
});

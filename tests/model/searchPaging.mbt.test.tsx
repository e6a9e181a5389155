/**
 * Model-based test of the paged search: every generated path of the searchPaging machine drives the
 * real ResultList with the actor of useSearchPaging (the real actor layer, only `loadPage` answered
 * through a deferred promise), and every state checks what the list shows, which page is asked for,
 * and what is stored for back navigation (sessionStorage rf_search).
 */
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  searchPagingMachine,
  type PagingParameters,
  type SearchPage,
} from '../../machines/searchPaging.machine';
import { searchPagingModel } from '../../machines/searchPaging.model';
import {
  readStoredSearch,
  searchPagingLogic,
  type SearchPagingActorRef,
  type SearchPagingLogic,
} from '../../src/actors/searchPaging';
import { ResultList } from '../../src/features/search/results/ResultList';
import { useSearchPaging } from '../../src/features/search/results/useSearchPaging';
import type { SearchParameters } from '../../src/shared/search';
import { useMswServer } from '../web/support/msw';
import { deferredActor } from '../support/flow-actors';
import { courseSummary, searchResult } from '../support/flow-fixtures';
import { flowModel } from '../support/flow-model';
import { renderView } from '../support/flow-render';

// No request may leave the test: pages are answered by the deferred actor.
useMswServer();

const PAGE_URL = '/fortbildungen?types=EDUCATION';
const name = (id: number) => courseSummary(id).name;

function renderResults(initial: SearchParameters = searchPagingModel.input.parameters as SearchParameters) {
  const pages = deferredActor<SearchPage, { parameters: PagingParameters; start: number }>('loadPage');
  const reportError = vi.fn();
  const logic: SearchPagingLogic = searchPagingLogic(PAGE_URL).provide({ actors: { loadPage: pages.logic }, actions: { reportError } });
  const page = { actorRef: null as SearchPagingActorRef | null, search: (_: SearchParameters) => {} };

  function ResultPage() {
    const [parameters, setParameters] = useState(initial);
    page.search = setParameters;
    const actorRef = useSearchPaging(parameters, PAGE_URL, logic);
    page.actorRef = actorRef;
    return <ResultList actorRef={actorRef} courseHref={(course) => `/fortbildung/${course.slug}`} />;
  }

  return { ResultPage, pages, reportError, page };
}

async function setup() {
  const sut = renderResults();
  await renderView(<sut.ResultPage />, { path: PAGE_URL });
  return { ...sut, user: userEvent.setup() };
}
type Sut = Awaited<ReturnType<typeof setup>>;

const ids = (snapshot: AnyMachineSnapshot): number[] => snapshot.context.courses.map((c: { id: number }) => c.id);
const loadMoreButton = () => screen.queryByRole('button', { name: /Weitere Kurse laden/ });

const flow = flowModel(
  { machine: searchPagingMachine, model: searchPagingModel },
  {
    setup,
    events: {
      // The model's pages name courses by id; the SUT gets full API answers for them.
      'xstate.done.actor.loadPage': ({ pages }, { event }) => pages.resolve(searchResult(event.output.courses, event.output.count)),
      'xstate.error.actor.loadPage': async ({ pages, reportError }, { event }) => {
        await pages.reject(event.error);
        expect(reportError).toHaveBeenCalledWith(expect.anything(), { error: event.error });
      },
      'user.loadMore': ({ user }) => user.click(loadMoreButton()!),
      'user.retry': ({ user }) => user.click(screen.getByRole('button', { name: 'Erneut versuchen' })),
      // The page hands in new parameters; the hook turns them into user.search.
      'user.search': ({ page }, { event }) => act(() => page.search(event.parameters)),
    },
    states: {
      '*': ({ page, pages }: Sut, snapshot) => {
        // The view's actor is where the model says, with the same courses.
        const actual = page.actorRef!.getSnapshot();
        expect(actual.value).toEqual(snapshot.value);
        expect(actual.context.courses.map((c) => c.id)).toEqual(ids(snapshot));

        const courses = ids(snapshot);
        const links = screen.queryAllByRole('link');
        expect(links.map((link) => link.textContent)).toEqual(courses.map(name));
        if (courses.length > 0) {
          expect(screen.getByText(`${snapshot.context.count} ${snapshot.context.count === 1 ? 'Kurs' : 'Kurse'} gefunden`)).toBeInTheDocument();
        } else {
          expect(screen.queryByText(/gefunden$/)).not.toBeInTheDocument();
        }
        const results = screen.getByRole('region', { name: 'Suchergebnisse' });
        expect(results).toHaveAttribute('aria-busy', String(snapshot.hasTag('loading')));
        if (!snapshot.matches('failed')) expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        if (!snapshot.matches('empty')) expect(screen.queryByText(/keine Kurse gefunden/)).not.toBeInTheDocument();
        // Exactly one page request runs while loading; a new search aborted the one before.
        const running = pages.calls.filter((call) => !call.deferred.settled && !call.signal.aborted);
        expect(running).toHaveLength(snapshot.matches('loading') ? 1 : 0);
      },
      loading: ({ pages }, snapshot) => {
        // First page start=1, every load more the next one, with the current parameters.
        expect(pages.current().input).toEqual({ parameters: snapshot.context.parameters, start: snapshot.context.start });
        if (ids(snapshot).length === 0) {
          expect(within(screen.getByRole('status')).getByText('Kurse werden geladen …')).toBeInTheDocument();
          expect(loadMoreButton()).not.toBeInTheDocument();
          // A new search (or none yet) has nothing stored for back navigation.
          expect(readStoredSearch(PAGE_URL)).toBeNull();
        } else {
          expect(loadMoreButton()).toHaveAttribute('aria-busy', 'true');
        }
      },
      more: (_, snapshot) => {
        expect(loadMoreButton()).toHaveAttribute('aria-busy', 'false');
        expect(screen.getByText(`${ids(snapshot).length} von ${snapshot.context.count} angezeigt`)).toBeInTheDocument();
        expect(readStoredSearch(PAGE_URL)).toMatchObject({ state: 'more', context: { start: snapshot.context.start } });
        expect(readStoredSearch(PAGE_URL)!.context.courses.map((c) => c.id)).toEqual(ids(snapshot));
      },
      complete: (_, snapshot) => {
        expect(loadMoreButton()).not.toBeInTheDocument();
        expect(readStoredSearch(PAGE_URL)).toMatchObject({ state: 'complete', context: { count: snapshot.context.count } });
        expect(readStoredSearch(PAGE_URL)!.context.courses.map((c) => c.id)).toEqual(ids(snapshot));
      },
      empty: () => {
        expect(screen.getByText('Zu Ihrer Suche wurden leider keine Kurse gefunden.')).toBeInTheDocument();
        expect(loadMoreButton()).not.toBeInTheDocument();
        expect(readStoredSearch(PAGE_URL)).toMatchObject({ state: 'empty' });
      },
      failed: () => {
        // Spec §8: logged (see the executor), spinner hidden, and a way to try again.
        expect(screen.getByRole('alert')).toHaveTextContent('Die Suche ist leider fehlgeschlagen.');
        expect(screen.queryByText('Kurse werden geladen …')).not.toBeInTheDocument();
        expect(loadMoreButton()).not.toBeInTheDocument();
      },
    },
    teardown: () => cleanup(),
  },
);

describe('searchPaging model', () => {
  flow.testPaths();
  flow.testCoverage();
});

describe('result list beyond the model', () => {
  it('comes back to the loaded pages on back navigation, without a request', async () => {
    const first = await setup();
    await first.pages.resolve(searchResult([1, 2], 3));
    await first.user.click(loadMoreButton()!);
    await first.pages.resolve(searchResult([3], 3));
    expect(screen.getAllByRole('link')).toHaveLength(3);
    cleanup();

    // Back on the same PAGE_URL: a fresh page finds the stored search.
    const again = renderResults();
    await renderView(<again.ResultPage />, { path: PAGE_URL });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([name(1), name(2), name(3)]);
    expect(screen.getByText('3 Kurse gefunden')).toBeInTheDocument();
    expect(loadMoreButton()).not.toBeInTheDocument();
    expect(again.pages.calls).toHaveLength(0);
    cleanup();
  });

  it('restores "load more" where the visitor left it, and continues with the next page', async () => {
    const first = await setup();
    await first.pages.resolve(searchResult([1, 2], 5));
    cleanup();

    const again = renderResults();
    await renderView(<again.ResultPage />, { path: PAGE_URL });
    const user = userEvent.setup();
    await user.click(loadMoreButton()!);
    expect(again.pages.current().input.start).toBe(2);
    await again.pages.resolve(searchResult([3, 4], 5));
    expect(screen.getAllByRole('link')).toHaveLength(4);
    cleanup();
  });

  // The model reaches `loading` after a new search most directly from the start, where nothing is
  // stored yet; this is the case where something is.
  it('forgets the stored pages when a new search starts, and stores the new one', async () => {
    const sut = await setup();
    await sut.pages.resolve(searchResult([1, 2], 3));
    expect(readStoredSearch(PAGE_URL)).toMatchObject({ state: 'more' });
    const parameters = { types: 'EDUCATION', term: 'Erbrecht' };
    await act(() => sut.page.search(parameters));
    expect(readStoredSearch(PAGE_URL)).toBeNull();
    expect(sut.pages.current().input).toEqual({ parameters, start: 1 });
    await sut.pages.resolve(searchResult([4], 1));
    expect(readStoredSearch(PAGE_URL)).toMatchObject({ state: 'complete', context: { parameters } });
    cleanup();
  });

  it('shows the card facts: organizer, scopes, format, duration, next date with place, price', async () => {
    const sut = await setup();
    await sut.pages.resolve(
      searchResult(
        [
          courseSummary(1),
          courseSummary(2, { courseType: 'ONLINE', courseSchedules: [{ ...courseSummary(2).courseSchedules[1]!, city: null }] }),
          courseSummary(3, { courseType: 'SELF', courseSchedules: [], durationValue: 1 }),
        ],
        3,
      ),
    );
    const [present, online, self] = screen.getAllByRole('article');
    expect(within(present!).getByRole('link', { name: name(1) })).toHaveAttribute('href', '/fortbildung/kurs-1');
    expect(present).toHaveTextContent('Deutsche Anwaltakademie');
    expect(within(present!).getByRole('list', { name: 'Rechtsgebiete' })).toHaveTextContent('Arbeitsrecht');
    expect(present).toHaveTextContent('Präsenzveranstaltung');
    expect(present).toHaveTextContent('8 Stunden');
    // The earliest schedule, not the first listed.
    expect(present).toHaveTextContent('05.03.2027');
    expect(present).toHaveTextContent('Berlin');
    expect(present!.textContent!.replace(/\u00a0/g, ' ')).toContain('ab 1.290,00 €');
    expect(online).toHaveTextContent('Online');
    expect(self).toHaveTextContent('Selbststudium');
    expect(self).toHaveTextContent('1 Stunde');
    expect(self).toHaveTextContent('jederzeit');
    cleanup();
  });
});

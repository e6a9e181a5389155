/**
 * The searchPaging machine's model (machines/searchPaging.machine.ts): sample pages and representative
 * events for the model-based tests (tests/model/searchPaging.mbt.test.tsx) and docs/flows.
 */
import type { ViewControlException } from './view-controls';
import type { PagedCourse, SearchPagingContext, SearchPagingInput } from './searchPaging.machine';

const course = (id: number): PagedCourse => ({ id });

/**
 * Representative events for the model-based tests and docs/flows: an empty first page, a first page of
 * two out of three, the last page, and a page that repeats what is already shown.
 */
export const searchPagingModel = {
  input: { parameters: { types: 'EDUCATION' } } satisfies SearchPagingInput,
  events: [
    { type: 'xstate.done.actor.loadPage', output: { courses: [course(1), course(2)], count: 3 } },
    { type: 'xstate.done.actor.loadPage', output: { courses: [course(3)], count: 3 } },
    { type: 'xstate.done.actor.loadPage', output: { courses: [], count: 0 } },
    { type: 'xstate.error.actor.loadPage', error: new Error('search failed') },
    { type: 'user.loadMore' },
    { type: 'user.retry' },
    { type: 'user.search', parameters: { types: 'EDUCATION', term: 'Arbeitsrecht' } },
  ],
  controls: [
    {
      event: 'user.search',
      kind: 'no control',
      reason: 'The results page sends it when the search in the address changes (the search box, a filter, back navigation); the list itself has no control for it.',
    },
  ] satisfies ViewControlException[],
  /** The parameters are one of two samples, so the graph is finite without a stopWhen. */
  serializeState: (snapshot: { value: unknown; context: SearchPagingContext }) =>
    JSON.stringify({
      value: snapshot.value,
      parameters: snapshot.context.parameters,
      start: snapshot.context.start,
      courses: snapshot.context.courses.map((c) => c.id),
      count: snapshot.context.count,
    }),
};

/** The rules every path of the paged search keeps (machines/flow-invariants.ts). */
import { last, type FlowInvariant } from './flow-invariants';
import type { SearchPagingContext } from './searchPaging.machine';

const context = (steps: Parameters<FlowInvariant['holds']>[0]) => last(steps).context as SearchPagingContext;

export const searchPagingInvariants: readonly FlowInvariant[] = [
  {
    id: 'neverBeyondCount',
    de: '„Weitere Kurse laden“ fragt nie über die Trefferzahl hinaus: es wird nur geladen, solange weniger Kurse gezeigt werden, als gefunden wurden.',
    en: '"Load more" never asks beyond the count: a next page is loaded only while fewer courses are shown than were found.',
    holds: (steps) => {
      const { courses, count } = context(steps);
      return !(steps.at(-1)!.event.type === 'user.loadMore') || courses.length < count;
    },
  },
  {
    id: 'moreOnlyWhileSomeLeft',
    de: '„Weitere Kurse laden“ wird nur angeboten, solange weniger Kurse gezeigt werden, als gefunden wurden.',
    en: '"Load more" is offered only while fewer courses are shown than were found.',
    holds: (steps) => !last(steps).matches('more') || context(steps).courses.length < context(steps).count,
  },
  {
    id: 'emptyMeansNothingFound',
    de: '„Keine Treffer“ erscheint nur, wenn die Suche nichts gefunden hat.',
    en: '"Nothing found" shows only when the search found nothing.',
    holds: (steps) => !last(steps).matches('empty') || (context(steps).count === 0 && context(steps).courses.length === 0),
  },
];

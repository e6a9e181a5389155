/**
 * The searchPaging actor of a result page. Comes back to the stored pages of `url` on back navigation
 * (spec §4), and starts a new search when `parameters` change.
 *
 * Mount the results with `key={url}`: a new URL is a new actor, which finds that URL's stored search.
 *
 *   const paging = useSearchPaging(parameters, location.pathname + location.search);
 *   <ResultList actorRef={paging} courseHref={(course) => coursePath(course)} />
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  pageSearchSnapshot,
  restoredSearchSnapshot,
  sameParameters,
  searchPagingLogic,
  type SearchPagingActorRef,
  type SearchPagingLogic,
} from '../../../actors/searchPaging';
import type { SearchParameters } from '../../../shared/search';
import { useRunningFlow } from '../../../state/running-flow';

export function useSearchPaging(
  parameters: SearchParameters,
  url: string,
  /** The machine with its effects; tests hand in one whose pages they answer themselves. */
  logic?: SearchPagingLogic,
): SearchPagingActorRef {
  // Read once: the stored search only matters for the first render of this URL; without one, the
  // first page may have come with the page (src/lib/page-data.ts).
  const [start] = useState(() => {
    const machine = logic ?? searchPagingLogic(url);
    const snapshot = restoredSearchSnapshot(machine, url, parameters) ?? pageSearchSnapshot(machine, url, parameters);
    return { machine, snapshot };
  });
  const actorRef = useActorRef(start.machine, { input: { parameters }, snapshot: start.snapshot });
  // The live view (?flows=live) and the browser tests' flow coverage follow it once the global actors run.
  useRunningFlow('searchPaging', actorRef);

  const searched = useRef(parameters);
  useEffect(() => {
    if (sameParameters(searched.current, parameters)) return;
    searched.current = parameters;
    actorRef.send({ type: 'user.search', parameters });
  }, [actorRef, parameters]);

  return actorRef;
}

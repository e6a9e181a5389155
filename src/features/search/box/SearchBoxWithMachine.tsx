/**
 * The search box with its machine and its real effects: the last search comes from sessionStorage
 * rf_filter, a search navigates to /search with the filters in the URL (src/actors/searchBox.ts).
 * Loaded after the box's first screen (SearchBox.tsx), with the scope the visitor chose there, if any.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NamedRef, SearchBoxEvent } from '../../../../machines/searchBox.machine';
import { searchBoxInput, searchBoxLogic } from '../../../actors/searchBox';
import { useSite } from '../../../lib/site-context';
import { useRunningFlow } from '../../../state/running-flow';
import { SearchBoxView } from './SearchBoxView';

export interface SearchBoxWithMachineProps {
  /** The scope chosen on the first screen: the box opens its filters for it. */
  chosen?: NamedRef | null;
  /** Shown until the chosen scope has reached the machine (the first screen, a few milliseconds). */
  waiting?: ReactNode;
}

export function SearchBoxWithMachine({ chosen = null, waiting = null }: SearchBoxWithMachineProps) {
  const { configuration } = useSite();
  const navigate = useNavigate();
  // The logic is rebuilt each render (cheap); useActorRef keeps the one actor and takes over the
  // latest implementations, so `navigate` is always the current one.
  const actorRef = useActorRef(searchBoxLogic({ navigate: (url) => void navigate(url) }), {
    input: searchBoxInput(configuration),
  });
  // The live view (?flows=live) and the browser tests' flow coverage follow it once the global actors run.
  useRunningFlow('searchBox', actorRef);
  const [delivered, setDelivered] = useState(chosen === null);

  // The machine first reads the last search (none: the first screen showed the scope list); then it
  // takes the chosen scope like a click in its own list.
  useEffect(() => {
    if (delivered || !chosen) return;
    const chooseOnce = (ready: boolean): boolean => {
      if (!ready) return false;
      const choice: SearchBoxEvent = { type: 'user.scopeChosen', scope: chosen };
      actorRef.send(choice);
      setDelivered(true);
      return true;
    };
    if (chooseOnce(!actorRef.getSnapshot().matches('restoring'))) return;
    const subscription = actorRef.subscribe((snapshot) => {
      if (chooseOnce(!snapshot.matches('restoring'))) subscription.unsubscribe();
    });
    return () => subscription.unsubscribe();
  }, [actorRef, chosen, delivered]);

  if (!delivered) return waiting;
  return <SearchBoxView actorRef={actorRef} shownBefore={chosen ? 'scopes' : undefined} />;
}

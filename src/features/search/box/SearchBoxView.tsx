/**
 * The start-page search box (spec §2): cross-link tabs, then the scope view or the filter view,
 * whichever state the machine is in. Renders a running actor, so tests can hand it one with
 * stand-in effects; SearchBox.tsx starts the real one.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useSite } from '../../../lib/site-context';
import { FilterForm } from './FilterForm';
import { ScopePicker } from './ScopePicker';
import type { SearchBoxActorRef } from './search-box-actor';
import { scopesFor } from './search-box-options';
import { PlaceHolder, SearchBoxFrame } from './SearchBoxFrame';

export type SearchBoxViewName = 'loading' | 'scopes' | 'filters';
type View = SearchBoxViewName;

export interface SearchBoxViewProps {
  actorRef: SearchBoxActorRef;
  /**
   * The view the visitor saw before this one rendered (the scope list of the box's first screen,
   * SearchBox.tsx): focus follows to the new view's heading as on any switch. Default: none.
   */
  shownBefore?: SearchBoxViewName;
}

export function SearchBoxView({ actorRef, shownBefore }: SearchBoxViewProps) {
  const { messages } = useSite();
  const view = useSelector(actorRef, (snapshot): View => {
    if (snapshot.matches('restoring')) return 'loading';
    return snapshot.matches('scopeSelection') ? 'scopes' : 'filters';
  });
  const type = useSelector(actorRef, (snapshot) => snapshot.context.type);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef<View>(shownBefore ?? view);

  // When the visitor switches views, focus follows to the new view's heading; the first view after
  // loading the page takes no focus.
  useEffect(() => {
    const previous = shownView.current;
    shownView.current = view;
    if (previous !== 'loading' && previous !== view) headingRef.current?.focus();
  }, [view]);

  return (
    <SearchBoxFrame busy={view === 'loading'}>
      {view === 'loading' && (
        // While the last search is read (a few milliseconds).
        <PlaceHolder>
          <ScopePicker scopes={scopesFor(type, messages)} onChoose={() => undefined} headingRef={null} />
        </PlaceHolder>
      )}
      {view === 'scopes' && (
        <ScopePicker
          scopes={scopesFor(type, messages)}
          onChoose={(scope) => actorRef.send({ type: 'user.scopeChosen', scope })}
          headingRef={headingRef}
        />
      )}
      {view === 'filters' && <FilterForm actorRef={actorRef} headingRef={headingRef} />}
    </SearchBoxFrame>
  );
}

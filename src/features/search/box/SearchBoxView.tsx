/**
 * The start-page search box (spec §2): cross-link tabs, then the scope view or the filter view,
 * whichever state the machine is in. Renders a running actor, so tests can hand it one with
 * stand-in effects; SearchBox.tsx starts the real one.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site-context';
import { FilterForm } from './FilterForm';
import { ScopePicker } from './ScopePicker';
import type { SearchBoxActorRef } from './search-box-actor';
import { scopesFor } from './search-box-options';
import { CrossLinkTabs } from './CrossLinkTabs';
import './search-box.css';

type View = 'loading' | 'scopes' | 'filters';

export function SearchBoxView({ actorRef }: { actorRef: SearchBoxActorRef }) {
  const { t } = useTranslation();
  const { configuration, messages } = useSite();
  const view = useSelector(actorRef, (snapshot): View => {
    if (snapshot.matches('restoring')) return 'loading';
    return snapshot.matches('scopeSelection') ? 'scopes' : 'filters';
  });
  const type = useSelector(actorRef, (snapshot) => snapshot.context.type);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef<View>(view);

  // When the visitor switches views, focus follows to the new view's heading; the first view after
  // loading the page takes no focus.
  useEffect(() => {
    const previous = shownView.current;
    shownView.current = view;
    if (previous !== 'loading' && previous !== view) headingRef.current?.focus();
  }, [view]);

  return (
    <section className="search-box" aria-labelledby={titleId}>
      <CrossLinkTabs siteName={configuration.name} links={configuration.crossLinks} />
      <div className="search-box__panel" aria-busy={view === 'loading'}>
        <h2 id={titleId} className="search-box__title">
          {t('search.box.title')}
        </h2>
        {view === 'loading' && (
          // While the last search is read (a few milliseconds), an invisible copy of the scope list most
          // visits start with holds its place: appearing a frame later, the list pushed the start page
          // down (layout shift, issue 10 §2). Hidden by style, so neither pointer nor screen reader finds it.
          <div aria-hidden="true" inert style={{ visibility: 'hidden' }}>
            <ScopePicker scopes={scopesFor(type, messages)} onChoose={() => undefined} headingRef={null} />
          </div>
        )}
        {view === 'scopes' && (
          <ScopePicker
            scopes={scopesFor(type, messages)}
            onChoose={(scope) => actorRef.send({ type: 'user.scopeChosen', scope })}
            headingRef={headingRef}
          />
        )}
        {view === 'filters' && <FilterForm actorRef={actorRef} headingRef={headingRef} />}
      </div>
    </section>
  );
}

/**
 * The start-page search box. Its first screen — the scope list most visits start with — renders
 * without the machine (issue 10 §2: xstate, the machine, the filter form and the city field are no
 * part of the start page's first-screen JavaScript). They load (SearchBoxWithMachine.tsx) when the
 * visitor chooses a scope, which the box then opens, or at once when a last search is stored in
 * rf_filter: the box restores it as before, the scope list's invisible copy holding its place.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { NamedRef } from '../../../../machines/searchBox.machine';
import { resetSearchType } from '../../../../machines/search-box-rules';
import { hasStoredSearch } from '../../../lib/stored-search';
import { useSite } from '../../../lib/site-context';
import { ScopePicker } from './ScopePicker';
import { scopesFor } from './search-box-options';
import { PlaceHolder, SearchBoxFrame } from './SearchBoxFrame';
import type { SearchBoxWithMachineProps } from './SearchBoxWithMachine';

const loadBoxWithMachine = () => import('./SearchBoxWithMachine');

interface Opened {
  Box: ComponentType<SearchBoxWithMachineProps>;
  chosen: NamedRef | null;
}

export function SearchBox() {
  const { configuration, messages } = useSite();
  // Anything stored (a scope, or only a search type) is the machine's to restore.
  const [restores] = useState(hasStoredSearch);
  const [opened, setOpened] = useState<Opened | null>(null);
  const open = useCallback((chosen: NamedRef | null) => {
    // A chunk that cannot load (offline without the service worker's copy) leaves the list; the next click tries again.
    loadBoxWithMachine().then(
      ({ SearchBoxWithMachine }) => setOpened({ Box: SearchBoxWithMachine, chosen }),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (restores) open(null);
  }, [restores, open]);

  // The scopes of the search type the machine starts with when nothing is stored.
  const scopes = scopesFor(resetSearchType(configuration.types, configuration.defaultSearchType), messages);
  const firstScreen = (
    <SearchBoxFrame busy={restores}>
      {restores ? (
        <PlaceHolder>
          <ScopePicker scopes={scopes} onChoose={() => undefined} headingRef={null} />
        </PlaceHolder>
      ) : (
        <ScopePicker scopes={scopes} onChoose={open} headingRef={null} />
      )}
    </SearchBoxFrame>
  );
  if (opened) return <opened.Box chosen={opened.chosen} waiting={firstScreen} />;
  return firstScreen;
}

/**
 * The start-page search box with its real effects: the last search comes from sessionStorage
 * rf_filter, a search navigates to /search with the filters in the URL (src/actors/searchBox.ts).
 */
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { searchBoxInput, searchBoxLogic } from '../../../actors/searchBox';
import { useSite } from '../../../lib/site-context';
import { SearchBoxView } from './SearchBoxView';

export function SearchBox() {
  const { configuration } = useSite();
  const navigate = useNavigate();
  // The logic is rebuilt each render (cheap); useActorRef keeps the one actor and takes over the
  // latest implementations, so `navigate` is always the current one.
  const actorRef = useActorRef(searchBoxLogic({ navigate: (url) => void navigate(url) }), {
    input: searchBoxInput(configuration),
  });
  return <SearchBoxView actorRef={actorRef} />;
}

/**
 * The explorer's address follows the step mode (issue 23 §7): after every step the page's address
 * names the machine and the steps to its state (./explorer-link.ts), so a copied link or a reload
 * opens the same state. Parameters the explorer does not own (the chosen language) stay.
 *
 * Written with history.replaceState, not through the router: a router navigation would move the
 * focus to <main> (RootLayout) and scroll to the top on every click, and each step would be a history
 * entry of its own. The router's own state (key, index) is kept, so its scroll restoration still knows
 * the entry; a router navigation afterwards (the list, back) starts the explorer anew from its address.
 */
import { useEffect } from 'react';
import type { FlowEntry } from '../../../machines/index';
import { followingSearch, stepHref } from './explorer-link';
import type { StepRun } from './use-step-actor';

export function useFollowingAddress(entry: FlowEntry, run: StepRun): void {
  const { snapshot, origin, history } = run;
  useEffect(() => {
    const href = stepHref(
      entry.id,
      { origin, history, value: snapshot.value, context: snapshot.context },
      entry.model?.events ?? [],
    );
    const search = followingSearch(href, window.location.search);
    if (search === window.location.search) return;
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  }, [entry, snapshot, origin, history]);
}

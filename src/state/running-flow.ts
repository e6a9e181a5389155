/**
 * Announces a flow-local actor in the system's list of running flows (src/app/running-flows.ts) while
 * it lives: the live view (?flows=live) shows it, and the browser tests' flow coverage follows it
 * (src/app/flow-coverage-tap.ts, issue 23 §5).
 *
 * In a layout effect: it runs before useActorRef starts the actor (a passive effect), so whoever
 * watches sees the actor's steps from the first — including the events views below sent it before.
 * It never starts the global actors: a page that does not wait for them (the search) announces its
 * actors once they are there, without re-rendering.
 */
import { useLayoutEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { useOptionalSystemHandle } from './system-context';

export function useRunningFlow(machineId: string, actor: AnyActorRef): void {
  const handle = useOptionalSystemHandle();
  useLayoutEffect(() => {
    if (!handle) return;
    let farewell: (() => void) | undefined;
    const announce = () => {
      const flows = handle.current()?.flows;
      if (flows && !farewell) farewell = flows.add(machineId, actor);
    };
    announce();
    const unsubscribe = farewell ? undefined : handle.subscribe(announce);
    return () => {
      unsubscribe?.();
      farewell?.();
    };
  }, [handle, machineId, actor]);
}

/**
 * The flow-local actors running now (the order flows, the check step, the search's box, city field and
 * result paging), for the live view of `?flows=live` (issue 13 §2) and the browser tests' flow
 * coverage (./flow-coverage-tap.ts, issue 23 §5). A view that creates such an actor announces it with
 * `useRunningFlow` (src/state/running-flow.ts) while it lives; the global actors (login, cart) the
 * live view reads from the system itself. Only the composition root imports this file, so it travels
 * in its chunk.
 */
import type { AnyActorRef } from 'xstate';

export interface RunningFlow {
  machineId: string;
  actor: AnyActorRef;
}

export interface RunningFlows {
  /** Announces a running actor of `machineId`; returns the farewell (call it when the actor stops). */
  add(machineId: string, actor: AnyActorRef): () => void;
  list(): RunningFlow[];
  subscribe(listener: () => void): () => void;
}

export function runningFlows(): RunningFlows {
  const flows = new Set<RunningFlow>();
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  return {
    add(machineId, actor) {
      const flow = { machineId, actor };
      flows.add(flow);
      tell();
      return () => {
        flows.delete(flow);
        tell();
      };
    },
    list: () => [...flows],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

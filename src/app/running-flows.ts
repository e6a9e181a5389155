/**
 * The flow-local actors running now (the order flows, the check step), for the live view of
 * `?flows=live` (issue 13 §2). A route module that creates such an actor announces it through the
 * system (`useSystem().flows`) while it lives; the global actors (login, cart) the live view reads
 * from the system itself. Only the composition root imports this file, so it travels in its chunk.
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

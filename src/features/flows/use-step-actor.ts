/**
 * The step mode's actor for React: started at the flow's start (or at a state handed over from the
 * live view), then the steps of the explorer's address replayed; replaced on reset and on a replayed
 * path, its snapshot re-read after every event.
 */
import { useCallback, useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import type { FlowEntry } from '../../../machines/index';
import { startStepActor, type StartFrom } from './step-mode';

export interface StepRun {
  snapshot: AnyMachineSnapshot;
  /** The events sent since the start (or the handed-over state). */
  history: EventObject[];
  /** The handed-over state the history starts at (null: the flow's start). */
  origin: StartFrom | null;
  /** The state values met: at the start, then after each event of the history. */
  visited: StateValue[];
  send: (event: EventObject) => void;
  reset: () => void;
  /** From the start, the events of a path, one after the other. */
  replay: (events: readonly EventObject[]) => void;
}

interface Run {
  actor: AnyActorRef;
  history: EventObject[];
  origin: StartFrom | null;
  visited: StateValue[];
  snapshot: AnyMachineSnapshot;
}

function begin(entry: FlowEntry, from: StartFrom | null, events: readonly EventObject[] = []): Run {
  let actor: AnyActorRef;
  let origin = from;
  try {
    actor = startStepActor(entry, from);
  } catch (error) {
    // A handed-over state this machine does not have (an older link): from the start instead.
    console.warn('the handed-over state does not fit the machine', error);
    actor = startStepActor(entry, null);
    origin = null;
  }
  const visited: StateValue[] = [actor.getSnapshot().value as StateValue];
  for (const event of events) {
    actor.send(event);
    visited.push(actor.getSnapshot().value as StateValue);
  }
  return { actor, history: [...events], origin, visited, snapshot: actor.getSnapshot() as AnyMachineSnapshot };
}

export function useStepActor(entry: FlowEntry, from: StartFrom | null, steps: readonly EventObject[] = []): StepRun {
  const [run, setRun] = useState<Run>(() => begin(entry, from, steps));
  // Not stopped on unmount: its invoked actors never run and its clock never fires, so it holds
  // nothing; StrictMode's second mount would otherwise find it stopped. A replaced one is stopped.

  const send = useCallback(
    (event: EventObject) => {
      run.actor.send(event);
      const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
      setRun({ ...run, history: [...run.history, event], visited: [...run.visited, snapshot.value], snapshot });
    },
    [run],
  );
  const reset = useCallback(() => {
    run.actor.stop();
    setRun(begin(entry, null));
  }, [entry, run.actor]);
  const replay = useCallback(
    (events: readonly EventObject[]) => {
      run.actor.stop();
      setRun(begin(entry, null, events));
    },
    [entry, run.actor],
  );
  return {
    snapshot: run.snapshot,
    history: run.history,
    origin: run.origin,
    visited: run.visited,
    send,
    reset,
    replay,
  };
}

/**
 * The step mode's actor for React: started at the flow's start (or at a state handed over from the
 * live view), replaced on reset and on a replayed path, its snapshot re-read after every event.
 */
import { useCallback, useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import type { FlowEntry } from '../../../machines/index';
import { startStepActor, type StartFrom } from './step-mode';

export interface StepRun {
  snapshot: AnyMachineSnapshot;
  /** The events sent since the start (or the handed-over state). */
  history: EventObject[];
  send: (event: EventObject) => void;
  reset: () => void;
  /** From the start, the events of a path, one after the other. */
  replay: (events: readonly EventObject[]) => void;
}

interface Run {
  actor: AnyActorRef;
  history: EventObject[];
  snapshot: AnyMachineSnapshot;
}

function begin(entry: FlowEntry, from: StartFrom | null, events: readonly EventObject[] = []): Run {
  let actor: AnyActorRef;
  try {
    actor = startStepActor(entry, from);
  } catch (error) {
    // A handed-over state this machine does not have (an older link): from the start instead.
    console.warn('the handed-over state does not fit the machine', error);
    actor = startStepActor(entry, null);
  }
  for (const event of events) actor.send(event);
  return { actor, history: [...events], snapshot: actor.getSnapshot() as AnyMachineSnapshot };
}

export function useStepActor(entry: FlowEntry, from: StartFrom | null): StepRun {
  const [run, setRun] = useState<Run>(() => begin(entry, from));
  // Not stopped on unmount: its invoked actors never run and its clock never fires, so it holds
  // nothing; StrictMode's second mount would otherwise find it stopped. A replaced one is stopped.

  const send = useCallback(
    (event: EventObject) => {
      run.actor.send(event);
      setRun({ ...run, history: [...run.history, event], snapshot: run.actor.getSnapshot() as AnyMachineSnapshot });
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
  return { snapshot: run.snapshot, history: run.history, send, reset, replay };
}

/**
 * A machine stepped by hand, without an actor (xstate's pure `initialTransition` / `transition`): what
 * the tests in tests/machines read after each event — the state, its tags, the effects the machine
 * asked for (named actions with their parameters) and the calls it started (invoked actors with their
 * input). Nothing runs: an effect or a call is only named, so a test sees exactly what the flow decides.
 */
import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';

export function machineSteps<TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine>) {
  let [snapshot, actions] = initialTransition(machine, input);
  const api = {
    get snapshot() {
      return snapshot;
    },
    send(event: object) {
      [snapshot, actions] = transition(machine, snapshot, event as EventFromLogic<TMachine>);
      return api;
    },
    done: (id: string, output: unknown) => api.send({ type: `xstate.done.actor.${id}`, output }),
    error: (id: string, error: unknown) => api.send({ type: `xstate.error.actor.${id}`, error }),
    /** The state value, and the tags, sorted. */
    get at() {
      const { value, tags } = snapshot as AnyMachineSnapshot;
      return { value, tags: [...tags].sort() };
    },
    /** The effects of the last transition (not XState's own), with their parameters. */
    get effects() {
      return actions
        .filter((a) => !a.type.startsWith('xstate.'))
        .map((a) => (a.params === undefined ? a.type : [a.type, a.params]));
    },
    /** The calls the last transition started, with their input. */
    get calls() {
      return actions
        .filter((a) => a.type === 'xstate.spawnChild')
        .map((a) => {
          const { src, input: callInput } = a.params as { src: string | object; input?: unknown };
          return [src, callInput];
        });
    },
  };
  return api;
}

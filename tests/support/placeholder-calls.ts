/**
 * A machine's calls are placeholders its actor layer (src/actors/<machine>.ts) replaces with
 * `provide`. On its own a machine must fail such a call at once, naming the file that provides it:
 * a placeholder that answered (with nothing) would leave a flow busy or on a wrong step without a
 * trace. `unprovidedCalls` runs the named calls of a machine as it is defined and tells how each ended.
 */
import { createActor, toPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';

export async function unprovidedCalls(machine: AnyStateMachine, names: readonly string[]): Promise<Record<string, string>> {
  const actors = machine.implementations.actors as Record<string, AnyActorLogic | undefined>;
  const endings = await Promise.all(
    names.map(async (name) => {
      const logic = actors[name];
      if (!logic) return [name, 'not defined'] as const;
      const ending = await toPromise(createActor(logic, { input: {} }).start()).then(
        () => 'answered',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      return [name, ending] as const;
    }),
  );
  return Object.fromEntries(endings);
}

/** What each of `names` should end with: the error naming the file that provides it. */
export const providedBy = (names: readonly string[], file: string) =>
  Object.fromEntries(names.map((name) => [name, `${name} is provided by ${file}`]));

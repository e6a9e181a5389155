/**
 * A path of the model-based tests in the analyst's words, for docs/flows: the state meanings it passes
 * and the events between them, with the condition of a guarded transition it took, without payloads
 * ("Start: **Bestellung wird fortgesetzt** → _Fortsetzen der Bestellung gelingt_ → … →
 * _Aufgeben der Bestellung schlägt fehl_ (ein Termin ist inzwischen ausgebucht) → **Termin ist
 * ausgebucht**"). The test names stay as flow-describe.ts writes them (pathTitle), since the model tests
 * are named by them.
 */
import type { AnyStateMachine, StateValue } from 'xstate';
import { takenTransitions, type MachineDefinition } from './flow-coverage';
import type { DocTexts } from './flow-doc-texts';
import type { DocWords } from './flow-doc-words';
import type { FlowPath } from './flow-paths';
import type { GuardValueKeys } from '../../machines/guard-words';

export interface PathWordsContext {
  machine: AnyStateMachine;
  definition: MachineDefinition;
  words: DocWords;
  texts: DocTexts;
  guardValues: ReadonlyMap<string, GuardValueKeys>;
}

/** The active leaf state paths of a state value: 'summary.ready', or one per parallel region. */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? [`${prefix}${key}`] : leafPaths(child, `${prefix}${key}.`),
  );
}

export function pathInWords(context: PathWordsContext, path: FlowPath): string {
  const { machine, definition, words, texts, guardValues } = context;
  const state = (value: StateValue) => `**${leafPaths(value).map((leaf) => words.state(definition.id, leaf)).join(' + ')}**`;
  const byId = new Map(definition.transitions.map((t) => [t.id, t]));
  const [first, ...rest] = path.steps;
  const parts = [`${texts.pathStart}: ${state(first!.state.value)}`];
  rest.forEach((step, index) => {
    const conditions = takenTransitions(definition, machine, path.steps[index]!.state, step.event).flatMap((id) => {
      const taken = byId.get(id);
      return taken?.guard ? [words.guard(definition.id, taken.guard, guardValues.get(id))] : [];
    });
    const condition = conditions.length ? ` (${[...new Set(conditions)].join('; ')})` : '';
    parts.push(`_${words.event(step.event.type)}_${condition}`, state(step.state.value));
  });
  return parts.join(' → ');
}

/**
 * The paths in words, each once: paths that differ only in their data (another error of the same kind,
 * another answer leading to the same states) read the same, and are counted instead of repeated.
 */
export function distinctPathsInWords(context: PathWordsContext, paths: readonly FlowPath[]): { sentence: string; count: number }[] {
  const counted = new Map<string, number>();
  for (const path of paths) {
    const sentence = pathInWords(context, path);
    counted.set(sentence, (counted.get(sentence) ?? 0) + 1);
  }
  return [...counted].map(([sentence, count]) => ({ sentence, count }));
}

/**
 * Where the plain-language meaning of each state lives: `states.<machine>.<state path>` in
 * src/locales/{de,en}/flows.json (namespace 'flows'). i18next reads '.' as nesting, so a nested state's
 * path joins its parts with '_' ('filter.valid' → 'filter_valid'). The docs (docs/flows) use the words
 * as headings and the flow explorer as labels; tests/machines/state-words.test.ts keeps them complete.
 */

/** The key of a state below `states.<machine>`: 'filter.valid' → 'filter_valid'. */
export const stateWordsKey = (statePath: string): string => statePath.replace(/\./g, '_');

/** 'states.searchBox.filter_valid' */
export const stateDescriptionKey = (machineId: string, statePath: string): string =>
  `states.${machineId}.${stateWordsKey(statePath)}`;

/** The parts of one language's flows.json this needs. */
export interface StateTexts {
  states: Record<string, Record<string, string>>;
}

/** A state's meaning in one language, or null when it has no words yet. */
export const stateInWords = (texts: StateTexts, machineId: string, statePath: string): string | null =>
  texts.states[machineId]?.[stateWordsKey(statePath)] ?? null;

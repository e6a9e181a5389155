/**
 * The citySuggest machine's model (machines/citySuggest.machine.ts): sample cities and representative
 * events for the model-based tests (tests/model/citySuggest.mbt.test.tsx) and docs/flows.
 */
import { CITY_SUGGEST_RULES, type CityOption, type CitySuggestContext, type CitySuggestInput } from './citySuggest.machine';

const BERLIN: CityOption = { id: 1, name: 'Berlin' };
const BERNAU: CityOption = { id: 2, name: 'Bernau bei Berlin' };
const HAMBURG: CityOption = { id: 3, name: 'Hamburg' };

/**
 * The representative events the model-based tests and docs/flows walk the graph with: payloads that
 * flip every guard (empty, too short, long enough; found, not found; offered and parent-set cities).
 */
export const citySuggestModel = {
  input: { city: null } satisfies CitySuggestInput,
  events: [
    { type: 'user.cityTyped', value: 'Ber' },
    { type: 'user.cityTyped', value: 'Be' },
    { type: 'user.cityTyped', value: '' },
    { type: 'xstate.after.debounce.citySuggest.debouncing' },
    { type: 'xstate.done.actor.suggestCities', output: [BERLIN, BERNAU] },
    { type: 'xstate.done.actor.suggestCities', output: [] },
    { type: 'xstate.error.actor.suggestCities', error: new Error('suggestCity failed') },
    { type: 'user.citySelected', city: BERLIN },
    { type: 'user.closed' },
    { type: 'parent.valueChanged', city: HAMBURG },
    { type: 'parent.valueChanged', city: null },
  ],
  /**
   * Only what the guards read tells states apart: the state, whether the input is empty, short or long
   * enough, whether it still shows the chosen city, and which cities are offered and chosen. The exact
   * text is left out, so the graph stays small.
   */
  serializeState: (snapshot: { value: unknown; context: CitySuggestContext }) => {
    const { input, suggestions, selected } = snapshot.context;
    const length = input.trim().length;
    return JSON.stringify({
      value: snapshot.value,
      input: length === 0 ? 'empty' : length < CITY_SUGGEST_RULES.minChars ? 'short' : 'long',
      showsSelected: selected !== null && input === selected.name,
      suggestions: suggestions.map((city) => city.id),
      selected: selected?.id ?? null,
    });
  },
};

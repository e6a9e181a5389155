/**
 * What the city autosuggest does in the browser: asks GET /api/search/suggestCity (the running
 * request is aborted when the machine stops the query for a newer keystroke), waits the spec §9
 * debounce, and logs a failed query.
 */
import { fromPromise } from 'xstate';
import { citySuggestMachine, type CityOption } from '../../machines/citySuggest.machine';
import { suggestCities } from '../api/search';
import { CITY_SUGGEST_DEBOUNCE_MS } from '../shared/constants';

/** The machine with its effects; CityField runs this unless a test hands it another one. */
export const citySuggestLogic = citySuggestMachine.provide({
  actors: {
    suggestCities: fromPromise<CityOption[], { input: string }>(async ({ input, signal }) => {
      const cities = await suggestCities(input.input, signal);
      // The field needs id and name only; slug and state stay out of the machine's context.
      return cities.map(({ id, name }) => ({ id, name }));
    }),
  },
  delays: { debounce: CITY_SUGGEST_DEBOUNCE_MS },
  actions: {
    reportError: (_, { error }) => console.warn('city suggestion failed', error),
  },
});

export type CitySuggestLogic = typeof citySuggestLogic;

/**
 * City autosuggest of the search filter (spec §2 "Search filter", §4 "City suggestion").
 *
 * Typing is debounced; when the pause ends the input decides:
 * - 0 characters: the city was cleared — the machine emits `city.changed` with `null`;
 * - up to 2 characters: the suggestions are cleared, nothing is asked;
 * - 3 or more: the suggestions are queried (`suggestCities`). A newer keystroke re-enters
 *   `debouncing`, which stops the running query (its AbortSignal fires).
 * An empty answer shows the not-found hint, choosing a suggestion emits `city.changed` with the city
 * and closes the list, and a failed query leaves a usable field without suggestions.
 *
 * The view sends what the user does (`user.*`) and what its parent sets (`parent.valueChanged`, e.g.
 * the search box reset or a restored search) and listens to the emitted `city.changed`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { CITY_SUGGEST_DEBOUNCE_MS, CITY_SUGGEST_MIN_CHARS } from '../src/shared/constants';
import type { CityRef } from '../src/shared/search';

/** A city as the field shows and reports it: the search contract's CityRef. */
export type CityOption = CityRef;

export interface CitySuggestInput {
  /** The city the field starts with (a restored search), or null. */
  city: CityOption | null;
}

export interface CitySuggestContext {
  /** What the input shows. */
  input: string;
  /** The offered cities; kept while the next query runs, so the list does not flicker. */
  suggestions: CityOption[];
  /** The chosen city, i.e. what the parent's value is. */
  selected: CityOption | null;
}

export type CitySuggestEvent =
  | { type: 'user.cityTyped'; value: string }
  | { type: 'user.citySelected'; city: CityOption }
  /** Escape or leaving the field. */
  | { type: 'user.closed' }
  | { type: 'parent.valueChanged'; city: CityOption | null };

/** Told to the view, which turns it into onChange(city | null). */
export type CitySuggestEmitted = { type: 'city.changed'; city: CityOption | null };

/** Spec §9, from src/shared/constants.ts (the one definition; machines may import its constants). */
export const CITY_SUGGEST_RULES = { debounceMs: CITY_SUGGEST_DEBOUNCE_MS, minChars: CITY_SUGGEST_MIN_CHARS } as const;

const typed = (context: CitySuggestContext) => context.input.trim();

export const citySuggestMachine = setup({
  types: {
    context: {} as CitySuggestContext,
    events: {} as CitySuggestEvent,
    input: {} as CitySuggestInput,
    emitted: {} as CitySuggestEmitted,
    tags: {} as 'loading' | 'listOpen',
  },
  actors: {
    suggestCities: fromPromise<CityOption[], { input: string }>(async () => {
      throw new Error('suggestCities is provided by src/actors/citySuggest.ts');
    }),
  },
  delays: {
    debounce: CITY_SUGGEST_RULES.debounceMs,
  },
  guards: {
    inputIsEmpty: ({ context }) => typed(context).length === 0,
    inputTooShort: ({ context }) => typed(context).length < CITY_SUGGEST_RULES.minChars,
    noSuggestions: (_, params: { suggestions: readonly CityOption[] }) => params.suggestions.length === 0,
    /** Only an offered city can be chosen, so a stale click cannot pick something never shown. */
    isSuggested: ({ context }, params: { city: CityOption }) =>
      context.suggestions.some((city) => city.id === params.city.id),
    /** The user emptied the field and left it: that clears the city without waiting for the pause. */
    clearedWithSelection: ({ context }) => typed(context).length === 0 && context.selected !== null,
    /** The user typed over the chosen city and left without choosing: the field shows the city again. */
    editedAwayFromSelection: ({ context }) => context.selected !== null && context.input !== context.selected.name,
    /** Another city, or the same one with a name the field did not know yet (e.g. from the URL). */
    differsFromSelection: ({ context }, params: { city: CityOption | null }) =>
      (params.city?.id ?? null) !== (context.selected?.id ?? null) || params.city?.name !== context.selected?.name,
  },
  actions: {
    storeInput: assign({ input: (_, params: { value: string }) => params.value }),
    storeSuggestions: assign({ suggestions: (_, params: { suggestions: CityOption[] }) => params.suggestions }),
    clearSuggestions: assign({ suggestions: [] }),
    selectCity: assign((_, params: { city: CityOption }) => ({
      selected: params.city,
      input: params.city.name,
      suggestions: [],
    })),
    announceSelection: emit((_, params: { city: CityOption }) => ({ type: 'city.changed' as const, city: params.city })),
    clearSelection: assign({ selected: null }),
    announceCleared: emit({ type: 'city.changed' as const, city: null }),
    restoreSelectedName: assign({ input: ({ context }) => context.selected?.name ?? context.input }),
    takeParentValue: assign((_, params: { city: CityOption | null }) => ({
      selected: params.city,
      input: params.city?.name ?? '',
      suggestions: [],
    })),
    /** A failed query is logged; the field stays usable. Provided by src/actors/citySuggest.ts. */
    reportError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'citySuggest',
  context: ({ input }) => ({ input: input.city?.name ?? '', suggestions: [], selected: input.city }),
  initial: 'idle',
  on: {
    // From any state: the newest keystroke restarts the pause (re-entering `debouncing` also stops a
    // running query).
    'user.cityTyped': {
      target: '.debouncing',
      actions: { type: 'storeInput', params: ({ event }) => ({ value: event.value }) },
    },
    'user.citySelected': {
      guard: { type: 'isSuggested', params: ({ event }) => ({ city: event.city }) },
      target: '.idle',
      actions: [
        { type: 'selectCity', params: ({ event }) => ({ city: event.city }) },
        { type: 'announceSelection', params: ({ event }) => ({ city: event.city }) },
      ],
    },
    'user.closed': [
      {
        guard: 'clearedWithSelection',
        target: '.idle',
        actions: ['clearSuggestions', 'clearSelection', 'announceCleared'],
      },
      { guard: 'editedAwayFromSelection', target: '.idle', actions: ['clearSuggestions', 'restoreSelectedName'] },
      { target: '.idle', actions: 'clearSuggestions' },
    ],
    'parent.valueChanged': {
      guard: { type: 'differsFromSelection', params: ({ event }) => ({ city: event.city }) },
      target: '.idle',
      actions: { type: 'takeParentValue', params: ({ event }) => ({ city: event.city }) },
    },
  },
  states: {
    idle: {
      description: 'The list is closed; nothing runs.',
    },
    debouncing: {
      description: 'Waiting for the typing pause; earlier suggestions stay visible.',
      tags: ['listOpen'],
      after: {
        debounce: [
          { guard: 'inputIsEmpty', target: 'idle', actions: ['clearSuggestions', 'clearSelection', 'announceCleared'] },
          { guard: 'inputTooShort', target: 'idle', actions: 'clearSuggestions' },
          { target: 'querying' },
        ],
      },
    },
    querying: {
      description: 'Asking for suggestions; a newer keystroke cancels the request.',
      tags: ['listOpen', 'loading'],
      invoke: {
        id: 'suggestCities',
        src: 'suggestCities',
        input: ({ context }) => ({ input: typed(context) }),
        onDone: [
          {
            guard: { type: 'noSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
            target: 'notFound',
            actions: 'clearSuggestions',
          },
          {
            target: 'showing',
            actions: { type: 'storeSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
          },
        ],
        onError: {
          target: 'idle',
          actions: ['clearSuggestions', { type: 'reportError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    showing: {
      description: 'The list of suggestions is open.',
      tags: ['listOpen'],
    },
    notFound: {
      description: "The query found nothing: the hint 'Ort nicht gefunden' shows.",
    },
  },
});

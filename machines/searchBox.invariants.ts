/** The rules every path of the search box keeps (machines/flow-invariants.ts). */
import { last, type FlowInvariant } from './flow-invariants';
import { isSearchBoxValid, type SearchBoxContext } from './searchBox.machine';

const context = (steps: Parameters<FlowInvariant['holds']>[0]) => last(steps).context as SearchBoxContext;

export const searchBoxInvariants: readonly FlowInvariant[] = [
  {
    id: 'searchOnlyWhenValid',
    de: 'Gesucht wird nur mit gültigen Angaben: Rechtsgebiet gewählt, Datum ab nicht in der Vergangenheit, Datum bis nicht vor Datum ab.',
    en: 'A search starts only with valid entries: a scope chosen, date from not in the past, date to not before date from.',
    holds: (steps) => !last(steps).matches('submitted') || isSearchBoxValid(context(steps)),
  },
  {
    id: 'filtersNeedScope',
    de: 'Die Filter erscheinen nur mit gewähltem Rechtsgebiet.',
    en: 'The filters show only with a scope chosen.',
    holds: (steps) => !last(steps).matches('filter') || context(steps).scope !== null,
  },
  {
    id: 'validMatchesRules',
    de: '„Gültig“ und „ungültig“ sagen immer dasselbe wie die Regeln der Eingaben.',
    en: '"Valid" and "invalid" always agree with the rules of the entries.',
    holds: (steps) => {
      const state = last(steps);
      if (state.matches({ filter: 'valid' })) return isSearchBoxValid(context(steps));
      if (state.matches({ filter: 'invalid' })) return !isSearchBoxValid(context(steps));
      return true;
    },
  },
];

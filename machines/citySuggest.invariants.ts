/** The rules every path of the city suggestion keeps (machines/flow-invariants.ts). */
import { CITY_SUGGEST_RULES, type CitySuggestContext } from './citySuggest.machine';
import { last, type FlowInvariant } from './flow-invariants';

const context = (steps: Parameters<FlowInvariant['holds']>[0]) => last(steps).context as CitySuggestContext;

export const citySuggestInvariants: readonly FlowInvariant[] = [
  {
    id: 'askOnlyWhenLongEnough',
    de: `Orte werden erst ab ${CITY_SUGGEST_RULES.minChars} Zeichen gesucht.`,
    en: `Cities are looked up only from ${CITY_SUGGEST_RULES.minChars} characters on.`,
    holds: (steps) => !last(steps).matches('querying') || context(steps).input.trim().length >= CITY_SUGGEST_RULES.minChars,
  },
  {
    id: 'chosenWasOffered',
    de: 'Gewählt werden kann nur ein Ort, der vorgeschlagen wurde.',
    en: 'Only a city that was offered can be chosen.',
    holds: (steps) => {
      const step = steps.at(-1)!;
      if (step.event.type !== 'user.citySelected' || steps.length < 2) return true;
      const before = steps.at(-2)!.state.context as CitySuggestContext;
      const chosen = context(steps).selected;
      // Taken or not: what is selected now was offered, or is what was selected before.
      return chosen === null || chosen.id === before.selected?.id || before.suggestions.some((city) => city.id === chosen.id);
    },
  },
  {
    id: 'listOnlyWithSuggestions',
    de: 'Die Vorschlagsliste ist nur offen, wenn es Vorschläge gibt.',
    en: 'The suggestion list is open only when there are suggestions.',
    holds: (steps) => !last(steps).matches('showing') || context(steps).suggestions.length > 0,
  },
];

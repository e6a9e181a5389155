/**
 * The searchBox machine's model (machines/searchBox.machine.ts): the graph the model-based test
 * (tests/model/searchBox.mbt.test.tsx) and docs/flows walk.
 */
import {
  dayField, EMPTY_DATE, validateSearchBox, type NamedRef, type RestoredSearch, type SearchBoxContext, type SearchBoxEvent,
  type SearchBoxInput,
} from './searchBox.machine';
import type { ViewControlException } from './view-controls';

const MODEL_TODAY = '2027-03-05';
const VERWALTUNGSRECHT: NamedRef = { id: 10, name: 'Verwaltungsrecht' };
const ZWANGSVOLLSTRECKUNG: NamedRef = { id: 101, name: 'Zwangsvollstreckung' };
const KOELN: NamedRef = { id: 12, name: 'Köln' };

export const searchBoxModel = {
  input: {
    today: MODEL_TODAY,
    types: ['EDUCATION', 'RENO'],
    defaultSearchType: 'EDUCATION',
    courseTypes: ['SELF', 'ONLINE', 'PRESENT'],
    defaultRadius: 100,
  } satisfies SearchBoxInput,
  events: [
    { type: 'xstate.done.actor.readLastSearch', output: null },
    // A stored RENO search on a site with both types, with every filter preselected.
    {
      type: 'xstate.done.actor.readLastSearch',
      output: {
        scope: ZWANGSVOLLSTRECKUNG, type: 'RENO', courseType: 'ONLINE', city: KOELN, radius: 250,
        dateFrom: '2027-04-01', dateTo: '2027-04-30',
      } satisfies RestoredSearch,
    },
    // Stored yesterday-ish: its date from has passed (notInFuture).
    {
      type: 'xstate.done.actor.readLastSearch',
      output: { scope: { id: 6, name: 'Familienrecht' }, type: 'EDUCATION', dateFrom: '2027-03-01', dateTo: null } satisfies RestoredSearch,
    },
    { type: 'xstate.error.actor.readLastSearch', error: new Error('storage blocked') },
    // Behind 'Weitere Rechtsgebiete' (the ninth scope onwards).
    { type: 'user.scopeChosen', scope: VERWALTUNGSRECHT },
    { type: 'user.back' },
    { type: 'user.reset' },
    { type: 'user.submit' },
    { type: 'user.typeChanged', value: 'EDUCATION' },
    { type: 'user.typeChanged', value: 'RENO' },
    // Two values of each choice: whatever is chosen, the form offers a change (its control check).
    { type: 'user.courseTypeChanged', value: 'PRESENT' },
    { type: 'user.courseTypeChanged', value: 'ONLINE' },
    { type: 'user.cityChanged', city: KOELN },
    { type: 'user.cityChanged', city: null },
    { type: 'user.radiusChanged', radius: 50 },
    { type: 'user.radiusChanged', radius: 250 },
    { type: 'user.dateFromChanged', field: dayField('2027-04-01') },
    { type: 'user.dateFromChanged', field: dayField('2027-03-01') },
    { type: 'user.dateFromChanged', field: EMPTY_DATE },
    { type: 'user.dateFromChanged', field: { kind: 'unreadable', text: '31.02.2027' } },
    { type: 'user.dateToChanged', field: dayField('2027-04-30') },
    // Not after today's date from (nor after 01.04.2027): endBeforeStart.
    { type: 'user.dateToChanged', field: dayField('2027-03-05') },
    { type: 'user.dateToChanged', field: { kind: 'unreadable', text: '5.3.' } },
  ] satisfies (SearchBoxEvent | { type: `xstate.${'done' | 'error'}.actor.readLastSearch`; output?: RestoredSearch | null; error?: Error })[],
  /**
   * States differ in what the guards and the visitor see: the state, the rules that fail, and the
   * search type (which scopes are listed). Dates, city and course type themselves are left out, so
   * the graph stays small; the view checks still compare every field with the context.
   */
  controls: [
    {
      event: 'user.cityChanged',
      kind: 'no control',
      reason: 'The city field runs its own machine (citySuggest); the search box hears its choice through the field\u2019s change, not through a control of its own.',
    },
  ] satisfies ViewControlException[],
  serializeState: (snapshot: { value: unknown; context: SearchBoxContext }) =>
    JSON.stringify({ value: snapshot.value, errors: validateSearchBox(snapshot.context), type: snapshot.context.type }),
};

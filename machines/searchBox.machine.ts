/**
 * The start-page search box (spec §2 "Start-page search box", §4 "Search box", §5 search form rules).
 *
 *   restoring ──done: no stored scope, or error──▶ scopeSelection
 *       │                                             │      ▲
 *       │ done: a stored scope             scopeChosen │      │ back / reset (clear the scope)
 *       ▼                                             ▼      │
 *   filter { valid ⇄ invalid } ──submit (from valid only)──▶ submitted (final: the results page)
 *
 * The box first reads the last search (sessionStorage rf_filter, done by the provided actor
 * `readLastSearch`); a stored scope opens the filter view straight away. Reading is an invoked actor
 * rather than input because a statechart's initial state is fixed: choosing it from input would need
 * an eventless (`always`) transition, which no graph test can send. Whether the filter form is
 * valid is a state (filter.valid / filter.invalid), not a flag: every change that can affect it
 * picks its target with a guard that validates the form as the change would leave it, so the graph
 * shows every way into and out of an invalid form and the search button asks one state.
 *
 * Pure: imports only xstate and the contract's types (src/shared: SearchType, CourseType, NamedRef).
 * "Today" and the configured types come from input, storage and navigation are provided by
 * src/actors/searchBox.ts.
 */
import { and, assign, fromPromise, setup } from 'xstate';

import type { NamedRef } from '../src/shared/catalogue';
import type { CourseType, SearchType } from '../src/shared/types';
import { resetSearchType } from './search-box-rules';

export { resetSearchType };

export type { CourseType, NamedRef, SearchType };
export type CourseTypeChoice = CourseType | 'ALL';

/** What a date text field holds, as the view read it with the §5 input rules. */
export type DateField =
  | { kind: 'empty' }
  /** A calendar day, yyyy-mm-dd. */
  | { kind: 'day'; iso: string }
  /** Typed text that is no date; kept so the field still shows what was typed. */
  | { kind: 'unreadable'; text: string };

export const EMPTY_DATE: DateField = { kind: 'empty' };
export const dayField = (iso: string): DateField => ({ kind: 'day', iso });

/** The filters of a valid form: what the `search` action receives. */
export interface BoxSearch {
  scope: NamedRef;
  type: SearchType;
  courseType: CourseTypeChoice;
  city: NamedRef | null;
  radius: number;
  /** yyyy-mm-dd, not before today. */
  dateFrom: string;
  /** yyyy-mm-dd strictly after dateFrom, or null. */
  dateTo: string | null;
}

/**
 * The last search as read from storage. Every field may be missing; the reader has checked the
 * shapes, the machine checks the type and course type against the configuration.
 */
export interface RestoredSearch {
  scope?: NamedRef | null;
  type?: SearchType;
  courseType?: CourseTypeChoice;
  city?: NamedRef | null;
  radius?: number;
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface SearchBoxInput {
  /** The visitor's today, yyyy-mm-dd: the earliest date from, and the one reset puts in. */
  today: string;
  /** configuration.types */
  types: SearchType[];
  /** configuration.defaultSearchType: reset's type when EDUCATION is not configured. */
  defaultSearchType: SearchType;
  /** configuration.courseTypes */
  courseTypes: CourseType[];
  /** DEFAULT_RADIUS_KM (spec §9). */
  defaultRadius: number;
}

export interface SearchBoxContext {
  today: string;
  types: SearchType[];
  courseTypes: CourseType[];
  /** The search type reset puts in (see resetSearchType). */
  resetType: SearchType;
  defaultRadius: number;
  scope: NamedRef | null;
  type: SearchType;
  courseType: CourseTypeChoice;
  city: NamedRef | null;
  radius: number;
  dateFrom: DateField;
  dateTo: DateField;
}

export type SearchBoxEvent =
  | { type: 'user.scopeChosen'; scope: NamedRef }
  | { type: 'user.back' }
  | { type: 'user.reset' }
  | { type: 'user.typeChanged'; value: SearchType }
  | { type: 'user.courseTypeChanged'; value: CourseTypeChoice }
  | { type: 'user.cityChanged'; city: NamedRef | null }
  | { type: 'user.radiusChanged'; radius: number }
  | { type: 'user.dateFromChanged'; field: DateField }
  | { type: 'user.dateToChanged'; field: DateField }
  | { type: 'user.submit' };

// ---------------------------------------------------------------------------------------------
// Validation (spec §5). Search type and course type are required too; the box satisfies that by
// construction — both always hold a configured value (radios with one checked, reset and restore
// fill them) — so only scope and the dates can fail.

export type DateFromError = 'required' | 'invalidDate' | 'notInFuture';
export type DateToError = 'invalidDate' | 'endBeforeStart';
export interface SearchBoxErrors {
  scope?: 'required';
  dateFrom?: DateFromError;
  dateTo?: DateToError;
}

export type FormValues = Pick<SearchBoxContext, 'today' | 'scope' | 'dateFrom' | 'dateTo'>;

/** The §5 errors of a form; an empty object means the form may be searched. */
export function validateSearchBox({ today, scope, dateFrom, dateTo }: FormValues): SearchBoxErrors {
  const errors: SearchBoxErrors = {};
  if (!scope) errors.scope = 'required';

  if (dateFrom.kind === 'empty') errors.dateFrom = 'required';
  else if (dateFrom.kind === 'unreadable') errors.dateFrom = 'invalidDate';
  // yyyy-mm-dd strings compare in calendar order.
  else if (dateFrom.iso < today) errors.dateFrom = 'notInFuture';

  if (dateTo.kind === 'unreadable') errors.dateTo = 'invalidDate';
  else if (dateTo.kind === 'day' && dateFrom.kind === 'day' && dateTo.iso <= dateFrom.iso) errors.dateTo = 'endBeforeStart';
  return errors;
}

export const isSearchBoxValid = (values: FormValues): boolean => Object.keys(validateSearchBox(values)).length === 0;

// ---------------------------------------------------------------------------------------------
// Pure context updates, shared by the assigns and by the guards that look ahead.

type Filters = Pick<SearchBoxContext, 'scope' | 'type' | 'courseType' | 'city' | 'radius' | 'dateFrom' | 'dateTo'>;

/** The filters after reset (spec §4); also the box's filters when nothing was stored. */
function resetFilters({ today, resetType, defaultRadius }: Pick<SearchBoxContext, 'today' | 'resetType' | 'defaultRadius'>): Filters {
  return {
    scope: null,
    type: resetType,
    courseType: 'ALL',
    city: null,
    radius: defaultRadius,
    dateFrom: dayField(today),
    dateTo: EMPTY_DATE,
  };
}

function initialContext({ today, types, defaultSearchType, courseTypes, defaultRadius }: SearchBoxInput): SearchBoxContext {
  const resetType = resetSearchType(types, defaultSearchType);
  return { today, types, courseTypes, resetType, defaultRadius, ...resetFilters({ today, resetType, defaultRadius }) };
}

function dateFieldOf(iso: string | null | undefined): DateField {
  return iso ? dayField(iso) : EMPTY_DATE;
}

/** Preselects what the last search had; values the site does not offer (any more) keep the reset value. */
function restore(context: SearchBoxContext, last: RestoredSearch | null): SearchBoxContext {
  if (!last) return context;
  const courseTypeOffered = last.courseType === 'ALL' || (last.courseType !== undefined && context.courseTypes.includes(last.courseType));
  return {
    ...context,
    scope: last.scope ?? null,
    type: last.type !== undefined && context.types.includes(last.type) ? last.type : context.type,
    courseType: courseTypeOffered ? last.courseType! : context.courseType,
    city: last.city ?? null,
    radius: last.city && last.radius !== undefined ? last.radius : context.radius,
    dateFrom: last.dateFrom !== undefined ? dateFieldOf(last.dateFrom) : context.dateFrom,
    dateTo: last.dateTo !== undefined ? dateFieldOf(last.dateTo) : context.dateTo,
  };
}

/** The context an event leaves (for the events that change filter values). */
function applyEvent(context: SearchBoxContext, event: SearchBoxEvent): SearchBoxContext {
  switch (event.type) {
    case 'user.scopeChosen':
      return { ...context, scope: event.scope };
    case 'user.typeChanged':
      return { ...context, type: event.value };
    case 'user.courseTypeChanged':
      return { ...context, courseType: event.value };
    case 'user.cityChanged':
      return { ...context, city: event.city };
    case 'user.radiusChanged':
      return { ...context, radius: event.radius };
    case 'user.dateFromChanged':
      return { ...context, dateFrom: event.field };
    case 'user.dateToChanged':
      return { ...context, dateTo: event.field };
    default:
      return context;
  }
}

/**
 * Whether a filter event sets something new. Choosing what is already chosen (a checked radio, the
 * same city) is no change, so it takes no transition.
 */
function changesFilter(context: SearchBoxContext, event: SearchBoxEvent): boolean {
  switch (event.type) {
    case 'user.typeChanged':
      return event.value !== context.type;
    case 'user.courseTypeChanged':
      return event.value !== context.courseType;
    case 'user.cityChanged':
      return (event.city?.id ?? null) !== (context.city?.id ?? null);
    case 'user.radiusChanged':
      return event.radius !== context.radius;
    default:
      return true;
  }
}

/** The search of a valid form; throws if called on an invalid one (the machine never does). */
export function toBoxSearch(context: SearchBoxContext): BoxSearch {
  const { scope, dateFrom, dateTo } = context;
  if (!scope || dateFrom.kind !== 'day' || !isSearchBoxValid(context)) {
    throw new Error('searchBox: a search needs a valid form');
  }
  return {
    scope,
    type: context.type,
    courseType: context.courseType,
    city: context.city,
    radius: context.radius,
    dateFrom: dateFrom.iso,
    dateTo: dateTo.kind === 'day' ? dateTo.iso : null,
  };
}

export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    input: {} as SearchBoxInput,
  },
  actors: {
    /** Reads the last search (sessionStorage rf_filter); null when there is none. */
    readLastSearch: fromPromise<RestoredSearch | null>(async () => {
      throw new Error('readLastSearch is provided by src/actors/searchBox.ts');
    }),
  },
  actions: {
    /** Navigates to the search results with the filters in the URL and stores them as the last search. */
    search: (_, _search: BoxSearch) => {},
    restoreLastSearch: assign(({ context }, last: RestoredSearch | null) => restore(context, last)),
    applyChange: assign(({ context, event }) => applyEvent(context, event)),
    clearScope: assign({ scope: null }),
    resetFilters: assign(({ context }) => resetFilters(context)),
  },
  guards: {
    /** The event sets a new value (see changesFilter). */
    changesFilter: ({ context, event }) => changesFilter(context, event),
    /** A radius is chosen only around a city (the view disables it without one). */
    hasCity: ({ context }) => context.city !== null,
    /** The form would be valid with this event's value in it. */
    leavesFormValid: ({ context, event }) => isSearchBoxValid(applyEvent(context, event)),
    /** The last search had a scope: the visitor continues in the filter view. */
    restoresScope: (_, last: RestoredSearch | null) => Boolean(last?.scope),
    /** The last search, preselected, makes a valid form (which includes its scope). */
    restoresValidForm: ({ context }, last: RestoredSearch | null) => isSearchBoxValid(restore(context, last)),
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => initialContext(input),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Reads the last search of this browser session, to preselect the filters.',
      invoke: {
        id: 'readLastSearch',
        src: 'readLastSearch',
        onDone: [
          {
            // A valid form has a scope, so this also means "restores a scope".
            guard: { type: 'restoresValidForm', params: ({ event }) => event.output },
            target: 'filter.valid',
            actions: { type: 'restoreLastSearch', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'restoresScope', params: ({ event }) => event.output },
            target: 'filter.invalid',
            actions: { type: 'restoreLastSearch', params: ({ event }) => event.output },
          },
          { target: 'scopeSelection', actions: { type: 'restoreLastSearch', params: ({ event }) => event.output } },
        ],
        // Unreadable storage is no reason to withhold the box: start with the reset filters.
        onError: { target: 'scopeSelection' },
      },
    },
    scopeSelection: {
      description: 'Top scopes and the further scopes of the search type; no scope is chosen.',
      on: {
        'user.scopeChosen': [
          { guard: 'leavesFormValid', target: 'filter.valid', actions: 'applyChange' },
          { target: 'filter.invalid', actions: 'applyChange' },
        ],
      },
    },
    filter: {
      description: 'The filters for the chosen scope.',
      // Every way in names valid or invalid; this default only completes the definition.
      initial: 'valid',
      on: {
        'user.back': { target: 'scopeSelection', actions: 'clearScope' },
        'user.reset': { target: 'scopeSelection', actions: 'resetFilters' },
        // Type and course type always hold a value, city and radius are optional: none of these
        // can change whether the form is valid, so they stay in the current sub-state.
        'user.typeChanged': { guard: 'changesFilter', actions: 'applyChange' },
        'user.courseTypeChanged': { guard: 'changesFilter', actions: 'applyChange' },
        'user.cityChanged': { guard: 'changesFilter', actions: 'applyChange' },
        'user.radiusChanged': { guard: and(['hasCity', 'changesFilter']), actions: 'applyChange' },
        'user.dateFromChanged': [
          { guard: 'leavesFormValid', target: '.valid', actions: 'applyChange' },
          { target: '.invalid', actions: 'applyChange' },
        ],
        'user.dateToChanged': [
          { guard: 'leavesFormValid', target: '.valid', actions: 'applyChange' },
          { target: '.invalid', actions: 'applyChange' },
        ],
      },
      states: {
        valid: {
          description: 'Every §5 rule holds; the search button is enabled.',
          on: {
            'user.submit': {
              target: '#searchBox.submitted',
              actions: { type: 'search', params: ({ context }) => toBoxSearch(context) },
            },
          },
        },
        invalid: {
          description: 'A §5 rule fails; the search button is disabled and the messages say why.',
        },
      },
    },
    submitted: {
      description: 'The search ran: the visitor is on the results page.',
      type: 'final',
    },
  },
});

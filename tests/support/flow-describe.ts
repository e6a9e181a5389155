/**
 * Words for events, states and paths, shared by the model-based tests (test names) and docs/flows (the
 * path sentences), so a failing test names the same path the docs list.
 */
import type { EventObject, StateValue } from 'xstate';

const AFTER = /^xstate\.after\.([^.]+)\./;
const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** A short label for an event type: 'after debounce', 'done suggestCities', 'error loadPage', or the type. */
export function eventLabel(type: string): string {
  const after = AFTER.exec(type);
  if (after) return `after ${after[1]}`;
  if (type.startsWith(DONE)) return `done ${type.slice(DONE.length)}`;
  if (type.startsWith(ERROR)) return `error ${type.slice(ERROR.length)}`;
  if (type === '') return '(always)';
  return type;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** A payload value in a few words: strings quoted, lists counted, named things by name. */
function summarize(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'no items' : plural(value.length, 'item');
  if (value instanceof Error) return 'an error';
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string') return JSON.stringify(record.name);
  if (depth > 0) return '{…}';
  const entries = Object.entries(record).filter(([, v]) => v !== undefined);
  return `{ ${entries.map(([k, v]) => `${k}: ${summarize(v, depth + 1)}`).join(', ')} }`;
}

/** An event with its payload in a few words, e.g. 'user.cityTyped "Ber"', 'done suggestCities (2 items)'. */
export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const label = eventLabel(type);
  if (type.startsWith(ERROR) || AFTER.test(type)) return label;
  if (type.startsWith(DONE)) return 'output' in payload ? `${label} (${summarize(payload.output)})` : label;
  const entries = Object.entries(payload).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return label;
  if (entries.length === 1) return `${label} ${summarize(entries[0]![1])}`;
  return `${label} ${summarize(payload)}`;
}

/** 'showing', 'filter.valid', or 'a.x + b.y' for parallel regions. */
export function describeStateValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${describeStateValue(child)}`))
    .join(' + ');
}

export interface DescribableStep {
  event: EventObject;
  state: { value: StateValue };
}

/** A path as a test name: 'showing: user.cityTyped "Ber" → after debounce → done suggestCities (2 items)'. */
export function pathTitle(steps: readonly DescribableStep[]): string {
  const last = steps[steps.length - 1]!;
  const events = steps.slice(1).map((step) => describeEvent(step.event));
  return events.length === 0
    ? `starts in ${describeStateValue(last.state.value)}`
    : `${describeStateValue(last.state.value)}: ${events.join(' → ')}`;
}

/** Longest readable path name (QA's docs/flows/paths.csv). */
export const PATH_NAME_MAX = 119;

/**
 * A path as a short name without payloads: 'showing ← user.cityTyped → after debounce → done
 * suggestCities'. A long one keeps its target and its last events: '… ' stands for the first ones.
 */
export function pathName(steps: readonly DescribableStep[]): string {
  const target = describeStateValue(steps[steps.length - 1]!.state.value);
  const events = steps.slice(1).map((step) => eventLabel(step.event.type));
  if (events.length === 0) return `starts in ${target}`;
  let shown = events;
  let name = `${target} ← ${shown.join(' → ')}`;
  while (name.length > PATH_NAME_MAX && shown.length > 1) {
    shown = shown.slice(1);
    name = `${target} ← … → ${shown.join(' → ')}`;
  }
  return name.length > PATH_NAME_MAX ? `${name.slice(0, PATH_NAME_MAX - 1)}…` : name;
}

/** A path as a sentence: 'From idle, user.cityTyped "Ber" leads to debouncing, after debounce to querying.' */
export function pathSentence(steps: readonly DescribableStep[]): string {
  const [first, ...rest] = steps;
  const start = describeStateValue(first!.state.value);
  if (rest.length === 0) return `Starts in ${start}.`;
  const parts = rest.map(
    (step, index) => `${describeEvent(step.event)} ${index === 0 ? 'leads to' : 'to'} ${describeStateValue(step.state.value)}`,
  );
  return `From ${start}, ${parts.join(', ')}.`;
}

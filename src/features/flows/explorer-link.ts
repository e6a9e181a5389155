/**
 * The explorer's address for a machine and, from the live view, a state to start the step mode at:
 * /ablaeufe?ablauf=<id>&zustand=<state value as JSON>&kontext=<context as base64url JSON>. The
 * context is the redacted one (./live/redact.ts); a context too long for an address is left out and the
 * step mode starts with the machine's own context at that state.
 *
 * The explorer's address follows its step mode (issue 23 §7): `&schritte=3-0-12` lists the events
 * clicked since the start (or since the handed-over state) as their places in the model's list of
 * events — a delay the model does not list by its event type — so opening the address replays them to
 * the same state and the same context. A step that has neither (an event the model does not know) is
 * written as the state it led to instead (zustand and kontext, as the live view does).
 */
import type { EventObject, StateValue } from 'xstate';
import type { StartFrom } from './step-mode';

export const EXPLORER_PATH = '/ablaeufe';
export const FLOW_PARAM = 'ablauf';
const STATE_PARAM = 'zustand';
const CONTEXT_PARAM = 'kontext';
const STEPS_PARAM = 'schritte';
const STEP_SEPARATOR = '-';
/** Addresses stay well under what servers and proxies accept. */
const MAX_CONTEXT_CHARS = 6000;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

export function explorerHref(machineId: string, value?: StateValue, context?: unknown): string {
  const params = new URLSearchParams({ [FLOW_PARAM]: machineId });
  if (value !== undefined) params.set(STATE_PARAM, JSON.stringify(value));
  if (context !== undefined) {
    const encoded = toBase64Url(JSON.stringify(context));
    if (encoded.length <= MAX_CONTEXT_CHARS) params.set(CONTEXT_PARAM, encoded);
  }
  return `${EXPLORER_PATH}?${params.toString()}`;
}

/** The handed-over state of an explorer address, or null (none, or not readable). */
export function decodeStartFrom(params: URLSearchParams): StartFrom | null {
  const state = params.get(STATE_PARAM);
  if (!state) return null;
  try {
    const value = JSON.parse(state) as StateValue;
    const encoded = params.get(CONTEXT_PARAM);
    const context = encoded ? (JSON.parse(fromBase64Url(encoded)) as Record<string, unknown>) : undefined;
    return { value, ...(context ? { context } : {}) };
  } catch {
    return null;
  }
}

const sameEvent = (a: EventObject, b: EventObject) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** '3-0-12' for the events' places in the model's events; null when a step cannot be written so. */
export function encodeSteps(events: readonly EventObject[], modelEvents: readonly EventObject[]): string | null {
  const parts: string[] = [];
  for (const event of events) {
    const index = modelEvents.findIndex((known) => sameEvent(known, event));
    if (index >= 0) parts.push(String(index));
    // A delay the step mode offers beyond the model (a bare event type: nothing else to keep).
    else if (Object.keys(event).length === 1 && /^[A-Za-z][\w.]*$/.test(event.type)) parts.push(event.type);
    else return null;
  }
  return parts.join(STEP_SEPARATOR);
}

/** The events of `schritte`, or null when it names an event the model does not have. */
export function decodeSteps(text: string | null, modelEvents: readonly EventObject[]): EventObject[] | null {
  if (!text) return [];
  const events: EventObject[] = [];
  for (const part of text.split(STEP_SEPARATOR)) {
    if (/^\d+$/.test(part)) {
      const event = modelEvents[Number(part)];
      if (!event) return null;
      events.push(event);
    } else if (/^[A-Za-z][\w.]*$/.test(part)) events.push({ type: part });
    else return null;
  }
  return events;
}

export interface ExplorerAddress {
  from: StartFrom | null;
  steps: EventObject[];
}

/** Where an explorer address starts the step mode: the handed-over state, then the steps. */
export function readAddress(params: URLSearchParams, modelEvents: readonly EventObject[]): ExplorerAddress {
  return { from: decodeStartFrom(params), steps: decodeSteps(params.get(STEPS_PARAM), modelEvents) ?? [] };
}

export interface StepState {
  /** Where the steps started (a handed-over state), or null for the flow's start. */
  origin: StartFrom | null;
  history: readonly EventObject[];
  /** The state the steps led to (written instead when the steps cannot be). */
  value: StateValue;
  context: unknown;
}

/** The explorer's own parameters: everything else in its address (e.g. `language`) belongs to the page. */
const OWN_PARAMS = [FLOW_PARAM, STATE_PARAM, CONTEXT_PARAM, STEPS_PARAM];

/**
 * The query of `href` (an explorer address) with the parameters of `currentSearch` the explorer does not
 * own kept after it: following the step mode must not drop the chosen language from the address.
 */
export function followingSearch(href: string, currentSearch: string): string {
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  for (const [name, value] of new URLSearchParams(currentSearch)) {
    if (!OWN_PARAMS.includes(name)) params.append(name, value);
  }
  return `?${params.toString()}`;
}

/** The explorer's address for a machine at the step mode's state. */
export function stepHref(machineId: string, run: StepState, modelEvents: readonly EventObject[]): string {
  const steps = encodeSteps(run.history, modelEvents);
  if (steps === null) return explorerHref(machineId, run.value, run.context);
  const href = run.origin ? explorerHref(machineId, run.origin.value, run.origin.context) : explorerHref(machineId);
  return steps ? `${href}&${STEPS_PARAM}=${steps}` : href;
}

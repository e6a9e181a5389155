/**
 * The explorer's address for a machine and, from the live view, a state to start the step mode at:
 * /ablaeufe?ablauf=<id>&zustand=<state value as JSON>&kontext=<context as base64url JSON>. The
 * context is the redacted one (./live/redact.ts); a context too long for an address is left out and the
 * step mode starts with the machine's own context at that state.
 */
import type { StateValue } from 'xstate';
import type { StartFrom } from './step-mode';

export const EXPLORER_PATH = '/ablaeufe';
export const FLOW_PARAM = 'ablauf';
const STATE_PARAM = 'zustand';
const CONTEXT_PARAM = 'kontext';
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

/**
 * The explorer's words for events, guards and edges (namespace 'flows'): a user's event by its plain
 * words where flows.json has them (else its technical name), an invoked actor's answer as
 * "<actor> gelingt / schlägt fehl", a delay as "Zeit vergeht", a guard by its plain-language
 * description (machines/guard-descriptions.ts names the key).
 */
import type { EventObject } from 'xstate';
import { guardDescriptionKey } from '../../../machines/guard-descriptions';
import { edgeKind, type ChartEdge } from './machine-graph';
import type { GuardUse } from './step-mode';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export interface Words {
  t: Translate;
  exists: (key: string) => boolean;
}

/** Plain words for an event type: 'Daten absenden', 'placeOrder gelingt', 'Zeit vergeht (debounce)'. */
export function eventWords({ t, exists }: Words, type: string): string {
  const { kind, subject } = edgeKind(type);
  if (type === '') return t('event.always');
  if (kind === 'after') return t('event.after', { delay: subject });
  if (kind === 'done') return t('event.done', { actor: subject });
  if (kind === 'error') return t('event.error', { actor: subject });
  const key = `event.words.${type.replace(/\./g, '_')}`;
  return exists(key) ? t(key) : type;
}

/** An event of a path: its words, with the payload hint when one tells it apart ('Adresse ändert sich (step=guest)'). */
export function eventPhrase(words: Words, event: EventObject): string {
  const base = eventWords(words, event.type);
  const { kind } = edgeKind(event.type);
  const payload = event as EventObject & Record<string, unknown>;
  if (kind === 'error') {
    const error = payload.error as { code?: unknown; message?: unknown } | undefined;
    const code = error && typeof error === 'object' ? (error.code ?? error.message) : null;
    return typeof code === 'string' ? `${base} (${code})` : base;
  }
  if (event.type === 'route.changed' || event.type === 'url.stepChanged') {
    const step = payload.step ?? payload.pathname;
    return typeof step === 'string' ? `${base} (${step})` : base;
  }
  return base;
}

const paramText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(paramText).join(', ')
    : typeof value === 'object' && value !== null
      ? '…'
      : String(value);

/** A guard in plain words, its parameters filled in: 'der Fehler hat den Code ORDER_TOKEN_UNKNOWN'. */
export function guardWords(words: Words, machineId: string, guard: GuardUse): string {
  const { t, exists } = words;
  if (guard.combinator === 'not')
    return t('guardJoin.not', { guard: guard.parts.map((part) => guardWords(words, machineId, part)).join('') });
  if (guard.combinator)
    return guard.parts.map((part) => guardWords(words, machineId, part)).join(t(`guardJoin.${guard.combinator}`));
  const key = guardDescriptionKey(machineId, guard.name);
  if (!exists(key)) return t('guardJoin.unknown', { guard: guard.name });
  const params = Object.fromEntries(Object.entries(guard.params).map(([name, value]) => [name, paramText(value)]));
  return t(key, {
    code: '…',
    codes: '…',
    next: '…',
    step: '…',
    wanted: '…',
    target: '…',
    ...params,
    interpolation: { escapeValue: false },
  });
}

/** An edge's label in the chart: event words and, in brackets, the guard's name. */
export function edgeLabel(words: Words, edge: ChartEdge): string {
  const event =
    edge.kind === 'always'
      ? words.t('chart.always')
      : edge.kind === 'event'
        ? edge.eventType
        : eventWords(words, edge.eventType);
  return edge.guard ? `${event} [${edge.guard}]` : event;
}

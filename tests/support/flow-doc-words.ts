/**
 * The words docs/flows uses for a machine's parts, in one language, read from the flow explorer's texts
 * (src/locales/<language>/flows.json), so the docs and the explorer say the same: a state by its meaning
 * (`states`), a user's event by its words (`event.words`), an invoked service's answer as
 * "<service> gelingt / schlägt fehl" (`actors`), a timer by what it means (`delays`), and a guard with
 * the values its transition fixes (`guardValues`, see flow-guard-values.ts). The tests in
 * tests/machines/{registry,state-words,guard-value-words}.test.ts keep the words complete, so the code
 * names in the fallbacks below never show.
 */
import { guardInWords, type GuardTexts, type GuardValueKeys } from '../../machines/guard-words';
import { stateInWords } from '../../machines/state-words';
import germanFlowTexts from '../../src/locales/de/flows.json';
import englishFlowTexts from '../../src/locales/en/flows.json';
import type { DocLanguage } from './flow-doc-texts';

type FlowTexts = typeof germanFlowTexts;
const FLOW_TEXTS: Record<DocLanguage, FlowTexts> = { de: germanFlowTexts, en: englishFlowTexts };

export interface DocWords {
  language: DocLanguage;
  machineName: (machineId: string) => string;
  purpose: (machineId: string) => string;
  /** A state's meaning; a state value of parallel regions joins its leaves with ' + '. */
  state: (machineId: string, statePath: string) => string;
  /** An event type in words: 'Daten absenden', 'Aufgeben der Bestellung gelingt', 'Tipppause vorbei'. */
  event: (eventType: string) => string;
  /** An invoked service by name: 'Aufgeben der Bestellung'. */
  actor: (actorId: string) => string;
  /** A timer by what it means: 'Tipppause vorbei'. */
  delay: (delay: string) => string;
  /** A guard label in words, with the values the transition fixes. */
  guard: (machineId: string, label: string, values?: GuardValueKeys) => string;
}

const fill = (template: string, name: string, value: string) => template.replace(`{{${name}}}`, value);

export function docWords(language: DocLanguage): DocWords {
  const texts = FLOW_TEXTS[language];
  const record = (group: unknown) => group as Record<string, string | undefined>;
  const actor = (actorId: string) => record(texts.actors)[actorId] ?? actorId;
  const delay = (name: string) => record(texts.delays)[name] ?? fill(texts.event.after, 'delay', name);
  return {
    language,
    machineName: (machineId) => record(texts.machine)[machineId] ?? machineId,
    purpose: (machineId) => record(texts.purpose)[machineId] ?? '',
    state: (machineId, statePath) => stateInWords(texts, machineId, statePath) ?? statePath,
    event: (eventType) => {
      const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
      if (answer) return fill(texts.event[answer[1] as 'done' | 'error'], 'actor', actor(answer[2]!));
      const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
      if (after) return delay(after[1]!);
      if (eventType === '') return texts.event.always;
      return record(texts.event.words)[eventType.replace(/\./g, '_')] ?? eventType;
    },
    actor,
    delay,
    guard: (machineId, label, values = {}) => guardInWords(texts satisfies GuardTexts, machineId, label, values) ?? label,
  };
}

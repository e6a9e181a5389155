/**
 * Every state of every registered machine has its meaning in words, in German and English
 * (src/locales/{de,en}/flows.json `states`), and no words are left for a state that is gone: the docs
 * use them as headings and the explorer as labels, so a renamed state must not fall back to its id.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { stateInWords, stateWordsKey, type StateTexts } from '../../machines/state-words';
import { machineDefinition } from '../support/flow-coverage';
import germanFlowTexts from '../../src/locales/de/flows.json';
import englishFlowTexts from '../../src/locales/en/flows.json';

const languages: [string, StateTexts][] = [
  ['de', germanFlowTexts],
  ['en', englishFlowTexts],
];

const statePaths = (entry: (typeof machineRegistry)[number]) =>
  machineDefinition(entry.machine).states.map((state) => state.path);

describe('state words', () => {
  it.each(languages)('says what every state of every machine means (%s)', (_, texts) => {
    const missing = machineRegistry.flatMap((entry) =>
      statePaths(entry)
        .filter((path) => !stateInWords(texts, entry.id, path)?.trim())
        .map((path) => `${entry.id}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(languages)('has no words for states that no longer exist (%s)', (_, texts) => {
    const existing = new Set(
      machineRegistry.flatMap((entry) => statePaths(entry).map((path) => `${entry.id}.${stateWordsKey(path)}`)),
    );
    const worded = Object.entries(texts.states).flatMap(([machine, words]) =>
      Object.keys(words).map((key) => `${machine}.${key}`),
    );
    expect(worded.filter((key) => !existing.has(key))).toEqual([]);
  });
});

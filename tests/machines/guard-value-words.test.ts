/**
 * The docs say a guard with the values its transition fixes ("ein Termin ist inzwischen ausgebucht"),
 * and an invoked service or a timer by its name in words: every such value, service and timer has words
 * in German and English (src/locales/{de,en}/flows.json `guardValues`, `actors`, `delays`), and no
 * words are left for one that is gone.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { machineDefinition } from '../support/flow-coverage';
import { transitionGuardValues } from '../support/flow-guard-values';
import germanFlowTexts from '../../src/locales/de/flows.json';
import englishFlowTexts from '../../src/locales/en/flows.json';

const languages = [
  ['de', germanFlowTexts],
  ['en', englishFlowTexts],
] as const;

/** 'guestOrder.failedWith.FULLY_BOOKED' for every fixed guard value of every machine. */
const usedValues = new Set(
  machineRegistry.flatMap((entry) =>
    [...transitionGuardValues(machineDefinition(entry.machine)).values()].flatMap((keys) =>
      Object.entries(keys).map(([guard, key]) => `${entry.id}.${guard}.${key}`),
    ),
  ),
);
const transitions = machineRegistry.flatMap((entry) => machineDefinition(entry.machine).transitions);
const usedActors = new Set(transitions.flatMap((t) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(t.eventType)?.[1] ?? []));
const usedDelays = new Set(transitions.flatMap((t) => /^xstate\.after\.([^.]+)\./.exec(t.eventType)?.[1] ?? []));

const wordedValues = (texts: (typeof languages)[number][1]) =>
  Object.entries(texts.guardValues).flatMap(([machine, guards]) =>
    Object.entries(guards).flatMap(([guard, values]) =>
      Object.entries(values as Record<string, string>).filter(([, words]) => words.trim() !== '').map(([key]) => `${machine}.${guard}.${key}`),
    ),
  );

describe('words for guard values, services and timers', () => {
  it.each(languages)('has words for every fixed guard value, and none left over (%s)', (_, texts) => {
    expect(wordedValues(texts).sort()).toEqual([...usedValues].sort());
  });

  it.each(languages)('names every invoked service and timer in words, and none left over (%s)', (_, texts) => {
    expect(Object.keys(texts.actors).sort()).toEqual([...usedActors].sort());
    expect(Object.keys(texts.delays).sort()).toEqual([...usedDelays].sort());
  });
});

/**
 * A state in the analyst's words: `states.<machineId>.<state path, '.' as '_'>` of flows.json
 * ("Käuferdaten werden gespeichert"), with the code name ("guest.saving") beside it. Where a state has
 * no words yet the code name stands alone, so the explorer never shows an empty label.
 */
import type { Words } from './words';

/** The flows.json key of a state's meaning: 'states.guestOrder.guest_saving'. */
export const stateKey = (machineId: string, path: string): string => `states.${machineId}.${path.replace(/\./g, '_')}`;

/** The state's meaning, or null when flows.json has none for it. */
export function stateMeaning({ t, exists }: Words, machineId: string, path: string): string | null {
  const key = stateKey(machineId, path);
  return exists(key) ? t(key) : null;
}

/** 'Käuferdaten werden gespeichert (guest.saving)', or 'guest.saving' alone without words. */
export function stateWithCode(words: Words, machineId: string, path: string): string {
  const meaning = stateMeaning(words, machineId, path);
  return meaning && meaning !== path ? `${meaning} (${path})` : path;
}

/**
 * A described state value ('summary.ready', or 'a.x + b.y' for parallel regions, as
 * ./state-paths.ts describes it) in words: each region's state by its meaning, else its code name.
 */
export function describedStateWords(words: Words, machineId: string, described: string): string {
  return described
    .split(' + ')
    .map((path) => stateMeaning(words, machineId, path) ?? path)
    .join(' + ');
}

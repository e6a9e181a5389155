/**
 * Which courses pass the course-level filters and the term: a mask over the store's slots, built
 * one filter at a time in tight loops over single columns (fast for the JIT, and each filter costs
 * a pass only when it is asked for).
 */
import type { IndexQuery } from './query.ts';
import { scratchUint8 } from './scratch.ts';
import type { SearchStore } from './store.ts';

/** Marks the slots passing every prefix (from name and description); null when no prefix is left. */
function markPrefixes(
  store: SearchStore,
  prefixes: Iterable<string>,
  mark: 'markText' | 'markName',
): Uint8Array | null {
  let all: Uint8Array | null = null;
  for (const prefix of prefixes) {
    const marks = new Uint8Array(store.slots);
    store[mark](prefix, marks);
    if (all) andInto(all, marks);
    else all = marks;
  }
  return all;
}

/** Marks the slots whose name contains every one of the words (the compound rule); null without words. */
function markNames(store: SearchStore, words: string[]): Uint8Array | null {
  let all: Uint8Array | null = null;
  for (const word of words) {
    const marks = new Uint8Array(store.slots);
    store.markNameContaining(word, marks);
    if (all) andInto(all, marks);
    else all = marks;
  }
  return all;
}

function andInto(target: Uint8Array, marks: Uint8Array): void {
  for (let slot = 0; slot < target.length; slot++) target[slot]! &= marks[slot]!;
}

/** Per slot, how many of the term's words its NAME matches (all of the word's prefixes): the relevance. */
export function nameRanks(store: SearchStore, wordPrefixes: string[][]): Uint8Array {
  const ranks = new Uint8Array(store.slots);
  for (const prefixes of wordPrefixes) {
    const word = prefixes.length > 0 ? markPrefixes(store, prefixes, 'markName')! : null;
    if (word) for (let slot = 0; slot < ranks.length; slot++) ranks[slot]! += word[slot]!;
  }
  return ranks;
}

/** Keeps the slots whose code (of a text column) is among the allowed values. */
function keepCodes(
  mask: Uint8Array,
  codes: Uint8Array,
  values: readonly string[],
  find: (value: string) => number,
): void {
  const allowed = new Uint8Array(256);
  for (const value of values) {
    const code = find(value);
    if (code >= 0) allowed[code] = 1;
  }
  for (let slot = 0; slot < mask.length; slot++) if (mask[slot] && !allowed[codes[slot]!]) mask[slot] = 0;
}

/** Keeps the slots whose duration lies within the query's bounds. */
function keepDurations(mask: Uint8Array, store: SearchStore, course: IndexQuery['course']): void {
  if (course.durationFrom === undefined && course.durationTo === undefined) return;
  // The database compares durations as `real`: so does this, in single precision.
  const from = course.durationFrom === undefined ? -Infinity : Math.fround(course.durationFrom);
  const to = course.durationTo === undefined ? Infinity : Math.fround(course.durationTo);
  const durations = store.duration;
  for (let slot = 0; slot < mask.length; slot++) if (durations[slot]! < from || durations[slot]! > to) mask[slot] = 0;
}

/** Keeps the slots of the query's organizer and of the organizers it allows. */
function keepOrganizers(mask: Uint8Array, store: SearchStore, query: IndexQuery): void {
  const organizers = store.organizerId;
  if (query.course.organizerId !== undefined) {
    for (let slot = 0; slot < mask.length; slot++) if (organizers[slot] !== query.course.organizerId) mask[slot] = 0;
  }
  if (query.organizerIds) {
    const allowed = query.organizerIds;
    for (let slot = 0; slot < mask.length; slot++) if (mask[slot] && !allowed.has(organizers[slot]!)) mask[slot] = 0;
  }
}

/** Keeps the slots whose text or name matches the term. */
function keepTerm(mask: Uint8Array, store: SearchStore, term: NonNullable<IndexQuery['term']>): void {
  const text = markPrefixes(store, new Set(term.wordPrefixes.flat()), 'markText');
  const names = markNames(store, term.nameWords);
  if (text && names) for (let slot = 0; slot < mask.length; slot++) mask[slot]! &= text[slot]! | names[slot]!;
  else if (text || names) andInto(mask, (text ?? names)!);
  else mask.fill(0); // every word a stop word, and too short for the name rule
}

export function courseMask(store: SearchStore, query: IndexQuery): Uint8Array {
  const { course, term } = query;
  const mask = scratchUint8('mask', store.slots);
  mask.set(store.alive.subarray(0, store.slots));
  if (course.types) keepCodes(mask, store.type, course.types, (value) => store.typeCodes.find(value));
  if (course.kind) keepCodes(mask, store.kind, [course.kind], (value) => store.kindCodes.find(value));
  keepDurations(mask, store, course);
  keepOrganizers(mask, store, query);
  if (course.scope !== undefined) andInto(mask, store.markHolding('scope', course.scope));
  if (course.category !== undefined) andInto(mask, store.markHolding('category', course.category));
  if (term) keepTerm(mask, store, term);
  return mask;
}

/**
 * A guard in plain words, for analysts (docs/flows) and the flow explorer. The words themselves are
 * texts: src/locales/<language>/flow-guards.json, one entry per machine and guard name, plus the
 * combinators. This module only reads a guard's label — 'isPaid', 'and(hasCity, changesFilter)',
 * 'not(inputIsEmpty)' — and puts the words of its parts together, so it stays browser-safe and the
 * docs (English) and the explorer (the shopper's language) say the same.
 */

/** One language's flow-guards.json. */
export type GuardTexts = Record<string, Record<string, string>> & {
  combinators: { and: string; or: string; not: string; separator: string };
};

const COMBINATOR = /^(and|or|not)\((.*)\)$/;

/** Splits 'a, and(b, c), d' at its top-level commas. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** The guard names a label uses: 'and(hasCity, changesFilter)' → ['hasCity', 'changesFilter']. */
export function guardNames(label: string): string[] {
  const combined = COMBINATOR.exec(label);
  return combined ? topLevelParts(combined[2]!).flatMap(guardNames) : [label];
}

/** The label in words, or null when a guard of it has no words in `texts` for `machineId`. */
export function guardInWords(texts: GuardTexts, machineId: string, label: string): string | null {
  const combined = COMBINATOR.exec(label);
  if (!combined) return texts[machineId]?.[label] ?? null;
  const parts = topLevelParts(combined[2]!).map((part) => guardInWords(texts, machineId, part));
  if (parts.some((part) => part === null)) return null;
  const kind = combined[1] as 'and' | 'or' | 'not';
  return texts.combinators[kind].replace('{{parts}}', parts.join(texts.combinators.separator));
}

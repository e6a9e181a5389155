/**
 * A guard in plain words for analysts (docs/flows). The words are the flow explorer's texts
 * (src/locales/<language>/flows.json: `guards.<machine>.<guard>` and the combinators `guardJoin`;
 * machines/guard-descriptions.ts names the keys), so the docs and the explorer say the same. This
 * module reads a guard's label as the docs name it — 'isPaid', 'and(hasCity, changesFilter)',
 * 'not(inputIsEmpty)' — and puts the words of its parts together. A guard with parameters names them
 * in its words (`{{step}}`): without a transition's values they read as ‹step›. Where a transition fixes
 * the values (a code, a step), `guardValues.<machine>.<guard>.<values>` holds the whole condition in words
 * for exactly those values ("ein Termin ist inzwischen ausgebucht"), which the docs use instead.
 */

/** The parts of one language's flows.json this needs. */
export interface GuardTexts {
  guards: Record<string, Record<string, string>>;
  guardJoin: { and: string; or: string; not: string };
  /** Words per fixed parameter values: guardValues.<machine>.<guard>.<values key>. */
  guardValues?: Record<string, Record<string, Record<string, string>>>;
}

/** Guard name → the key of the values a transition fixes for it (tests/support/flow-guard-values.ts). */
export type GuardValueKeys = Readonly<Record<string, string>>;

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

/**
 * The label in words, or null when a guard of it has no words in `texts` for `machineId`. With `values`,
 * a guard whose values a transition fixes reads as the words for those values (null when they are missing).
 */
export function guardInWords(texts: GuardTexts, machineId: string, label: string, values: GuardValueKeys = {}): string | null {
  const combined = COMBINATOR.exec(label);
  if (!combined) {
    const valueKey = values[label];
    if (valueKey !== undefined) return texts.guardValues?.[machineId]?.[label]?.[valueKey] ?? null;
    const words = texts.guards[machineId]?.[label];
    return words === undefined ? null : words.replace(/\{\{(\w+)\}\}/g, '‹$1›');
  }
  const parts = topLevelParts(combined[2]!).map((part) => guardInWords(texts, machineId, part, values));
  if (parts.some((part) => part === null)) return null;
  const kind = combined[1] as 'and' | 'or' | 'not';
  return kind === 'not' ? texts.guardJoin.not.replace('{{guard}}', parts[0]!) : parts.join(texts.guardJoin[kind]);
}

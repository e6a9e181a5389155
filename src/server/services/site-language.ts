/**
 * Configured texts in two languages. The stored site document is written in German; any object in it
 * may carry an `en` overlay with the English version of its own texts, e.g.
 *   { name: 'Über uns', url: '/ueber-uns', en: { name: 'About us' } }.
 * A German request gets the document without the overlays; an English one gets each overlay merged
 * over its object, so a text without a translation stays German rather than missing.
 */
import type { Language } from '../../shared/constants.ts';

/** T where every object (at any depth) may carry an `en` overlay of its own fields. */
export type WithEnglish<T> = T extends readonly (infer U)[]
  ? WithEnglish<U>[]
  : T extends object
    ? { [K in keyof T]: WithEnglish<T[K]> } & { en?: Partial<T> }
    : T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The document in `language`: overlays applied (English) or dropped (German), at every depth. */
export function inLanguage<T>(document: WithEnglish<T>, language: Language): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isRecord(value)) return value;
    const { en, ...own } = value;
    const merged = language === 'en' && isRecord(en) ? { ...own, ...en } : own;
    return Object.fromEntries(Object.entries(merged).map(([key, child]) => [key, walk(child)]));
  };
  return walk(document) as T;
}

/**
 * A search term as the database matches it. The term is split into words of letters and digits only,
 * so nothing the user types can reach the tsquery syntax or a LIKE pattern as an operator.
 *
 * - Full text: every word becomes a German-stemmed PREFIX term ('Arbeitsrechts' → 'arbeitsrecht':*,
 *   'Fachanwalt' → 'fachanwalt':*, which also finds 'fachanwaltslehrgang'), joined with AND.
 * - Compound parts: German compounds hide a word in the middle ('Mietrecht' in 'Wohnraummietrecht'),
 *   which neither stemming nor prefixes find; a name containing every word (trigram index on the
 *   lower-cased name) matches too. Only words of 3+ characters qualify: shorter ones have no trigram.
 */
const WORD = /[\p{L}\p{N}]+/gu;
/** More words make the query slower without making it more precise. */
export const MAX_TERM_WORDS = 8;
/** A single letter as a prefix would match a large part of the dictionary: such words are ignored. */
const MIN_WORD = 2;
const MIN_TRIGRAM_WORD = 3;

export interface TermQuery {
  /** The lower-cased words, de-duplicated, at most MAX_TERM_WORDS. */
  words: string[];
  /** to_tsquery('german', …) input, e.g. 'arbeitsrechts:* & kündigung:*'. */
  tsquery: string;
  /** LIKE patterns the lower-cased name must all match, or none when a word is too short for trigrams. */
  namePatterns: string[];
}

/** Null when the term has no word of two or more characters (blank, punctuation): then it does not filter. */
export function parseTerm(term: string | undefined): TermQuery | null {
  const words = [...new Set((term ?? '').toLowerCase().match(WORD) ?? [])].filter((word) => word.length >= MIN_WORD).slice(0, MAX_TERM_WORDS);
  if (words.length === 0) return null;
  return {
    words,
    tsquery: words.map((word) => `${word}:*`).join(' & '),
    namePatterns: words.every((word) => word.length >= MIN_TRIGRAM_WORD) ? words.map((word) => `%${word}%`) : [],
  };
}

/** Escapes LIKE wildcards so a user's organizer name matches literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

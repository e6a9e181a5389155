/**
 * The German stems of a term's words, as PostgreSQL's full-text search makes them
 * (to_tsquery('german', 'word:*')): the in-memory index must look up exactly the lexemes the
 * database stored. Stemming depends only on the word, never on the catalogue, so stems are kept
 * per word (bounded) and a search with a known term asks the database nothing.
 */
import type { Queryable } from '../../../db/database.ts';
import type { TermQuery } from '../text.ts';
import type { IndexTerm } from './query.ts';

const MAX_KEPT_WORDS = 10_000;
/** Per word: its prefix lexemes (none for a stop word). */
const stems = new Map<string, string[]>();
const PREFIX_LEXEME = /'((?:[^']|'')*)':\*/g;

async function stemWords(db: Queryable, words: string[]): Promise<void> {
  const missing = words.filter((word) => !stems.has(word));
  if (missing.length === 0) return;
  const rows = await db.query<{ word: string; query: string }>(
    `select w as word, to_tsquery('german', w || ':*')::text as query from unnest($1::text[]) w`,
    [missing],
  );
  if (stems.size + rows.length > MAX_KEPT_WORDS) stems.clear();
  for (const { word, query } of rows) {
    stems.set(
      word,
      [...query.matchAll(PREFIX_LEXEME)].map((match) => match[1]!.replace(/''/g, "'")),
    );
  }
}

export async function indexTerm(db: Queryable, term: TermQuery): Promise<IndexTerm> {
  await stemWords(db, term.words);
  return {
    wordPrefixes: term.words.map((word) => stems.get(word)!),
    nameWords: term.namePatterns.length > 0 ? term.words : [],
  };
}

/** Cities for the search form: the list, one by id, and the suggestions while typing (spec §4). */
import type { Database } from '../../db/database.ts';
import type { City } from '../../../shared/search.ts';
import { notFound } from '../../errors.ts';
import { likeLiteral } from './text.ts';

export const MAX_CITY_SUGGESTIONS = 10;
/** word_similarity from which a city counts as a near miss ('Muenchn' → München). */
const SIMILARITY_THRESHOLD = 0.6;

const COLUMNS = 'c.id, c.name, c.slug, c.state';
/** 'München' → 'munchen': what people type without umlauts (unaccent also turns ß into ss). */
const PLAIN_NAME = 'lower(unaccent(c.name))';
/** 'München' → 'muenchen': the other way to type umlauts. */
const SPELLED_NAME = `replace(replace(replace(replace(lower(c.name), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')`;

/** Alphabetical as a German reader expects (Überlingen under U, not after Z), on any collation. */
export function listCities(db: Database): Promise<City[]> {
  return db.query<City>(`select ${COLUMNS} from city c order by ${PLAIN_NAME}, c.name, c.id`);
}

export async function loadCity(db: Database, id: number): Promise<City> {
  const [city] = await db.query<City>(`select ${COLUMNS} from city c where c.id = $1`, [id]);
  if (!city) throw notFound(`City ${id}`);
  return city;
}

function plain(input: string): string {
  return input.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}
function spelled(input: string): string {
  return input.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/**
 * Cities whose name starts with the input — case- and umlaut-insensitive, 'mün', 'mun' and 'muen' all
 * find München — alphabetically; then near misses by trigram similarity, best first.
 */
export function suggestCities(db: Database, input: string): Promise<City[]> {
  const typed = input.trim();
  return db.query<City>(
    `select id, name, slug, state from (
       select ${COLUMNS},
              (${PLAIN_NAME} like $1 or ${SPELLED_NAME} like $2) as prefix,
              greatest(word_similarity($3, ${PLAIN_NAME}), word_similarity($4, ${SPELLED_NAME})) as similarity
         from city c) x
      where prefix or similarity >= $5
      order by prefix desc, case when prefix then 0 else similarity end desc, lower(unaccent(name)), id
      limit $6`,
    [`${likeLiteral(plain(typed))}%`, `${likeLiteral(spelled(typed))}%`, plain(typed), spelled(typed), SIMILARITY_THRESHOLD, MAX_CITY_SUGGESTIONS],
  );
}

/** A normalised SearchQuery in the index's terms: stems, organizer ids, day numbers. */
import type { Queryable } from '../../../db/database.ts';
import type { SearchQuery } from '../parameters.ts';
import type { NearCities } from '../radius.ts';
import { likeLiteral } from '../text.ts';
import type { IndexQuery } from './query.ts';
import { indexTerm } from './term-stems.ts';

const DAY_MS = 86_400_000;

/** yyyy-mm-dd → days since 1970-01-01, as `date - date '1970-01-01'` in SQL. */
export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

/** The organizers whose name contains the text (case-insensitive), as the SQL search's ILIKE. */
async function organizerIds(db: Queryable, name: string): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('select id from organizer where name ilike $1', [
    `%${likeLiteral(name)}%`,
  ]);
  return new Set(rows.map((row) => row.id));
}

export async function toIndexQuery(db: Queryable, query: SearchQuery, near: NearCities | null): Promise<IndexQuery> {
  const { term, organizer, ...course } = query.course;
  const { schedule } = query;
  return {
    course,
    term: term && (await indexTerm(db, term)),
    organizerIds: organizer ? await organizerIds(db, organizer) : null,
    fromDay: dayNumber(schedule.dateFrom),
    toDay: schedule.dateTo ? dayNumber(schedule.dateTo) : null,
    priceFrom: schedule.priceFrom,
    priceTo: schedule.priceTo,
    nearCityIds: near && near.cityIds,
    sortBy: query.sortBy,
    seq: query.seq,
  };
}

/**
 * "Today" of the search and the state of the search tables. Past schedules are not bookable, so a
 * search without dateFrom counts schedules from today on; search_course keeps per-course aggregates
 * for exactly that window, which has to follow the calendar (search_move_window), and a version that
 * tells cached matches whether the catalogue changed since (cache.ts).
 */
import type { Queryable } from '../../db/database.ts';

/** The shop is German: its day changes at midnight in Berlin, not in UTC. */
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today as yyyy-mm-dd in Berlin. */
export function searchToday(now: Date = new Date()): string {
  return berlinDay.format(now);
}

/**
 * The version of the search tables, after moving the default window to `today` if it is not there
 * yet (cheap: only courses with a date between the old and the new day change).
 */
export async function searchVersion(db: Queryable, today: string): Promise<number> {
  const [state] = await db.query<{ as_of: string; version: number }>(
    'select as_of::text as as_of, version::int as version from search_state',
  );
  if (state && state.as_of === today) return state.version;
  await db.query('select search_move_window($1::date)', [today]);
  const [moved] = await db.query<{ version: number }>('select version::int as version from search_state');
  return moved!.version;
}

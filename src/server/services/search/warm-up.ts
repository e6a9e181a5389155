/**
 * A few searches of every kind before the port opens: the first searches after a start otherwise pay
 * for compiling the code paths, planning the statements and reading the catalogue pages the page
 * details need, and under load those first seconds queue up (the benchmark's "just started" phase).
 */
import type { Database } from '../../db/database.ts';
import { addDays } from '../../seed/dates.ts';
import type { SearchParameters } from '../../../shared/search.ts';
import { searchCourses } from './service.ts';
import { searchToday } from './window.ts';

/** One round over the kinds of search per audience filter: each a new match, not one from the match cache. */
const ROUNDS: SearchParameters['types'][] = [undefined, 'EDUCATION', 'RENO', 'EDUCATION,RENO'];

export async function warmUpSearch(db: Database): Promise<void> {
  const [ids] = await db.query<{ cityId: number | null; scopeId: number | null }>(
    'select (select min(id) from city) as "cityId", (select min(id) from scope) as "scopeId"',
  );
  const today = searchToday();
  const searches: SearchParameters[] = [
    {}, { sortBy: 'price' }, { term: 'Recht' }, { term: 'Seminar', sortBy: 'date', courseType: 'PRESENT' },
    { dateFrom: addDays(today, 7), dateTo: addDays(today, 60) },
  ];
  if (ids?.cityId != null) searches.push({ cityId: ids.cityId, radius: 100 }, { cityId: ids.cityId, radius: 250, sortBy: 'price' });
  if (ids?.scopeId != null) searches.push({ scope: ids.scopeId }, { term: 'Recht', scope: ids.scopeId });
  for (const types of ROUNDS) {
    for (const parameters of searches) await searchCourses(db, { ...parameters, types }, { today });
  }
}

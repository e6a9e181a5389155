/**
 * What the search needs before the server takes traffic: planner statistics for its tables and the
 * in-memory index. Until the index is built every search runs on SQL, which on 100,000 courses costs
 * 0.1–7 s per search on PGlite: a server that listened at once was overloaded by its first seconds of
 * traffic and never caught up. So the port opens when the index is ready (about 7 s for 100,000
 * courses, a fraction of a second for the demo catalogue) and a few searches have warmed it up — or
 * after READY_WAIT_MS at most, when searches fall back to SQL behind the load shedding of
 * plugins/load-shedding.ts.
 */
import type { Database } from '../../db/database.ts';
import { searchIndexOf } from './memory-index/engine.ts';
import { ensurePlannerStatistics } from './statistics.ts';
import { warmUpSearch } from './warm-up.ts';

const READY_WAIT_MS = 120_000;

export interface SearchReadiness {
  /** Tables analysed because they had no statistics yet. */
  analysed: string[];
  /** True when the index was not built within the wait (searches use SQL until it is). */
  indexPending: boolean;
}

export async function prepareSearch(db: Database, waitMs = READY_WAIT_MS): Promise<SearchReadiness> {
  const analysed = await ensurePlannerStatistics(db);
  const index = searchIndexOf(db);
  if (!index) return { analysed, indexPending: false };
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
    timer.unref();
  });
  try {
    const built = await Promise.race([index.ready().then(() => index.built), timedOut]);
    if (built) await warmUpSearch(db);
    return { analysed, indexPending: !built };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Match computations under way, per database. The match cache only helps once a match is computed:
 * requests for the same search that arrive while it is computed (several users paging one popular
 * search, page 1 and a deep page after a catalogue change) each computed it again, every one a full
 * pass over the index on the event loop. Now a request waits for a computation under way when that
 * one reaches far enough into the order for its page; otherwise it computes its own, longer prefix.
 */
import type { Database } from '../../db/database.ts';
import type { CachedMatch } from './cache.ts';

interface Running {
  version: number;
  /** How many courses of the order it computes (fewer only when the match has fewer). */
  take: number;
  match: Promise<CachedMatch>;
}

const running = new WeakMap<Database, Map<string, Running>>();

/**
 * The match of `key` at `version` with at least `needed` courses of the order (or all of them): the
 * one under way if it suffices, else `compute()`, which computes `take` courses.
 */
export function computeOnce(
  db: Database,
  key: string,
  version: number,
  needed: number,
  take: number,
  compute: () => Promise<CachedMatch>,
): Promise<CachedMatch> {
  let ofDb = running.get(db);
  if (!ofDb) running.set(db, (ofDb = new Map()));
  const under = ofDb.get(key);
  if (under && under.version === version && under.take >= needed) return under.match;
  const entry: Running = { version, take, match: compute() };
  ofDb.set(key, entry);
  const done = () => {
    if (ofDb.get(key) === entry) ofDb.delete(key);
  };
  entry.match.then(done, done);
  return entry.match;
}

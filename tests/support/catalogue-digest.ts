/**
 * One md5 per catalogue table over all its rows as text, computed by the database itself: two seeds
 * (or two ways of writing one) agree when their digests do (tests/server/seed.test.ts, seed-copy.test.ts).
 */
import type { Queryable } from '../../src/server/db/database.ts';
import { CATALOGUE_TABLES } from '../../src/server/seed/index.ts';

export async function catalogueDigest(db: Queryable): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of CATALOGUE_TABLES) {
    const [row] = await db.query<{ digest: string }>(
      `select md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest from "${table}" r`,
    );
    digests[table] = row!.digest;
  }
  return digests;
}

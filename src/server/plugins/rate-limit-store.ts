/**
 * A store for @fastify/rate-limit in PostgreSQL's rate_limit_bucket table, for several shop instances
 * on one database (issue 28): a client's requests count into one bucket whichever instance answers,
 * so a limit of 20 voucher tries a minute is 20 across all of them, and the 429's Retry-After is the
 * same everywhere (the window's end is the database's clock, not an instance's).
 *
 * One statement per request: the bucket is created, counted or — its window over — started again,
 * atomically under concurrent requests (INSERT … ON CONFLICT locks the row). A fixed window, as the
 * plugin's own memory store counts.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database.ts';

/** Ended windows are swept on about one request in this many (an unlogged table; nothing reads them). */
const SWEEP_EVERY = 500;

const COUNT_SQL = `
  insert into rate_limit_bucket as b (bucket, hits, resets_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (bucket) do update
    set hits = case when b.resets_at <= now() then 1 else b.hits + 1 end,
        resets_at = case when b.resets_at <= now() then excluded.resets_at else b.resets_at end
  returning hits, ceil(extract(epoch from (resets_at - now())) * 1000)::float8 as ttl`;

/** What the plugin hands a route's store: its merged options, with the route they are for. */
interface LimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  /** A limit made with app.rateLimit() for several routes names its bucket itself. */
  bucketName?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The plugin's `store` option: a class whose instances count into `db`. */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let requests = 0;

  class DatabaseStore {
    constructor(private readonly limit = 'global') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const sweep = ++requests % SWEEP_EVERY === 0 ? db.query('delete from rate_limit_bucket where resets_at < now()') : Promise.resolve();
      sweep
        .then(() => db.query<{ hits: number; ttl: number }>(COUNT_SQL, [`${this.limit} ${key}`, timeWindow]))
        .then(([row]) => callback(null, { current: row!.hits, ttl: Math.max(1, row!.ttl) }))
        .catch((error: Error) => callback(error));
    }

    child(options: LimitOptions): DatabaseStore {
      const { method, url } = options.routeInfo ?? {};
      return new DatabaseStore(url ? `${[method].flat().join(',')} ${url}` : (options.bucketName ?? this.limit));
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor & (new () => FastifyRateLimitStore);
}

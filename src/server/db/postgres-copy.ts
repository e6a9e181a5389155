/**
 * COPY … FROM STDIN on a `pg` client: the fastest way to load many rows into PostgreSQL (the seed,
 * seed/copy-text.ts). The server parses plain text lines instead of a statement's array parameters:
 * 0.4 s instead of 1.6 s for the seed's 473,300 price levels. The chunks are written with
 * back-pressure, so a large table never sits in memory as one string.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import copyStreams from 'pg-copy-streams';

export async function copyFrom(client: pg.PoolClient, statement: string, chunks: Iterable<string>): Promise<void> {
  const stream = client.query(copyStreams.from(statement));
  await pipeline(Readable.from(chunks, { objectMode: false }), stream);
}

/**
 * Issue 9 §3: under overload the server sheds load — a bounded number of expensive requests run, a
 * bounded number wait, the rest get 503 with Retry-After — and drops the work of requests whose client
 * has gone. Real HTTP on a loopback port: a client that hangs up is a closed socket, not a flag.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/database.ts';
import loadShedding, { type LoadSheddingOptions } from '../../src/server/plugins/load-shedding.ts';
import { matchCacheOf } from '../../src/server/services/search/cache.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { code?: string };
}

/** A GET that can be hung up on: `hangUp()` closes the socket before the answer. */
function get(url: string): { answer: Promise<Answer>; hangUp: () => void } {
  const agent = new http.Agent({ keepAlive: false });
  let request!: http.ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = http.get(url, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body: JSON.parse(text || '{}') }),
      );
    });
    request.on('error', reject);
    request.setTimeout(20_000, () => request.destroy(new Error('no answer within 20 s')));
  });
  answer.catch(() => {}); // a hung-up request's answer is never awaited
  return { answer, hangUp: () => request.destroy() };
}

async function until(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 500 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

const addressOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** An app with one expensive route whose requests finish when the test says so. */
async function slowApp(options: LoadSheddingOptions) {
  const started: string[] = [];
  const release = new Map<string, Deferred<void>>();
  const sawClientGone: string[] = [];
  /** Requests whose client the server saw leave (their `clientGone` aborted). */
  const left: string[] = [];
  const app = Fastify({ logger: false });
  await app.register(loadShedding, options);
  app.get<{ Querystring: { id: string } }>('/slow', { config: { loadShedding: true } }, async (request) => {
    const { id } = request.query;
    started.push(id);
    request.clientGone?.addEventListener('abort', () => left.push(id));
    const done = deferred<void>();
    release.set(id, done);
    await done.promise;
    if (request.clientGone?.aborted) sawClientGone.push(id);
    return { id };
  });
  app.get('/cheap', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: addressOf(app), started, release, sawClientGone, left, state: app.loadShedding };
}

describe('load shedding', () => {
  const closing: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('answers 503 with Retry-After beyond the running and waiting bound, and serves the admitted ones', async () => {
    const slow = await slowApp({ maxActive: 1, maxQueued: 1, maxWaitMs: 30_000 });
    closing.push(() => slow.app.close());
    const first = get(`${slow.url}/slow?id=1`);
    await until(() => slow.started.includes('1'));
    const second = get(`${slow.url}/slow?id=2`);
    await until(() => slow.state.waiting() === 1); // the second is queued, not started
    expect(slow.started).toEqual(['1']);

    const third = await get(`${slow.url}/slow?id=3`).answer;
    expect(third.status).toBe(503);
    expect(third.body.code).toBe('OVERLOADED');
    expect(Number(third.retryAfter)).toBeGreaterThanOrEqual(1);
    // Routes that did not opt in are not held up by the queue.
    expect((await get(`${slow.url}/cheap`).answer).status).toBe(200);

    slow.release.get('1')!.resolve();
    expect((await first.answer).status).toBe(200);
    await until(() => slow.started.includes('2'));
    slow.release.get('2')!.resolve();
    expect((await second.answer).status).toBe(200);
    expect(slow.started).toEqual(['1', '2']);
  });

  it('sheds a request that waited longer than the bound', async () => {
    const slow = await slowApp({ maxActive: 1, maxQueued: 10, maxWaitMs: 100 });
    closing.push(() => slow.app.close());
    const first = get(`${slow.url}/slow?id=1`);
    await until(() => slow.started.includes('1'));
    const waited = await get(`${slow.url}/slow?id=2`).answer;
    expect(waited.status).toBe(503);
    expect(waited.retryAfter).toBeDefined();
    slow.release.get('1')!.resolve();
    expect((await first.answer).status).toBe(200);
    expect(slow.started).toEqual(['1']);
  });

  it('sheds expensive requests while the event loop keeps falling behind, and serves them again once it caught up', async () => {
    const slow = await slowApp({ maxActive: 10, maxQueued: 10, maxWaitMs: 30_000, maxLagMs: 50 });
    closing.push(() => slow.app.close());
    // Work that holds the event loop again and again (what an overloaded embedded database does).
    for (let round = 0; round < 5; round++) {
      const busyUntil = Date.now() + 200;
      while (Date.now() < busyUntil);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(slow.state.eventLoopLagMs()).toBeGreaterThan(50);
    const behind = await get(`${slow.url}/slow?id=1`).answer;
    expect(behind.status).toBe(503);
    expect(behind.retryAfter).toBeDefined();
    // Cheap routes are not shed.
    expect((await get(`${slow.url}/cheap`).answer).status).toBe(200);

    await until(() => slow.state.eventLoopLagMs() <= 50); // a few punctual checks
    const served = get(`${slow.url}/slow?id=2`);
    await until(() => slow.started.includes('2'));
    slow.release.get('2')!.resolve();
    expect((await served.answer).status).toBe(200);
    expect(slow.started).toEqual(['2']);
  });

  it('never runs a waiting request whose client hung up, and tells a running one its client is gone', async () => {
    const slow = await slowApp({ maxActive: 1, maxQueued: 10, maxWaitMs: 30_000 });
    closing.push(() => slow.app.close());
    const first = get(`${slow.url}/slow?id=1`);
    await until(() => slow.started.includes('1'));
    const queued = get(`${slow.url}/slow?id=2`);
    await until(() => slow.state.waiting() === 1);
    queued.hangUp();
    await until(() => slow.state.waiting() === 0);
    first.hangUp();
    await until(() => slow.left.includes('1'));
    slow.release.get('1')!.resolve();
    await until(() => slow.sawClientGone.includes('1'));

    // The slot is free again, and the hung-up request 2 never ran.
    const third = get(`${slow.url}/slow?id=3`);
    await until(() => slow.started.includes('3'));
    slow.release.get('3')!.resolve();
    expect((await third.answer).status).toBe(200);
    expect(slow.started).toEqual(['1', '3']);
  });
});

describe('search whose client has gone', () => {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.dispose();
    app = undefined;
    database = undefined;
  });

  it('is not computed when the client hangs up while it waits for the database', async () => {
    database = await createTestDatabase({ courses: 200, today: '2026-11-22' });
    // The database held up by hand (this test's boundary), so the client can leave mid-search.
    let gate: Promise<void> | null = null;
    let heldQueries = 0;
    const real = database.db;
    const db: Database = {
      kind: real.kind,
      query: async (text, params) => {
        if (gate) {
          heldQueries++;
          await gate;
        }
        return real.query(text, params);
      },
      transaction: (work) => real.transaction(work),
      exec: (script) => real.exec(script),
      close: () => real.close(),
    };
    app = await build({ db, settings: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://shop.test' }), logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = addressOf(app);

    const cachedBefore = matchCacheOf(db).size; // the warm-up's searches
    const held = deferred<void>();
    gate = held.promise;
    const leaving = get(`${url}/api/search?term=Recht`);
    const shedding = app.loadShedding;
    await until(() => shedding.running() === 1 && heldQueries > 0); // admitted, and waiting for the database
    leaving.hangUp();
    await until(() => shedding.running() === 0); // the server saw the client leave
    gate = null;
    held.resolve();

    // A later search is computed and cached; the one whose client left never was.
    const staying = await get(`${url}/api/search?term=Seminar`).answer;
    expect(staying.status).toBe(200);
    expect(matchCacheOf(db).size).toBe(cachedBefore + 1);
  });
});

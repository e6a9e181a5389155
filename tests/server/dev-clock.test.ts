/**
 * The demo's movable clock (DEV_CLOCK; services/clock.ts, routes/dev/clock.ts): only a demo may have
 * it — a deployment's clock is the real one, whatever DEV_CLOCK says — and moving it runs the jobs due
 * at the new time before it answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { catalogueToday } from '../../src/server/services/catalogue.ts';
import { type OrderApi, startOrderApi } from '../support/order-api.ts';

describe('the movable demo clock', () => {
  let demo: OrderApi;
  let plain: OrderApi;
  beforeAll(async () => {
    // One after the other: the first one migrates the database template the second one copies.
    demo = await startOrderApi({ DEMO: 'true', DEV_CLOCK: 'true' });
    plain = await startOrderApi();
  }, 180_000);
  afterAll(async () => Promise.all([demo?.server.close(), plain?.server.close()]));

  it('exists only in demo mode with DEV_CLOCK', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/x', DEV_CLOCK: 'true', PUBLIC_URL: 'https://shop.example' }).devClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO: 'true' }).devClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO: 'true', DEV_CLOCK: 'true' }).devClock).toBe(true);
  });

  it('is not served without it', async () => {
    expect((await plain.call({ method: 'PUT', url: '/api/dev/clock', payload: { date: '2030-01-01' } })).statusCode).toBe(404);
  });

  it('goes to noon of a later day, runs the jobs then due, and back to the real time', async () => {
    await demo.q(`insert into job (kind, payload, run_at, dedupe_key) values ('order-confirmed', '{"orderId": 999999}', now() + interval '20 days', 'dev-clock-test')`);
    const later = catalogueToday(new Date(Date.now() + 30 * 86_400_000));
    const moved = await demo.call({ method: 'PUT', url: '/api/dev/clock', payload: { date: later } });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = moved.json<{ today: string; moved: boolean; jobsDone: number }>();
    expect(answer).toMatchObject({ today: later, moved: true });
    expect(answer.jobsDone).toBeGreaterThanOrEqual(1);
    const [job] = await demo.q<{ done: boolean }>(`select done_at is not null as done from job where dedupe_key = 'dev-clock-test'`);
    expect(job!.done).toBe(true);
    expect((await demo.call({ method: 'PUT', url: '/api/dev/clock', payload: { date: '28.11.2026' } })).statusCode).toBe(400);
    const back = (await demo.call({ method: 'PUT', url: '/api/dev/clock', payload: { date: null } })).json<{ now: string; moved: boolean }>();
    expect(back.moved).toBe(false);
    expect(Math.abs(Date.parse(back.now) - Date.now())).toBeLessThan(60_000);
  });
});

/**
 * What a newcomer sees on the console (README "Quick start"): in the demo — configured the way `npm
 * start` configures it — one readable line per event and no per-request lines; in a deployment pino's
 * JSON lines, request lines included. And on Node 20 the start message explains oidc-provider's
 * "Unsupported runtime" warning instead of leaving it looking like a failure.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import { startupMessage } from '../../src/server/server.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const PUBLIC_URL = 'http://shop.test';
/** The environment of `npm start` (cli/start.ts): NODE_ENV=production set by the command itself. */
const demoConfig = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ NODE_ENV: 'production', PUBLIC_URL, ...env }, { productionByDefault: true });

let database: TestDatabase;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await database?.dispose();
});

/** Starts the app with its default logger writing into an array; logs one event and answers one request. */
async function consoleOf(settings: ServerConfig): Promise<string[]> {
  const lines: string[] = [];
  app = await build({ db: database.db, settings, logOutput: { write: (line: string) => lines.push(line) } });
  await app.ready();
  app.log.info({ migrations: ['001-foundation.sql'] }, 'migrations applied');
  await app.inject({ url: '/api/no-such-call', headers: { host: 'shop.test' } });
  return lines.join('').split('\n').filter(Boolean);
}

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('the demo console (npm start without DATABASE_URL)', () => {
  it('reads like a person wrote it: one line per event with time, level, message and fields; no request lines', async () => {
    const settings = demoConfig();
    expect(settings.demo).toBe(true);
    const lines = await consoleOf(settings);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter(isJson)).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}migrations applied \(migrations=\["001-foundation\.sql"\]\)$/),
    );
    expect(lines.join('\n')).not.toMatch(/incoming request|request completed/);
  });

  it('shows the requests too at LOG_LEVEL=debug, still readable', async () => {
    const lines = await consoleOf(demoConfig({ LOG_LEVEL: 'debug' }));
    expect(lines.filter(isJson)).toEqual([]);
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}incoming request \(req=/));
    expect(lines).toContainEqual(expect.stringMatching(/INFO {2}request completed \(res=\{"statusCode":\d+\}/));
  });
});

describe('a deployment console', () => {
  it.each([
    ['NODE_ENV=production set by the operator', { NODE_ENV: 'production', PUBLIC_URL }],
    ['DATABASE_URL', { PUBLIC_URL, DATABASE_URL: 'postgres://db.invalid/kursmarkt' }],
    ['LOG_FORMAT=json in the demo', { PUBLIC_URL, LOG_FORMAT: 'json' }],
  ])('writes JSON lines, request lines included (%s)', async (_name, env) => {
    const settings = { ...loadConfig(env), databaseUrl: undefined };
    expect(settings.logFormat).toBe('json');
    const lines = await consoleOf(settings);
    expect(lines.every(isJson)).toBe(true);
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(expect.arrayContaining(['migrations applied', 'incoming request', 'request completed']));
  });
});

describe("oidc-provider's runtime warning", () => {
  it('is explained by the start message on Node 20, and not mentioned on Node 22', () => {
    const onNode20 = startupMessage(demoConfig(), 'pglite', '1.0', '20.20.2');
    expect(onNode20).toContain('Unsupported runtime');
    expect(onNode20).toContain('Node 22 LTS');
    expect(startupMessage(demoConfig(), 'pglite', '1.0', '22.12.0')).not.toContain('Unsupported runtime');
  });
});

/**
 * A restart keeps sign-in working: the same database (a PGlite data directory, or a PostgreSQL
 * database with DATABASE_URL) opened a second time gives the same signing keys, so access tokens
 * issued before still verify, refresh tokens still refresh and the provider session still signs in
 * silently.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/seed/index.ts';
import { databaseUrl, withAdminClient } from '../support/postgres-admin.ts';
import { TEST_TODAY } from '../support/test-server.ts';
import {
  Browser, DEMO_CUSTOMER, PUBLIC_URL, authorizeUrl, claimsOf, exchangeCode, followToCallback, pkcePair, refresh, signIn, type Tokens,
} from '../support/identity.ts';

const settings = loadConfig({ NODE_ENV: 'test', PUBLIC_URL });
const serverUrl = process.env.DATABASE_URL;
let dataDir: string | undefined;
let databaseName: string | undefined;

const admin = (sql: string) => withAdminClient(serverUrl!, (client) => client.query(sql));

/** Opens "the" database of this test: the same one every time. */
async function open(): Promise<Database> {
  if (!serverUrl) return openDatabase({ dataDir: dataDir! });
  return openDatabase({ databaseUrl: databaseUrl(serverUrl, databaseName!), dataDir: '' });
}

async function start(db: Database) {
  const app = await build({ db, settings, logger: false });
  await app.ready();
  return app;
}

beforeAll(async () => {
  if (serverUrl) {
    databaseName = `kursmarkt_test_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${databaseName}`);
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'kursmarkt-identity-'));
  }
});
afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) await admin(`drop database if exists ${databaseName}`);
});

describe('restart', () => {
  it('keeps keys, refresh tokens and sessions', async () => {
    let db = await open();
    await migrate(db);
    await seedDatabase(db, { courses: 5, today: TEST_TODAY });
    let app = await start(db);
    const browser = new Browser(app);
    const tokens = await signIn(browser, DEMO_CUSTOMER);
    const keysBefore = (await browser.get('/oidc/jwks')).json<{ keys: { kid: string }[] }>().keys.map((key) => key.kid);
    await app.close();
    await db.close();

    db = await open();
    expect(await migrate(db)).toEqual([]);
    app = await start(db);
    try {
      const restarted = new Browser(app);
      // The same cookies the browser kept before the restart.
      restarted.jar = browser.jar;

      const keysAfter = (await restarted.get('/oidc/jwks')).json<{ keys: { kid: string }[] }>().keys.map((key) => key.kid);
      expect(keysAfter).toEqual(keysBefore);

      const customerId = claimsOf(tokens.access_token).customer_id;
      const profile = await app.inject({
        url: `/api/customers/${customerId}`,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(profile.statusCode).toBe(200);

      const refreshed = await refresh(restarted, tokens.refresh_token!);
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json<Tokens>().refresh_token).not.toBe(tokens.refresh_token);

      const pair = pkcePair();
      const silent = await restarted.get(authorizeUrl({ challenge: pair.challenge, extra: { prompt: 'none' } }));
      const callback = await followToCallback(restarted, silent);
      expect(callback.searchParams.get('error')).toBeNull();
      const token = await exchangeCode(restarted, callback.searchParams.get('code')!, pair.verifier);
      expect(token.statusCode).toBe(200);
      expect(claimsOf(token.json<Tokens>().access_token).customer_id).toBe(customerId);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

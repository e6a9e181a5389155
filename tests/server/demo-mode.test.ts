/**
 * Demo mode (issue 9, item 1.5): `npm ci && npm start` keeps the newcomer's shop (demo catalogue,
 * demo accounts, development mailbox, announced at start-up), but a deployment (DATABASE_URL, or
 * NODE_ENV=production set by an operator) gets none of it unless DEMO=true.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { DEMO_ACCOUNTS } from '../../src/server/seed/accounts.ts';
import { isCatalogueEmpty } from '../../src/server/seed/index.ts';
import { prepareDatabase, startupMessage } from '../../src/server/server.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const PUBLIC_URL = 'http://shop.test';
/** A logger that keeps the warnings it is given. */
function recordingLog() {
  const warnings: string[] = [];
  return { warnings, info: () => {}, warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))) };
}

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.dispose();
  database = undefined;
});

const accountCount = async (db: TestDatabase['db']) =>
  (await db.query<{ count: number }>('select count(*)::int as count from account'))[0]!.count;

describe('which start is a demo', () => {
  it('npm start on a fresh checkout (NODE_ENV set by the command, no DATABASE_URL) is the demo, mailbox included', () => {
    const settings = loadConfig({ NODE_ENV: 'production', PUBLIC_URL }, { productionByDefault: true });
    expect(settings.demo).toBe(true);
    expect(settings.devMailbox).toBe(true);
    expect(loadConfig({ PUBLIC_URL }).demo).toBe(true);
  });

  it('NODE_ENV=production set by an operator, or DATABASE_URL, is a deployment: no demo, no mailbox', () => {
    for (const env of [
      { NODE_ENV: 'production', PUBLIC_URL },
      { DATABASE_URL: 'postgres://db.internal/shop', PUBLIC_URL },
    ]) {
      const settings = loadConfig(env);
      expect(settings.demo).toBe(false);
      expect(settings.devMailbox).toBe(false);
    }
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/shop' }, { productionByDefault: true }).demo).toBe(false);
  });

  it('DEMO switches it explicitly either way; DEV_MAILBOX still decides the mailbox', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop', DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
    expect(loadConfig({ DEMO: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ DEMO: 'true', SMTP_URL: 'smtp://mail.example' }).devMailbox).toBe(false);
  });
});

describe('a deployment', () => {
  it('serves no development mailbox', async () => {
    database = await createTestDatabase();
    const app = await build({ db: database.db, settings: loadConfig({ NODE_ENV: 'production', PUBLIC_URL, PUBLIC_HOST_ONLY: 'false' }), logger: false });
    try {
      expect((await app.inject({ url: '/api/dev/mails' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('seeds neither the demo catalogue nor the demo accounts into an empty database', async () => {
    database = await createTestDatabase();
    const log = recordingLog();
    await prepareDatabase(database.db, loadConfig({ NODE_ENV: 'production', PUBLIC_URL }), log, { courses: 5 });
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    expect(await accountCount(database.db)).toBe(0);
    expect(log.warnings.join('\n')).toContain('empty database and demo mode off');
    // The footer's /widerruf (statutory text with the seller's placeholders) exists even so.
    expect(await database.db.query("select language from content_page where id = 'widerruf' order by language")).toEqual([
      { language: 'de' },
      { language: 'en' },
    ]);
  });

  it('says nothing about demo mode at start-up', () => {
    const message = startupMessage(loadConfig({ NODE_ENV: 'production', PUBLIC_URL }), 'postgres', '1.0', '22.12.0');
    expect(message).toBe(`Kursmarkt läuft auf ${PUBLIC_URL} (postgres, bereit nach 1.0 s)`);
  });
});

describe('the demo', () => {
  it('seeds the demo catalogue and the demo accounts into an empty database', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.db, loadConfig({ PUBLIC_URL }), recordingLog(), { courses: 5 });
    expect(await isCatalogueEmpty(database.db)).toBe(false);
    expect(await accountCount(database.db)).toBe(DEMO_ACCOUNTS.length);
    // The demo firm of three of them (issue 25 §7).
    expect(await database.db.query('select name from firm')).toEqual([{ name: 'Kanzlei Demo & Partner' }]);
  });

  it("refreshes an older demo database's static pages at start-up, so the pages the shop links to exist", async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.db, loadConfig({ PUBLIC_URL }), recordingLog(), { courses: 5 });
    // An older data directory: the marketplace information missing, the Impressum with an address of its own.
    await database.db.query("delete from content_page where id = 'marktplatz-informationen'");
    await database.db.query(
      `update content_page set sections = '[{"heading":"Anbieter","paragraphs":["Beispielstraße 12, 10115 Berlin"]}]' where id = 'impressum'`,
    );
    await prepareDatabase(database.db, loadConfig({ PUBLIC_URL }), recordingLog(), { courses: 5 });
    const pages = await database.db.query<{ id: string; sections: unknown }>(
      "select id, sections from content_page where language = 'de' and id in ('impressum', 'marktplatz-informationen') order by id",
    );
    expect(pages.map((page) => page.id)).toEqual(['impressum', 'marktplatz-informationen']);
    expect(JSON.stringify(pages[0]!.sections)).toContain('{{seller.name}}');
    expect(JSON.stringify(pages[0]!.sections)).not.toContain('Beispielstraße');
  });

  it('is announced at start-up with the mailbox address under PUBLIC_URL', () => {
    const message = startupMessage(loadConfig({ NODE_ENV: 'production', PUBLIC_URL }, { productionByDefault: true }), 'pglite', '1.0');
    expect(message).toContain(`Kursmarkt läuft auf ${PUBLIC_URL}`);
    expect(message).toContain('DEMO-MODUS');
    expect(message).toContain(`${PUBLIC_URL}/dev/mailbox`);
  });
});

describe('the main domain (logo and logout, spec §4)', () => {
  it('is the shop itself in the demo, whose configured main domain is an example host', async () => {
    database = await createTestDatabase();
    const { seedDatabase } = await import('../../src/server/seed/index.ts');
    await seedDatabase(database.db, {});
    const demo = await build({ db: database.db, settings: loadConfig({ PUBLIC_URL, NODE_ENV: 'test' }), logger: false });
    const answer = await demo.inject({ url: '/api/messages?language=de' });
    expect(answer.json().mainDomain).toBe(PUBLIC_URL);
    await demo.close();

    const deployment = await build({
      db: database.db,
      settings: loadConfig({ PUBLIC_URL, NODE_ENV: 'test', DEMO: 'false' }),
      logger: false,
    });
    expect((await deployment.inject({ url: '/api/messages?language=de' })).json().mainDomain).toBe('https://www.kursmarkt.example');
    await deployment.close();

    const configured = await build({
      db: database.db,
      settings: loadConfig({ PUBLIC_URL, NODE_ENV: 'test', MAIN_DOMAIN: 'https://kanzlei.example' }),
      logger: false,
    });
    expect((await configured.inject({ url: '/api/messages?language=de' })).json().mainDomain).toBe('https://kanzlei.example');
    await configured.close();
  });
});

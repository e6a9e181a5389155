/**
 * Starts the shop: opens the database (embedded PGlite, or PostgreSQL with DATABASE_URL), migrates,
 * seeds the demo catalogue and demo accounts into an empty database in demo mode only (README "Demo
 * and deployment"), serves API + SPA and shuts down gracefully.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { build } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { addMissingStatutoryPages, isCatalogueEmpty, refreshContentPages, seedDatabase, type CatalogueOptions } from './seed/index.ts';
import { DEMO_ACCOUNTS } from './seed/accounts.ts';
import { seedDemoAttendance } from './seed/demo-attendance.ts';
import { seedDemoWebinars } from './seed/demo-webinars.ts';
import { prepareSearch } from './services/search/readiness.ts';
import { startBackgroundJobs } from './services/background-jobs.ts';

const spaRoot = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * Demo mode fills an empty database with the demo catalogue and the demo accounts (known passwords,
 * organizer staff among them). Outside demo mode nothing is seeded: a deployment starts empty and is
 * told so, and demo accounts found there are reported, since anyone who read the README can use them.
 */
export async function prepareDatabase(
  db: Database,
  settings: ServerConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  seedOptions: CatalogueOptions = {},
) {
  const empty = await isCatalogueEmpty(db);
  if (settings.demo) {
    if (!empty) {
      // The demo's static pages follow the code (the legal pages name the configured seller).
      await refreshContentPages(db);
      return;
    }
    log.info('demo mode, empty database: seeding the demo catalogue and demo accounts');
    const summary = await seedDatabase(db, seedOptions);
    log.info({ summary }, 'demo catalogue seeded');
    // A filled participant list for the demo organizer staff (demo only: orders of the demo customer).
    const attendanceOrders = await seedDemoAttendance(db, summary.today);
    log.info({ attendanceOrders }, 'demo participants with attendance seeded');
    // Online dates starting today and tomorrow, for the firm's journey on any day (demo only).
    const webinars = await seedDemoWebinars(db, summary.today);
    log.info({ webinars }, 'demo webinars seeded');
    return;
  }
  // The footer links /widerruf on every page: its statutory text is there even in a deployment.
  await addMissingStatutoryPages(db);
  if (empty) {
    log.warn('empty database and demo mode off: no catalogue, site configuration or accounts are seeded (DEMO=true seeds the demo ones; see README "Demo and deployment")');
  }
  const demoAccounts = await db.query<{ email: string }>('select email from account where lower(email) = any($1::text[])', [
    DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()),
  ]);
  if (demoAccounts.length) {
    log.warn({ accounts: demoAccounts.map((row) => row.email) }, 'demo accounts with the README passwords exist outside demo mode: delete them or change their passwords');
  }
}

/**
 * What the console says once the shop listens: its one address (PUBLIC_URL), whether this is the demo,
 * and on Node 20 what oidc-provider's start-up warning "Unsupported runtime" means (README "Node.js").
 */
export function startupMessage(settings: ServerConfig, databaseKind: string, seconds: string, nodeVersion = process.versions.node): string {
  const lines = [`Kursmarkt läuft auf ${settings.publicUrl} (${databaseKind}, bereit nach ${seconds} s)`];
  if (Number(nodeVersion.split('.')[0]) < 22) {
    lines.push(
      `Node.js ${nodeVersion}: Die Warnung „oidc-provider WARNING: Unsupported runtime“ beim Start ist auf Node 20 erwartet ` +
        '(oidc-provider 9 wird nur auf Node 22+ gepflegt; der Shop ist auf Node 20.19+ getestet). Für den Betrieb Node 22 LTS ' +
        'verwenden: siehe README „Node.js“.',
    );
  }
  if (settings.demo) {
    lines.push(
      'DEMO-MODUS: Demo-Katalog und Demo-Konten (Passwörter in README.md)' +
        (settings.devMailbox ? `, Entwicklungs-Postfach unter ${settings.publicUrl}/dev/mailbox` : '') +
        '. Nicht für den Betrieb: siehe README „Demo and deployment“.',
    );
  }
  return lines.join('\n');
}

export async function startServer(settings: ServerConfig = loadConfig()) {
  const startedAt = performance.now();
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const applied = await migrate(db);
  const app = await build({ db, settings, spaRoot });
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
  if (settings.demo) app.log.warn({ demo: true, devMailbox: settings.devMailbox }, 'DEMO MODE: demo catalogue, demo accounts with published passwords; not for a deployment');
  await prepareDatabase(db, settings, app.log);
  // Reminders and access links from the job table, one runner per instance (docs/decisions/014-job-table.md);
  // stopped by app.close().
  await startBackgroundJobs(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The port opens when searches are fast: statistics, index and warm-up (services/search/readiness.ts).
  app.log.info(await prepareSearch(db), 'search ready');
  await app.listen({
    port: settings.port,
    host: settings.host,
    // The socket address is not where people should go: other host names are redirected to PUBLIC_URL.
    listenTextResolver: (address) => `listening on ${address}; the shop's address is ${settings.publicUrl}`,
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(startupMessage(settings, db.kind, seconds));
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await startServer();
}

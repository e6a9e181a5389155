/**
 * Starts the shop: opens the database (embedded PGlite, or PostgreSQL with DATABASE_URL), migrates,
 * seeds the demo catalogue into an empty database, serves API + SPA and shuts down gracefully.
 */
import { fileURLToPath } from 'node:url';
import { build } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { isCatalogueEmpty, seedDatabase } from './seed/index.ts';
import { prepareSearch } from './services/search-readiness.ts';

const spaRoot = fileURLToPath(new URL('../../dist/', import.meta.url));

export async function startServer(settings: ServerConfig = loadConfig()) {
  const startedAt = performance.now();
  const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  const applied = await migrate(db);
  const app = await build({ db, settings, spaRoot });
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
  if (await isCatalogueEmpty(db)) {
    app.log.info('empty database: seeding the demo catalogue');
    const summary = await seedDatabase(db, {});
    app.log.info({ summary }, 'demo catalogue seeded');
  }

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

  // The port opens when searches are fast: statistics, index and warm-up (search-readiness.ts).
  app.log.info(await prepareSearch(db), 'search ready');
  await app.listen({ port: settings.port, host: settings.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Kursmarkt läuft auf ${settings.publicUrl} (${db.kind}, bereit nach ${seconds} s)`);
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await startServer();
}

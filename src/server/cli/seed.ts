/**
 * `npm run seed [-- --courses N] [-- --seed S] [-- --today YYYY-MM-DD]`: replaces the demo catalogue
 * in the configured database (DATA_DIR or DATABASE_URL) with a freshly generated one.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { clearCatalogue, seedDatabase } from '../seed/index.ts';

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(number)) {
    console.error(`--${name} erwartet eine ganze Zahl, nicht „${value}“`);
    process.exit(2);
  }
  return number;
}

const { values } = parseArgs({
  options: {
    courses: { type: 'string' },
    seed: { type: 'string' },
    today: { type: 'string' },
  },
});

const settings = loadConfig();
const startedAt = performance.now();
const db = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
try {
  await migrate(db);
  await clearCatalogue(db);
  const summary = await seedDatabase(db, {
    courses: wholeNumber('courses', values.courses),
    seed: wholeNumber('seed', values.seed),
    today: values.today,
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const where = settings.databaseUrl ? 'PostgreSQL' : `PGlite (${settings.dataDir})`;
  console.log(`Demo-Katalog in ${where} geschrieben: Seed ${summary.seed}, Stichtag ${summary.today}, ${seconds} s`);
  const width = Math.max(...Object.keys(summary.counts).map((table) => table.length));
  for (const [table, count] of Object.entries(summary.counts)) {
    console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('de-DE').padStart(9)}`);
  }
} finally {
  await db.close();
}

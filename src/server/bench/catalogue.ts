/**
 * The benchmark's catalogue is made the way users make a large one: `npm run seed -- --courses N`,
 * a separate process, nothing done to the database afterwards (the bench once vacuumed and analysed
 * its own catalogue, and so did not see that a seeded one had no planner statistics). Seeding
 * 100,000 courses takes minutes, so a catalogue is reused while its marker file says it was seeded
 * by this command with the asked-for size into the same database (--reseed makes a fresh one).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { runCommand } from './shop-process.ts';

export interface SeededCatalogue {
  courses: number;
  /** Seconds `npm run seed` took, or null when an earlier run's catalogue was reused. */
  seedSeconds: number | null;
}

interface Marker {
  command: string;
  target: string;
  courses: number;
  seededAt: string;
  seconds: number;
}

export interface CatalogueOptions {
  courses: number;
  /** DATA_DIR or DATABASE_URL for the seed command, as users set it. */
  env: Record<string, string>;
  /** Where the marker of this database's catalogue is kept. */
  markerFile: string;
  logFile: string;
  reseed: boolean;
  log: (line: string) => void;
}

export async function ensureSeededCatalogue(options: CatalogueOptions): Promise<SeededCatalogue> {
  const { courses, env, markerFile } = options;
  const args = ['run', 'seed', '--', '--courses', String(courses)];
  const command = `npm ${args.join(' ')}`;
  const target = env.DATABASE_URL ?? env.DATA_DIR ?? '';
  const marker = existsSync(markerFile) ? (JSON.parse(readFileSync(markerFile, 'utf8')) as Marker) : null;
  if (!options.reseed && marker?.command === command && marker.target === target && marker.courses === courses) {
    options.log(`  catalogue: reusing the one \`${command}\` made on ${marker.seededAt} (${marker.seconds.toFixed(0)} s; --reseed for a fresh one)`);
    return { courses, seedSeconds: null };
  }
  options.log(`  catalogue: ${command} …`);
  rmSync(markerFile, { force: true }); // the seed clears the catalogue first: a failed one leaves none
  const startedAt = performance.now();
  await runCommand('npm', args, env, options.logFile);
  const seconds = (performance.now() - startedAt) / 1000;
  options.log(`  seeded in ${seconds.toFixed(1)} s`);
  mkdirSync(dirname(markerFile), { recursive: true });
  writeFileSync(markerFile, `${JSON.stringify({ command, target, courses, seededAt: new Date().toISOString(), seconds } satisfies Marker, null, 2)}\n`);
  return { courses, seedSeconds: seconds };
}

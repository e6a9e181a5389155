/**
 * The PostgreSQL server the benchmark measures: the one DATABASE_URL names (database
 * kursmarkt_bench on it), or else a private cluster this process starts itself the way .ci/run does —
 * Debian's initdb/pg_ctl, as the postgres user when running as root, port 55433, data under /tmp so
 * the catalogue survives for the next run. `npm run cluster` starts its own private cluster the same
 * way (openPrivatePostgres).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import pg from 'pg';

export const BENCH_DATABASE = 'kursmarkt_bench';
const CLUSTER_DIR = '/tmp/kursmarkt-bench-pg';
const CLUSTER_PORT = 55433;

export interface BenchPostgres {
  url: string;
  /** What was measured, for the report ('PostgreSQL 15.14, private cluster'). */
  label: string;
  stop(): Promise<void>;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(`${root}/${name}/bin/initdb`)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('No PostgreSQL server found under /usr/lib/postgresql: apt-get install postgresql, or set DATABASE_URL');
  return `${root}/${newest}/bin`;
}

/** Runs a server binary as the postgres user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

async function ensureDatabase(serverUrl: string, database = BENCH_DATABASE): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (rows.length === 0) await admin.query(`create database ${database}`);
    const { rows: version } = await admin.query<{ server_version: string }>('show server_version');
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return `${url.toString()}#${version[0]?.server_version ?? '?'}`;
  } finally {
    await admin.end();
  }
}

function splitVersion(urlWithVersion: string): [string, string] {
  const [url, version] = urlWithVersion.split('#') as [string, string];
  return [url, version];
}

export async function openBenchPostgres(): Promise<BenchPostgres> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const [url, version] = splitVersion(await ensureDatabase(serverUrl));
    return { url, label: `PostgreSQL ${version} (DATABASE_URL)`, stop: async () => {} };
  }
  return openPrivatePostgres({ dir: CLUSTER_DIR, port: CLUSTER_PORT, database: BENCH_DATABASE });
}

export interface PrivatePostgres {
  /** Its data, log and nothing else: kept for the next start. */
  dir: string;
  port: number;
  database: string;
}

/** A private cluster under `dir` on 127.0.0.1:`port`, started unless it runs already; stopped again by stop() only if started here. */
export async function openPrivatePostgres({ dir, port, database }: PrivatePostgres): Promise<BenchPostgres> {
  const bin = postgresBin();
  const dataDir = `${dir}/data`;
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
    asPostgres(`${bin}/initdb`, ['-D', dataDir, '-U', 'kursmarkt', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  let startedHere = false;
  try {
    asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, 'status']);
  } catch {
    asPostgres(`${bin}/pg_ctl`, [
      '-D', dataDir, '-l', `${dir}/server.log`, '-w', 'start',
      '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=512MB`,
    ]);
    startedHere = true;
  }
  const [url, version] = splitVersion(await ensureDatabase(`postgres://kursmarkt@127.0.0.1:${port}/postgres`, database));
  return {
    url,
    label: `PostgreSQL ${version} (private cluster, shared_buffers 512 MB, fsync off)`,
    stop: async () => {
      if (startedHere) asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', 'stop']);
    },
  };
}

/**
 * `npm run cluster [-- --instances 3] [-- --port 8080] [-- --install]`: the shop as it scales (issue
 * 28) — N instances started as `npm start` starts one, behind Debian's nginx as the load balancer
 * (round robin, TRUST_PROXY 127.0.0.1), all on one PostgreSQL: DATABASE_URL, or else a private
 * cluster this command starts under /tmp (port 55434, database kursmarkt_cluster) with the demo's
 * sample data. What the instances share lives in that database (sessions, carts, orders, rate
 * limits, the login back-off, proofs, jobs, mails); each keeps its own search index, rebuilt from
 * the change log. Logs: data/cluster/. Ends every process it started on Ctrl+C (SIGINT) or SIGTERM.
 *
 * nginx is a system package: without it this command says how to install it and stops; with
 * --install it installs it with apt-get itself, and says so first.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPrivatePostgres } from '../bench/postgres-cluster.ts';
import { portAccepts, startShop, type ShopProcess } from '../bench/shop-process.ts';
import { nginxBinary, startNginx } from '../cluster/nginx.ts';
import { buildSpaIfStale } from './spa-build.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const LOG_DIR = `${root}data/cluster`;

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    install: { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16 || !Number.isInteger(port) || port < 1024 || port > 65535) {
  console.error('Aufruf: npm run cluster -- [--instances 1…16] [--port 1024…65535] [--install]');
  process.exit(2);
}

function ensureNginx(): string {
  const found = nginxBinary();
  if (found) return found;
  if (!values.install) {
    console.error(
      'nginx fehlt: npm run cluster braucht Debians nginx als Load Balancer.\n' +
        '  Installieren:  apt-get install -y nginx   (oder: npm run cluster -- --install)',
    );
    process.exit(2);
  }
  console.log('nginx fehlt — installiere das Debian-Paket nginx (apt-get install -y nginx) …');
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = nginxBinary();
  if (!installed) throw new Error('nginx was installed but is not found under /usr/sbin');
  return installed;
}

const nginx = ensureNginx();
mkdirSync(LOG_DIR, { recursive: true });
// Once, here: otherwise every instance would find the build stale and build it at the same time.
buildSpaIfStale();

const ownDatabase = !process.env.DATABASE_URL;
const postgres = ownDatabase ? await openPrivatePostgres({ dir: '/tmp/kursmarkt-cluster-pg', port: 55434, database: 'kursmarkt_cluster' }) : undefined;
const databaseUrl = process.env.DATABASE_URL ?? postgres!.url;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const env = {
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: '127.0.0.1',
  // The private database is a demo's: sample data, demo accounts, the dev mailbox. On an operator's
  // DATABASE_URL only what the operator switched on.
  ...(ownDatabase ? { DEMO: process.env.DEMO ?? 'true' } : {}),
};

const shops: ShopProcess[] = [];
let balancer: ReturnType<typeof startNginx> | undefined;
let stopping = false;
async function stopAll(code: number): Promise<void> {
  // A signal often comes twice (to the process group, and relayed by npm and tsx): the first stops
  // everything, later ones must neither end this process midway nor start stopping again.
  if (stopping) return;
  stopping = true;
  await balancer?.stop();
  await Promise.all(shops.map((shop) => shop.stop()));
  await postgres?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // The first instance alone: it migrates the database (and fills the demo's); the others find it ready.
  const log = (instance: number) => `${LOG_DIR}/instance-${instance + 1}.log`;
  shops.push(await startShop({ env, logFile: log(0) }));
  shops.push(...(await Promise.all(Array.from({ length: instances - 1 }, (_, index) => startShop({ env, logFile: log(index + 1) })))));
  const instancePorts = shops.map((shop) => Number(new URL(shop.baseUrl).port));
  balancer = startNginx(nginx, `${LOG_DIR}/nginx`, port, instancePorts);
  balancer.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`nginx hat sich beendet (Code ${code}); siehe ${LOG_DIR}/nginx/error.log`);
      void stopAll(1);
    }
  });
  const deadline = Date.now() + 15_000;
  while (!(await portAccepts(port))) {
    if (Date.now() > deadline) throw new Error(`nginx did not open port ${port}; see ${LOG_DIR}/nginx/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`Kursmarkt läuft als Cluster: ${publicUrl}`);
  console.log(`  ${instances} Instanzen (npm start) auf den Ports ${instancePorts.join(', ')}, davor nginx (Round Robin) auf Port ${port}`);
  console.log(`  PostgreSQL: ${ownDatabase ? `${postgres!.label}, Datenbank kursmarkt_cluster, mit Demodaten` : 'DATABASE_URL'}`);
  console.log(`  Protokolle: ${LOG_DIR}/   Beenden: Strg+C`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}

/**
 * A checkout to measure: its SPA built and its own server started as a child process (production,
 * demo data, fresh in-memory database) on a free loopback port. `npm run lighthouse -- --before <ref>`
 * measures an older commit the same way, from a temporary git worktree that borrows this checkout's
 * node_modules, so before and after come from one run on one machine.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Target {
  label: string;
  /** The checkout's dist directory. */
  dist: string;
  origin: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${origin} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/configuration`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${origin} did not start within 3 minutes`);
}

/** Builds the SPA of the checkout at `root` and starts its server (on `port`, default a free one). */
export async function startTarget(root: string, label: string, port?: number): Promise<Target> {
  console.log(`${label}: vite build in ${root}`);
  // --manifest: an older commit's build has one too, for the start-page budget (src/build/start-page-budget.ts).
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production', DEMO: 'true', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin,
      DATA_DIR: 'memory://', LOG_LEVEL: 'warn',
    },
  });
  await waitUntilUp(origin, child);
  return {
    label,
    dist: join(root, 'dist'),
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A temporary worktree of `ref` with this checkout's node_modules; remove() deletes it again. */
export function checkoutWorktree(repository: string, ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'kursmarkt-before-'));
  rmSync(root, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { cwd: repository, stdio: 'ignore' });
  if (!existsSync(join(root, 'node_modules'))) symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'));
  return {
    root,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repository, stdio: 'ignore' }),
  };
}

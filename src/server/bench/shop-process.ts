/**
 * The shop as users start it: `npm start` in a child process (its own process group, so stopping it
 * ends npm, tsx and node alike), on a free loopback port, with the database given the way users give
 * it (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL). Its log goes to a file. The benchmark's load
 * runs in the parent, a separate process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';

export interface ShopProcess {
  baseUrl: string;
  /** The process group of npm, tsx and the server (bench/process-cpu.ts reads its CPU time). */
  processGroup: number;
  /** Milliseconds from spawning `npm start` to the port accepting connections. */
  startMs: number;
  stop(): Promise<void>;
  /** kill -9: the whole process group at once, no shutdown (a crash, for the job tests). */
  kill(): Promise<void>;
}

export interface ShopOptions {
  /** DATA_DIR or DATABASE_URL, as for `npm start` (and PUBLIC_URL when instances share one). */
  env: Record<string, string>;
  logFile: string;
  /** Gives up when the port does not open within this time. */
  timeoutMs?: number;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts connections on 127.0.0.1:port now. */
export function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Runs a command to its end (`npm run seed -- …`), its output appended to the log file. */
export async function runCommand(command: string, args: string[], env: Record<string, string>, logFile: string): Promise<void> {
  const log = openSync(logFile, 'a');
  try {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code}); see ${logFile}`);
  } finally {
    closeSync(log);
  }
}

/** Starts `npm start` and resolves as soon as its port accepts connections. */
export async function startShop(options: ShopOptions): Promise<ShopProcess> {
  const port = await freePort();
  const log = openSync(options.logFile, 'a');
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    // PUBLIC_URL: its own address, unless the caller names the one address of several instances.
    env: { ...process.env, PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };
  const deadline = startedAt + (options.timeoutMs ?? 300_000);
  while (!(await portAccepts(port))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await stop();
      throw new Error(`npm start did not open port ${port}; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGKILL');
    await exited(child);
  };
  return { baseUrl: `http://127.0.0.1:${port}`, processGroup: child.pid!, startMs: performance.now() - startedAt, stop, kill };
}

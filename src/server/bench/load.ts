/**
 * The most requests per second a few connections get: autocannon against the listening app,
 * loopback only, bounded in time. Latency percentiles come from every response's own time
 * (autocannon's summary has no p95). Latency at a steady rate: steady.ts.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  seconds: number;
  connections: number;
}

export interface LoadResult {
  requests: number;
  /** Achieved requests per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
}

/** The p-th percentile of ascending values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function runLoad(baseUrl: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: times.length / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A few requests per path first: the day's window move, plan caches and the JIT are not measured. */
export async function warmUp(baseUrl: string, paths: readonly string[]): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const path of paths) {
      const response = await fetch(baseUrl + path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  }
}

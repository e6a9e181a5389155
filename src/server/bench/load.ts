/**
 * The most requests per second a few connections get: autocannon against the shop's process from
 * the benchmark's, loopback only, bounded in time. Latency percentiles come from every response's own
 * time (autocannon's summary has no p95). Latency at a steady rate: steady.ts.
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
  /** Answers other than 2xx and 503, connection errors, timeouts and requests not served in time. */
  errors: number;
  /** 503 answers: requests the server shed (plugins/load-shedding.ts). */
  shed: number;
}

/** The p-th percentile of ascending values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function runLoad(baseUrl: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  let shed = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    else if (statusCode === 503) shed++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: times.length / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.non2xx - shed + result.errors + result.timeouts,
    shed,
  };
}

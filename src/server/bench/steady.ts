/**
 * Latency at a steady rate, open loop: request i is due at start + i / rate, and its latency is
 * counted from when it was DUE, not from when it was sent — a server that falls behind shows up in
 * the figures instead of slowing the load down (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: autocannon gives each connection a per-second quota that it
 * fires back to back at the start of every second, so "50 req/s" arrives as bursts of up to 50
 * concurrent requests, and the latencies measure burst queueing, not a steady rate.
 */
import http from 'node:http';
import { percentile, type LoadResult } from './load.ts';

export interface SteadyOptions {
  rate: number;
  seconds: number;
  /** Open requests at most; beyond it sending waits (the wait still counts as latency). */
  maxInFlight?: number;
}

/** How long after the run requests may still be sent or finish before they count as not served. */
const GRACE_MS = 5_000;

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runSteady(baseUrl: string, paths: readonly string[], options: SteadyOptions): Promise<LoadResult> {
  const maxInFlight = options.maxInFlight ?? 64;
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxInFlight });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now();
  const deadline = start + options.seconds * 1000 + GRACE_MS;
  const latencies: number[] = [];
  let errors = 0;
  let shed = 0;
  let notServed = 0;
  const pending = new Set<Promise<void>>();

  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    while (pending.size >= maxInFlight && performance.now() < deadline) await Promise.race(pending);
    if (performance.now() >= deadline) {
      notServed = total - index;
      break;
    }
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sent: Promise<void> = get(agent, baseUrl + paths[index % paths.length])
      .then((status) => {
        if (status >= 200 && status < 300) latencies.push(performance.now() - due);
        else if (status === 503) shed++;
        else errors++;
      })
      .catch(() => {
        errors++;
      })
      .finally(() => pending.delete(sent));
    pending.add(sent);
  }
  await Promise.all(pending);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  // Requests never sent in time count as infinitely slow: an overloaded run shows as such.
  const sorted = [...latencies.sort((a, b) => a - b), ...Array<number>(notServed).fill(Number.POSITIVE_INFINITY)];
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: errors + notServed,
    shed,
  };
}

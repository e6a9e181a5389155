/**
 * Load shedding for expensive routes (those with `config: { loadShedding: true }`, e.g. the search).
 *
 * Without it a server behind on its work took every request anyway: at 50 searches/s on a cold
 * server answers took 3–12 s and the backlog kept growing, and requests whose clients had given up
 * were still computed for minutes. Now at most `maxActive` such requests run at once, at most
 * `maxQueued` wait (first come, first served, for at most `maxWaitMs`), and anything beyond is
 * answered at once with 503 and Retry-After. A request whose client goes away leaves the queue, and
 * a running one sees `request.clientGone` aborted: the service checks it between its steps.
 *
 * The queue only sees requests the server has read. On the embedded database every query runs on the
 * event loop, so an overloaded server reads new requests late and they wait in the socket buffers,
 * out of the queue's sight (the benchmark's overload phase: 10 s answers, none shed). So expensive
 * requests are also shed while the event loop keeps lagging more than `maxLagMs` behind.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import type { ApiError } from '../../shared/types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Expensive: admitted through the bounded queue of plugins/load-shedding.ts. */
    loadShedding?: boolean;
  }
  interface FastifyRequest {
    /** On load-shedding routes: aborted (with a 499 HttpError) when the client closes the connection first. */
    clientGone: AbortSignal | null;
  }
  interface FastifyInstance {
    /** What the load shedding holds right now: for health checks and for tests that wait on it. */
    loadShedding: LoadSheddingState;
  }
}

export interface LoadSheddingState {
  /** Expensive requests computing now. */
  running(): number;
  /** Expensive requests waiting for their turn. */
  waiting(): number;
  /** How late the event loop was at the least of its last checks (0 until it was checked often enough). */
  eventLoopLagMs(): number;
}

export interface LoadSheddingOptions {
  /** Requests computed at once. */
  maxActive?: number;
  /** Requests waiting beyond them. */
  maxQueued?: number;
  /** The longest a request waits for its turn before it is shed. */
  maxWaitMs?: number;
  /** Shed while the event loop was late by more than this at each of its last checks. */
  maxLagMs?: number;
}

/** An answer costs 2–30 ms on a ready server: 8 at once keep both cores and the database busy. */
const DEFAULTS: Required<LoadSheddingOptions> = { maxActive: 8, maxQueued: 64, maxWaitMs: 2_000, maxLagMs: 1_000 };
/** How often the event loop's lateness is sampled. */
const LAG_CHECK_MS = 100;
/** Checks in a row that must be late: one long task (a bulk load, a start-up step) is not overload. */
const LATE_CHECKS = 3;

/** The least lateness of the event loop's last few checks: how long requests wait to be read. */
function watchEventLoopLag(): { lagMs: () => number; stop: () => void } {
  const recent: number[] = [];
  let expected = performance.now() + LAG_CHECK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    recent.push(Math.max(0, now - expected));
    if (recent.length > LATE_CHECKS) recent.shift();
    expected = now + LAG_CHECK_MS;
  }, LAG_CHECK_MS);
  timer.unref();
  return { lagMs: () => (recent.length < LATE_CHECKS ? 0 : Math.min(...recent)), stop: () => clearInterval(timer) };
}

/** Nginx's code for "client closed request": nobody receives it, but logs and metrics tell it apart. */
export const clientGone = () => new HttpError(499, 'CLIENT_GONE', 'The client closed the connection before the answer');

class Overloaded extends Error {}

/** A waiting request: called when a running one leaves. */
type Admit = () => void;

/** Counts running requests and keeps the waiting ones in order. */
class AdmissionQueue {
  private active = 0;
  private readonly waiting: Admit[] = [];

  constructor(private readonly limits: Required<LoadSheddingOptions>) {}

  /** Resolves when the request may run; rejects with Overloaded, or with the signal's reason when the client left. */
  enter(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    if (this.active < this.limits.maxActive) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxQueued) return Promise.reject(new Overloaded());
    return new Promise((resolve, reject) => {
      const leave = (error: Error) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(admit);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(error);
      };
      const onAbort = () => leave(signal.reason as Error);
      const timer = setTimeout(() => leave(new Overloaded()), this.limits.maxWaitMs);
      const admit: Admit = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        this.active++;
        resolve();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(admit);
    });
  }

  leave(): void {
    this.active--;
    this.waiting.shift()?.();
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }
}

const loadShedding: FastifyPluginAsync<LoadSheddingOptions> = async (app, options) => {
  const limits = { ...DEFAULTS, ...options };
  const queue = new AdmissionQueue(limits);
  const retryAfterSeconds = String(Math.max(1, Math.ceil(limits.maxWaitMs / 1000)));
  const eventLoop = watchEventLoopLag();
  app.addHook('onClose', async () => eventLoop.stop());
  app.decorate('loadShedding', {
    running: () => queue.running,
    waiting: () => queue.queued,
    eventLoopLagMs: () => eventLoop.lagMs(),
  } satisfies LoadSheddingState);
  app.decorateRequest('clientGone', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.loadShedding) return;
    const controller = new AbortController();
    request.clientGone = controller.signal;
    let admitted = false;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      if (admitted) queue.leave();
    };
    // 'close' comes after the answer was written, or when the connection dropped before it.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort(clientGone());
      finish();
    });
    // Injected requests (tests) may not close their response: the sent answer ends the request too.
    reply.raw.once('finish', finish);
    try {
      if (eventLoop.lagMs() > limits.maxLagMs) throw new Overloaded();
      await queue.enter(controller.signal);
      if (done) queue.leave(); // the connection closed just as it was admitted
      else admitted = true;
    } catch (error) {
      if (!(error instanceof Overloaded)) throw error;
      request.log.warn({ url: request.url }, 'load shedding: refused, too many requests waiting or the server is behind');
      const body: ApiError = { statusCode: 503, code: 'OVERLOADED', message: `Too many requests at once; retry in ${retryAfterSeconds} s` };
      return reply.code(503).header('retry-after', retryAfterSeconds).send(body);
    }
  });
};

export default fp(loadShedding, { name: 'load-shedding' });

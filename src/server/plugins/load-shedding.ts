/**
 * Load shedding for expensive routes (those with `config: { loadShedding: true }`, e.g. the search).
 *
 * Without it a server behind on its work took every request anyway: at 50 searches/s on a cold
 * server answers took 3–12 s and the backlog kept growing, and requests whose clients had given up
 * were still computed for minutes. Now at most `maxActive` such requests run at once, at most
 * `maxQueued` wait (first come, first served, for at most `maxWaitMs`), and anything beyond is
 * answered at once with 503 and Retry-After. A request whose client goes away leaves the queue, and
 * a running one sees `request.clientGone` aborted: the service checks it between its steps.
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
}

export interface LoadSheddingOptions {
  /** Requests computed at once. */
  maxActive?: number;
  /** Requests waiting beyond them. */
  maxQueued?: number;
  /** The longest a request waits for its turn before it is shed. */
  maxWaitMs?: number;
}

/** An answer costs 2–30 ms on a ready server: 8 at once keep both cores and the database busy. */
const DEFAULTS: Required<LoadSheddingOptions> = { maxActive: 8, maxQueued: 64, maxWaitMs: 2_000 };

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
}

const loadShedding: FastifyPluginAsync<LoadSheddingOptions> = async (app, options) => {
  const limits = { ...DEFAULTS, ...options };
  const queue = new AdmissionQueue(limits);
  const retryAfterSeconds = String(Math.max(1, Math.ceil(limits.maxWaitMs / 1000)));
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
      await queue.enter(controller.signal);
      if (done) queue.leave(); // the connection closed just as it was admitted
      else admitted = true;
    } catch (error) {
      if (!(error instanceof Overloaded)) throw error;
      request.log.warn({ url: request.url }, 'load shedding: refused, too many requests waiting');
      const body: ApiError = { statusCode: 503, code: 'OVERLOADED', message: `Too many requests at once; retry in ${retryAfterSeconds} s` };
      return reply.code(503).header('retry-after', retryAfterSeconds).send(body);
    }
  });
};

export default fp(loadShedding, { name: 'load-shedding' });

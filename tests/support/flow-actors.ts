/**
 * Stand-ins for a machine's invoked promise actors in model-based and actor-level tests: every
 * invocation gets a `deferred()`, the test answers the current one.
 *
 *   const cities = deferredActor<CityOption[], { input: string }>();
 *   const logic = citySuggestLogic.provide({ actors: { suggestCities: cities.logic } });
 *   …
 *   await cities.resolve([{ id: 1, name: 'Berlin' }]);   // the running query answers
 */
import { act } from '@testing-library/react';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { vi } from 'vitest';
import { deferred, type Deferred } from './deferred';

export interface DeferredCall<TOutput, TInput> {
  input: TInput;
  signal: AbortSignal;
  deferred: Deferred<TOutput>;
}

export interface DeferredActor<TOutput, TInput> {
  logic: PromiseActorLogic<TOutput, TInput>;
  /** Every invocation, oldest first. */
  calls: DeferredCall<TOutput, TInput>[];
  /** The invocation still running (not settled, not aborted); throws when there is none. */
  current(): DeferredCall<TOutput, TInput>;
  /** Answers the running invocation and lets the machine and React take it in. */
  resolve(output: TOutput): Promise<void>;
  /** Fails the running invocation and lets the machine and React take it in. */
  reject(error: unknown): Promise<void>;
}

/** Lets promise callbacks (the actor's done event) and React's updates run. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

export function deferredActor<TOutput, TInput = unknown>(name = 'actor'): DeferredActor<TOutput, TInput> {
  const calls: DeferredCall<TOutput, TInput>[] = [];
  const current = () => {
    const call = calls.findLast((c) => !c.deferred.settled && !c.signal.aborted);
    if (!call) throw new Error(`${name}: no invocation is running (did the view start it?)`);
    return call;
  };
  return {
    logic: fromPromise<TOutput, TInput>(({ input, signal }) => {
      const call = { input, signal, deferred: deferred<TOutput>() };
      calls.push(call);
      return call.deferred.promise;
    }),
    calls,
    current,
    async resolve(output) {
      current().deferred.resolve(output);
      await settle();
    },
    async reject(error) {
      current().deferred.reject(error);
      await settle();
    },
  };
}

/**
 * `vi.waitFor` with the 5 s of Testing Library's waits (tests/support/setup-web.ts) instead of its
 * 1 s default: a request or a render can take longer on a busy machine. Waiting longer never lets a
 * wrong result pass; it only gives a slow right one time to appear.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 5_000, interval: 20 });
}

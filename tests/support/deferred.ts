/**
 * A promise the test settles by hand: the system under test awaits `promise`, the test decides when
 * and how it ends. Model-based tests return one from a provided actor
 * (`fromPromise(() => d.promise)`) and resolve or reject it when the path says the actor answered.
 */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  /** Whether resolve or reject was called. */
  readonly settled: boolean;
}

export function deferred<T>(): Deferred<T> {
  let settled = false;
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = (value) => {
      settled = true;
      res(value);
    };
    reject = (error) => {
      settled = true;
      rej(error);
    };
  });
  // A rejection nobody awaits any more (the actor was stopped) must not fail the run.
  promise.catch(() => {});
  return {
    promise,
    resolve,
    reject,
    get settled() {
      return settled;
    },
  };
}

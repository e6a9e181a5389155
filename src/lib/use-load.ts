/**
 * Loads a page's data once its inputs are known, and again on `retry`: every wait ends in the data or
 * in `failed` (with the failed call's status and error body), never in an endless spinner. A newer
 * load or unmounting aborts the older one, whose answer is then ignored.
 */
import { useCallback, useEffect, useState } from 'react';
import { describeFailure, type FailedCall } from './api-error';

export type Load<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; data: T }
  | { state: 'failed'; failure: FailedCall };

/** `load` runs when `key` is not null and changes; `set` replaces the data (e.g. after a save). */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; load: Load<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ key, attempt, load: { state: 'loaded', data } }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = await describeFailure(error);
        setResult({ key, attempt, load: { state: 'failed', failure } });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the key says when the input changed.
  }, [key, attempt]);
  const current: Load<T> = key === null ? { state: 'idle' } : result && result.key === key && result.attempt === attempt ? result.load : { state: 'loading' };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => key !== null && setResult({ key, attempt, load: { state: 'loaded', data } }), [key, attempt]);
  return { load: current, retry, set };
}

/**
 * One GET of a dashboard page: loading, its data, or a failure with `retry`, so every wait ends in
 * content or a clear error (issue 12). `reload` asks again after a change without showing the
 * spinner over the old data. Local state, not a machine in machines/: one request and its answer,
 * no flow beyond "again" (as BookmarkButton and the dashboard's profile did before).
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data: T | null; retry: () => void; reload: () => void }
  | { status: 'ready'; data: T; retry: () => void; reload: () => void }
  | { status: 'failed'; data: T | null; retry: () => void; reload: () => void };

type Answer<T> = { key: string; attempt: number } & ({ data: T } | { failed: true });

/**
 * Calls `fetcher` for `key` (a new key is a new request, e.g. another year) and on retry/reload.
 * The fetcher gets an AbortSignal; an answer for an older key or attempt is dropped.
 */
export function useLoad<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [shown, setShown] = useState<{ key: string; data: T } | null>(null);
  // The fetcher is a new function each render: the key and attempt say when to call it.
  const run = useEffectEvent((signal: AbortSignal) => fetcher(signal));
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setAnswer({ key, attempt, data });
        setShown({ key, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('could not load', key, error);
        setAnswer({ key, attempt, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const again = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer && answer.key === key && answer.attempt === attempt ? answer : null;
  const data = shown && shown.key === key ? shown.data : null;
  if (current && 'data' in current) return { status: 'ready', data: current.data, retry: again, reload: again };
  if (current) return { status: 'failed', data, retry: again, reload: again };
  // Reloading after a change: keep showing what is there.
  if (data !== null) return { status: 'ready', data, retry: again, reload: again };
  return { status: 'loading', data: null, retry: again, reload: again };
}

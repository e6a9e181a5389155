/**
 * Resolves in a later task, so the browser can paint and answer input in between (issue 10 §2: start-up
 * work split at its seams keeps every task short). `scheduler.yield()` where the browser has it: it
 * continues before other queued tasks; a zero timeout elsewhere.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has painted its next frame (a frame callback, then a task after it). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

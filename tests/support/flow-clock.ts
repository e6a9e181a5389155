/**
 * Fake timers for model-based tests: the test moves the clock (a debounce fires exactly when a path
 * says so), never a real wait.
 *
 * Testing Library's async wrapper (used by user-event) ends every action with a real-looking
 * `setTimeout(0)` and only advances it itself when it sees *Jest's* fake timers; under Vitest's
 * it would wait forever. So while the clock is fake, a minimal `jest.advanceTimersByTime` points it
 * at Vitest's clock.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type JestShim = { advanceTimersByTime: (ms: number) => void };
const globals = globalThis as { jest?: JestShim };

export interface FakeClock {
  /** Moves the clock by `ms` and lets React take in what the timers did. */
  advance(ms: number): Promise<void>;
  /** Real timers back (call it in teardown). */
  restore(): void;
}

export function useFakeClock(): FakeClock {
  vi.useFakeTimers();
  const hadJest = 'jest' in globals;
  if (!hadJest) globals.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  return {
    async advance(ms) {
      await act(async () => {
        vi.advanceTimersByTime(ms);
      });
    },
    restore() {
      if (!hadJest) delete globals.jest;
      vi.useRealTimers();
    },
  };
}

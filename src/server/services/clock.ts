/**
 * The shop's clock for what happens on a later day: the job runner's rounds and the dates of the
 * distance-learning instalments and terminations (services/instalments/). It is the real time, except
 * in a demo with DEV_CLOCK, where a browser test moves it forward (routes/dev/clock.ts) to see an
 * instalment fall due three months after the order — a fake clock for a test of the running server.
 * SQL's now() (the timestamps rows are written with) stays real.
 */
export interface ShopClock {
  now(): Date;
  /** How far the clock is ahead of the real time, ms (0 but in a demo with DEV_CLOCK). */
  offsetMs(): number;
  setOffsetMs(offset: number): void;
}

export function createShopClock(): ShopClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    setOffsetMs: (next) => {
      offset = next;
    },
  };
}

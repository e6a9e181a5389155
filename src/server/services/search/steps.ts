/**
 * Slider steps for the price and duration facets: a handful of round values from at or below the
 * minimum to at or above the maximum, e.g. 35 € … 2,789 € → 0, 500, 1,000, …, 3,000 €.
 */
const NICE_FACTORS = [1, 2, 2.5, 5, 10] as const;
/** About this many intervals between the first and the last step. */
const TARGET_INTERVALS = 5;

/** The smallest "nice" step (1, 2, 2.5 or 5 × a power of ten, at least `unit`) that covers the range. */
function niceStep(range: number, unit: number): number {
  const raw = range / TARGET_INTERVALS;
  if (raw <= unit) return unit;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const factor = NICE_FACTORS.find((candidate) => candidate * magnitude >= raw) ?? 10;
  return Math.max(unit, factor * magnitude);
}

/**
 * Steps between min and max, multiples of a nice step. `unit` is the smallest step that makes sense
 * (100 cents = 1 €, 1 hour). An empty range (nothing matched) gives no steps; a single value one.
 */
export function sliderSteps(min: number, max: number, unit: number): number[] {
  if (!(max >= min)) return [];
  if (max === min) return [min];
  const step = niceStep(max - min, unit);
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const steps: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) steps.push(Math.round(value * 10) / 10);
  return steps;
}

export const priceSteps = (min: number, max: number) => sliderSteps(min, max, 100);
export const durationSteps = (min: number, max: number) => sliderSteps(min, max, 1);

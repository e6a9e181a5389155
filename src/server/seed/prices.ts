/**
 * Prices in cents. A course has one regular price that fits its kind, format and length; each date
 * offers it plus up to two reduced levels (early booking, DAV members, trainees, …).
 */
import type { CourseType, SearchType } from '../../shared/types.ts';
import type { Random } from './random.ts';
import type { CourseKind, PriceLevelRow } from './rows.ts';

/** 1,234.56 € → 1,239 €: list prices end in 9. */
export function listPriceCents(euros: number): number {
  return (Math.max(1, Math.round(euros / 10)) * 10 - 1) * 100;
}

/** Reduced prices are rounded to whole 5 €. */
function reducedPriceCents(regularCents: number, factor: number): number {
  return Math.round((regularCents * factor) / 500) * 500;
}

const HOURLY_EUROS: Record<SearchType, Record<CourseType, readonly [number, number]>> = {
  EDUCATION: { PRESENT: [38, 58], ONLINE: [30, 45], SELF: [22, 35] },
  RENO: { PRESENT: [28, 42], ONLINE: [22, 34], SELF: [16, 26] },
};

export function regularPriceCents(random: Random, type: SearchType, kind: CourseKind, courseType: CourseType, hours: number): number {
  if (kind === 'FACHANWALTSLEHRGANG') {
    const [min, max] = { PRESENT: [1890, 2790], ONLINE: [1590, 2290], SELF: [990, 1590] }[courseType] as [number, number];
    return listPriceCents(random.int(min, max));
  }
  const [min, max] = HOURLY_EUROS[type][courseType];
  const floor = type === 'RENO' ? 49 : 79;
  return listPriceCents(Math.max(floor, hours * random.float(min, max)));
}

const REDUCED_LEVELS: Record<SearchType, readonly (readonly [name: string, factor: number])[]> = {
  EDUCATION: [
    ['Frühbucher', 0.88],
    ['DAV-Mitglieder', 0.85],
    ['Berufseinsteiger (bis 3 Jahre Zulassung)', 0.75],
    ['Kanzleipaket (ab 3 Personen)', 0.8],
  ],
  RENO: [
    ['Frühbucher', 0.9],
    ['Auszubildende', 0.7],
    ['Kanzleipaket (ab 3 Personen)', 0.8],
  ],
};

export type PriceLevelDraft = Omit<PriceLevelRow, 'id' | 'schedule_id'>;

export function priceLevels(random: Random, type: SearchType, regularCents: number): PriceLevelDraft[] {
  const extra = random.weighted([[0, 35], [1, 40], [2, 25]]);
  const reduced = random.sample(REDUCED_LEVELS[type], extra);
  return [
    { name: 'Regulär', price_cents: regularCents, position: 1 },
    ...reduced.map(([name, factor], index) => ({ name, price_cents: reducedPriceCents(regularCents, factor), position: index + 2 })),
  ];
}

/**
 * Seminar packages: credit hours bought in advance from one organizer and spent on its courses in
 * the package's scopes (spec §3 Package, "Local credit package list").
 */
import type { SearchType } from '../../shared/types.ts';
import { joinTwo } from './german-text.ts';
import type { OrganizerRef } from './organizer-tables.ts';
import { listPriceCents } from './prices.ts';
import type { Random } from './random.ts';
import type { ScopeRef } from './reference-tables.ts';
import type { PackageRow, PackageScopeRow } from './rows.ts';
import { slugify, uniqueSlug } from './slug.ts';

export const PACKAGE_COUNT = 40;

interface PackageShape {
  name: string;
  credits: number;
  scopes: ScopeRef[];
  /** Euros per credit hour; packages are cheaper than booking hour by hour. */
  hourly: readonly [number, number];
}

function lawyerPackage(random: Random, offered: readonly ScopeRef[]): PackageShape {
  const scope = random.pick(offered);
  const name = scope.seed.nameDe;
  const shapes: (() => PackageShape)[] = [
    () => ({ name: `§ 15 FAO Jahrespaket ${name} (15 Stunden)`, credits: 15, scopes: [scope], hourly: [26, 36] }),
    () => ({ name: `Fortbildungsguthaben ${name} – 10 Stunden`, credits: 10, scopes: [scope], hourly: [30, 40] }),
    () => ({ name: `Selbststudium-Paket ${name} (5 Stunden)`, credits: 5, scopes: [scope], hourly: [20, 28] }),
    () => {
      const others = offered.filter((candidate) => candidate !== scope);
      const pair = others.length > 0 ? [scope, random.pick(others)].sort((a, b) => a.id - b.id) : [scope];
      return {
        name: `Kombipaket ${pair.length === 2 ? joinTwo(pair[0]!.seed.nameDe, pair[1]!.seed.nameDe) : scope.seed.nameDe} (30 Stunden)`,
        credits: 30, scopes: pair, hourly: [24, 32],
      };
    },
  ];
  return random.pick(shapes)();
}

function renoPackage(random: Random, offered: readonly ScopeRef[]): PackageShape {
  if (random.chance(0.6)) {
    const credits = random.pick([10, 20, 30]);
    return {
      name: `Kanzleiteam-Paket ${credits} Stunden`,
      credits,
      scopes: random.sample(offered, Math.min(offered.length, random.int(3, 6))).sort((a, b) => a.id - b.id),
      hourly: [18, 26],
    };
  }
  const scope = random.pick(offered);
  return { name: `Azubi-Paket ${scope.seed.nameDe} (12 Stunden)`, credits: 12, scopes: [scope], hourly: [16, 22] };
}

export function generatePackages(random: Random, organizers: readonly OrganizerRef[], count = PACKAGE_COUNT): {
  package: PackageRow[];
  package_scope: PackageScopeRow[];
} {
  const packages: PackageRow[] = [];
  const packageScopes: PackageScopeRow[] = [];
  const slugs = new Set<string>();
  for (let id = 1; id <= count; id++) {
    const type: SearchType = random.chance(0.25) ? 'RENO' : 'EDUCATION';
    const offeredBy = (organizer: OrganizerRef) => (type === 'RENO' ? organizer.renoScopes : organizer.lawyerScopes);
    const organizer = random.weighted(
      organizers.filter((candidate) => offeredBy(candidate).length > 0).map((candidate) => [candidate, candidate.seed.weight] as const),
    );
    const shape = type === 'RENO' ? renoPackage(random, offeredBy(organizer)) : lawyerPackage(random, offeredBy(organizer));
    packages.push({
      id,
      name: shape.name,
      // Package names repeat across organizers; the organizer's name makes the slug unique and readable.
      slug: uniqueSlug(slugify(`${shape.name} ${organizer.seed.name}`), slugs),
      educational_type: type,
      organizer_id: organizer.id,
      credit_value: shape.credits,
      price_cents: listPriceCents(shape.credits * random.float(...shape.hourly)),
    });
    for (const scope of shape.scopes) packageScopes.push({ package_id: id, scope_id: scope.id });
  }
  return { package: packages, package_scope: packageScopes };
}

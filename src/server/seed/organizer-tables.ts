/**
 * Organizer rows with their referents (3–8 each). Focus tokens from data/organizers.ts are resolved
 * to scope lists here; the course and package generators draw from those lists.
 */
import { ORGANIZERS, type OrganizerSeed } from './data/organizers.ts';
import type { Random } from './random.ts';
import { makeReferent, type ReferentRef } from './referents.ts';
import type { ReferenceData, ScopeRef } from './reference-tables.ts';
import type { OrganizerRow, ReferentRow } from './rows.ts';
import { slugify } from './slug.ts';
import type { CourseType } from '../../shared/types.ts';

export interface OrganizerRef {
  id: number;
  cityId: number;
  seed: OrganizerSeed;
  lawyerScopes: ScopeRef[];
  renoScopes: ScopeRef[];
  referents: ReferentRef[];
}

export interface OrganizerTables {
  organizer: OrganizerRow[];
  referent: ReferentRow[];
  organizers: OrganizerRef[];
}

function resolveFocus(focus: readonly string[], reference: ReferenceData): ScopeRef[] {
  const scopes = focus.flatMap((token) => {
    if (token === '*lawyer') return reference.scopes.filter((scope) => scope.seed.kind === 'LAWYER');
    if (token === '*reno') return reference.scopes.filter((scope) => scope.seed.kind === 'RENO');
    const scope = reference.scopeBySlug.get(token);
    if (!scope) throw new Error(`organizer focus names an unknown scope: ${token}`);
    return [scope];
  });
  return [...new Set(scopes)].sort((a, b) => a.id - b.id);
}

export function buildOrganizers(random: Random, reference: ReferenceData): OrganizerTables {
  const organizer: OrganizerRow[] = [];
  const referent: ReferentRow[] = [];
  const organizers: OrganizerRef[] = [];

  ORGANIZERS.forEach((seed, index) => {
    const id = index + 1;
    const city = reference.cityByName.get(seed.city);
    if (!city) throw new Error(`organizer ${seed.name} is in an unknown city: ${seed.city}`);
    const focus = resolveFocus(seed.focus, reference);
    organizer.push({
      id,
      name: seed.name,
      slug: slugify(seed.name),
      description: seed.description,
      city_id: city.id,
      website: `https://www.${seed.domain}`,
      email: `${seed.mailbox}@${seed.domain}`,
      // Every third organizer is a VAT-exempt training institution (§4 Nr. 21 UStG), so the demo
      // shows orders and invoices with exempt and taxed lines; no random draw, so the catalogue stays as it was.
      // Their certificates cover in-person and online courses; the first one's covers self-study too.
      vat_exempt_course_types: exemptCourseTypes(id),
    });

    // Organizers with both audiences get referents for both, so every course finds a matching one.
    const lawyerScopes = focus.filter((scope) => scope.seed.kind === 'LAWYER');
    const renoScopes = focus.filter((scope) => scope.seed.kind === 'RENO');
    const count = random.int(3, 8);
    const refs: ReferentRef[] = [];
    for (let n = 0; n < count; n++) {
      const pool = lawyerScopes.length > 0 && renoScopes.length > 0
        ? (n % 3 === 2 ? renoScopes : lawyerScopes)
        : focus;
      const made = makeReferent(random, referent.length + 1, id, pool, city);
      referent.push(made.row);
      refs.push(made.ref);
    }
    organizers.push({ id, cityId: city.id, seed, lawyerScopes, renoScopes, referents: refs });
  });

  return { organizer, referent, organizers };
}

/** The course types organizer `id`'s VAT exemption certificate covers (see the call). */
function exemptCourseTypes(id: number): CourseType[] {
  if (id % 3 !== 0) return [];
  return id === 3 ? ['PRESENT', 'ONLINE', 'SELF'] : ['PRESENT', 'ONLINE'];
}

/**
 * Fictional referents: a random name, a profession that fits the organizer's subjects, and a short
 * vita built from that. Each referent remembers the scopes they teach, so courses get matching
 * speakers.
 */
import type { Random } from './random.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, STUDY_TOWNS } from './data/people.ts';
import type { ReferentRow } from './rows.ts';
import type { CityRef, ScopeRef } from './reference-tables.ts';

export interface ReferentRef {
  id: number;
  /** The scopes this referent is a specialist in. */
  scopeIds: number[];
}

type Gender = 'f' | 'm';
const byGender = (gender: Gender, female: string, male: string) => (gender === 'f' ? female : male);

/** The court whose judges typically teach a field. */
function courtFor(slug: string): string {
  switch (slug) {
    case 'arbeitsrecht': return 'Landesarbeitsgericht';
    case 'sozialrecht': return 'Landessozialgericht';
    case 'steuerrecht': return 'Finanzgericht';
    case 'verwaltungsrecht': case 'migrationsrecht': case 'vergaberecht': return 'Verwaltungsgericht';
    case 'strafrecht': case 'verkehrsrecht': return 'Landgericht';
    case 'familienrecht': return 'Amtsgericht';
    default: return 'Oberlandesgericht';
  }
}

interface Career {
  title: string;
  profession: string;
  /** How the vita names the working life after admission. */
  career: string;
}

function lawyerCareer(random: Random, gender: Gender, scope: ScopeRef, city: string, partnerName: string, since: number): Career {
  const specialist = scope.seed.specialistOf ?? scope.seed.nameDe;
  const anwalt = byGender(gender, 'Rechtsanwältin', 'Rechtsanwalt');
  const fachanwalt = byGender(gender, 'Fachanwältin', 'Fachanwalt');
  const roll = random.next();
  const doctor = random.chance(0.4) ? 'Dr.' : '';
  if (roll < 0.6) {
    return {
      title: doctor,
      profession: `${anwalt} und ${fachanwalt} für ${specialist}`,
      career: `Seit ${since + random.int(4, 9)} ist ${byGender(gender, 'sie', 'er')} ${fachanwalt} für ${specialist} und ${byGender(gender, 'Partnerin', 'Partner')} der Kanzlei ${partnerName} in ${city}.`,
    };
  }
  if (roll < 0.78) {
    const court = courtFor(scope.seed.slug);
    // Amtsgericht judges sit alone; only the higher courts have presiding judges of a chamber or senate.
    const presiding = court !== 'Amtsgericht' && random.chance(0.4);
    const judge = presiding ? byGender(gender, 'Vorsitzende Richterin', 'Vorsitzender Richter') : byGender(gender, 'Richterin', 'Richter');
    return {
      title: doctor,
      profession: `${judge} am ${court}`,
      career: `Nach einigen Jahren in der Anwaltschaft wechselte ${byGender(gender, 'sie', 'er')} in die Justiz und ist heute ${judge} am ${court} in ${city}.`,
    };
  }
  if (roll < 0.9) {
    return {
      title: 'Prof. Dr.',
      profession: `${byGender(gender, 'Professorin', 'Professor')} für ${scope.seed.nameDe}`,
      career: `${byGender(gender, 'Sie', 'Er')} lehrt ${scope.seed.nameDe} an einer Hochschule in ${city} und berät als ${anwalt} in ausgewählten Mandaten.`,
    };
  }
  if (scope.seed.slug === 'steuerrecht') {
    return {
      title: doctor,
      profession: `${anwalt}, ${byGender(gender, 'Steuerberaterin', 'Steuerberater')} und ${fachanwalt} für Steuerrecht`,
      career: `${byGender(gender, 'Sie', 'Er')} leitet eine steuerrechtlich ausgerichtete Kanzlei in ${city}.`,
    };
  }
  return {
    title: doctor,
    profession: `Syndikus${byGender(gender, 'rechtsanwältin', 'rechtsanwalt')}`,
    career: `${byGender(gender, 'Sie', 'Er')} verantwortet in der Rechtsabteilung eines Unternehmens in ${city} den Bereich ${scope.seed.nameDe}.`,
  };
}

/** Scopes handled mostly before a court, where former Rechtspfleger teach. */
const COURT_SIDE_RENO = new Set([
  'zwangsvollstreckung', 'mahnverfahren', 'kostenfestsetzung', 'grundbuch-und-registerrecht', 'insolvenzsachbearbeitung', 'zivilprozess',
]);
const NOTARY_RENO = new Set(['notariat', 'grundbuch-und-registerrecht']);

function renoCareer(random: Random, gender: Gender, scope: ScopeRef, city: string): Career {
  const options: Career[] = [
    {
      title: '',
      profession: byGender(gender, 'Geprüfte Rechtsfachwirtin', 'Geprüfter Rechtsfachwirt'),
      career: `${byGender(gender, 'Sie', 'Er')} leitet das Büro einer größeren Sozietät in ${city} und bildet dort seit vielen Jahren aus.`,
    },
    {
      title: random.chance(0.3) ? 'Dr.' : '',
      profession: byGender(gender, 'Rechtsanwältin', 'Rechtsanwalt'),
      career: `${byGender(gender, 'Sie', 'Er')} betreut in einer Kanzlei in ${city} die Ausbildung und schult Teams ${scope.seed.inDe}.`,
    },
  ];
  if (COURT_SIDE_RENO.has(scope.seed.slug)) {
    options.push({
      title: '',
      profession: byGender(gender, 'Diplom-Rechtspflegerin (FH)', 'Diplom-Rechtspfleger (FH)'),
      career: `${byGender(gender, 'Sie', 'Er')} war lange am Amtsgericht ${city} tätig und kennt die Arbeit ${scope.seed.inDe} auch von der Gerichtsseite.`,
    });
  }
  if (NOTARY_RENO.has(scope.seed.slug)) {
    options.push({
      title: '',
      profession: byGender(gender, 'Notarfachwirtin', 'Notarfachwirt'),
      career: `${byGender(gender, 'Sie', 'Er')} arbeitet als ${byGender(gender, 'Bürovorsteherin', 'Bürovorsteher')} in einem Notariat in ${city}.`,
    });
  }
  return random.pick(options);
}

export function makeReferent(
  random: Random,
  id: number,
  organizerId: number,
  scopes: readonly ScopeRef[],
  city: CityRef,
): { row: ReferentRow; ref: ReferentRef } {
  const gender: Gender = random.chance(0.5) ? 'f' : 'm';
  const firstName = random.pick(gender === 'f' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const specialty = random.pick(scopes);
  const second = scopes.length > 1 && random.chance(0.35) ? random.pick(scopes.filter((scope) => scope !== specialty)) : null;
  const admitted = random.int(1988, 2016);
  const partnerName = `${lastName} & ${random.pick(LAST_NAMES)}`;
  const career = specialty.seed.kind === 'RENO'
    ? renoCareer(random, gender, specialty, city.seed.name)
    : lawyerCareer(random, gender, specialty, city.seed.name, partnerName, admitted);
  const start = specialty.seed.kind === 'RENO'
    ? `${firstName} ${lastName} arbeitet seit ${admitted} in Kanzleien und Notariaten.`
    : `${firstName} ${lastName} studierte Rechtswissenschaften in ${random.pick(STUDY_TOWNS)} und wurde ${admitted} zur Anwaltschaft zugelassen.`;
  const teaching = `Als ${byGender(gender, 'Referentin', 'Referent')} ist ${byGender(gender, 'sie', 'er')} für klare Struktur und viele Beispiele aus der Praxis bekannt.`;

  return {
    row: {
      id,
      organizer_id: organizerId,
      title: career.title,
      first_name: firstName,
      last_name: lastName,
      profession: career.profession,
      vita: [start, career.career, teaching].join(' '),
    },
    ref: { id, scopeIds: second ? [specialty.id, second.id] : [specialty.id] },
  };
}

/**
 * The request mixes the benchmark measures. Each search mix is a family of distinct parameter sets of
 * one kind (terms × filters × sort), shuffled: a run asks each set once ("first time", computed
 * by the in-memory index) and then the same sets again ("repeated", from the match cache), like many
 * users searching different things. Figures for a 100,000-course catalogue (seed 20261122): 'Praxis'
 * matches about a third of the courses, 'Recht' nearly half; the narrow terms a few hundred each.
 */
import { addDays } from '../seed/dates.ts';
import { createRandom } from '../seed/random.ts';

export interface Mix {
  name: string;
  description: string;
  /** The mix's distinct request paths in a fixed shuffled order (the ceiling has one). */
  paths(): string[];
}

type Value = string | number | undefined;
/** A dimension whose values are query fragments as they stand (parameters that go together). */
const RAW = '';
type Dimensions = Record<string, readonly Value[]>;

const BROAD_TERMS = ['Praxis', 'Recht', 'Seminar', 'Aktuelle Rechtsprechung', 'Update', 'Fachanwaltslehrgang'];
const NARROW_TERMS = [
  'Erbrecht', 'Kündigungsschutz', 'Vorpfändung', 'Arbeitsrechts', 'Fachanwaltslehrgang Familienrecht', 'Mietrecht',
  'Zwangsvollstreckung', 'Insolvenzrecht', 'Verkehrsrecht', 'Steuerrecht', 'Befristung', 'Grundbuch', 'Medizinrecht',
  'Sozialrecht', 'Strafrecht', 'Vergaberecht', 'Unterhalt', 'Testament', 'Kostenrecht', 'Mahnverfahren',
];
const SCOPED_TERMS = ['Arbeitsrecht', 'Praxis', 'Recht', 'Seminar', 'Update', 'Erbrecht'];
const SCOPES = Array.from({ length: 36 }, (_, index) => index + 1);
const CITIES = Array.from({ length: 230 }, (_, index) => index + 1);
const COURSE_TYPES = [undefined, 'PRESENT', 'ONLINE', 'SELF'];
const TYPES = [undefined, 'EDUCATION', 'RENO'];
const SORTS = [undefined, 'date', 'price'];
const KINDS = [undefined, 'FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'];

/** Every combination of the dimensions as a query string, shuffled with a fixed seed. */
function family(dimensions: Dimensions, seed: number): string[] {
  let combinations: [string, Value][][] = [[]];
  for (const [name, values] of Object.entries(dimensions)) {
    combinations = combinations.flatMap((prefix) => values.map((value): [string, Value][] => [...prefix, [name, value]]));
  }
  const paths = combinations.map((pairs) => {
    const query = pairs
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => (name === RAW ? String(value) : `${name}=${encodeURIComponent(String(value))}`));
    return `/api/search${query.length ? `?${query.join('&')}` : ''}`;
  });
  return createRandom(seed).shuffle([...new Set(paths)]);
}

function searchMix(name: string, description: string, dimensions: Dimensions, seed: number): Mix {
  let cached: string[] | null = null;
  return { name, description, paths: () => (cached ??= family(dimensions, seed)) };
}

/** Every family's parameter sets, shuffled together, so each kind comes up throughout a run. */
function mixedFamilies(families: readonly Dimensions[], seed: number): string[] {
  return createRandom(seed).shuffle(families.flatMap((dimensions) => family(dimensions, seed)));
}

/** `path` with one more parameter. */
const withParameter = (path: string, parameter: string) => `${path}${path.includes('?') ? '&' : '?'}${parameter}`;

export function benchMixes(today: string): Mix[] {
  const day = (days: number) => addDays(today, days);
  const dateWindows = Array.from({ length: 60 }, (_, offset) =>
    [14, 30, 60, 90].map((length) => `dateFrom=${day(offset * 2)}&dateTo=${day(offset * 2 + length)}`),
  ).flat();
  // Searches matching thousands of courses, so their page 50 (courses 981–1000) exists. Windows from
  // odd days on, which no other mix asks for: page 1's first time is computed, not an earlier mix's match.
  const longWindows = Array.from({ length: 60 }, (_, offset) =>
    [90, 180].map((length) => `dateFrom=${day(offset * 2 + 1)}&dateTo=${day(offset * 2 + 1 + length)}`),
  ).flat();
  const deepFamilies: Dimensions[] = [
    { [RAW]: longWindows, term: [undefined, 'Praxis', 'Recht'], sortBy: SORTS },
    { [RAW]: longWindows, types: TYPES, courseType: [undefined, 'PRESENT', 'ONLINE'], sortBy: SORTS },
  ];
  let deepSearches: string[] | null = null;
  const sameSearches = () => (deepSearches ??= mixedFamilies(deepFamilies, 7));
  return [
    {
      name: 'ceiling',
      description: 'GET /api/chambers: a trivial endpoint, the ceiling of the server and the harness',
      paths: () => ['/api/chambers'],
    },
    searchMix('broad term', "terms matching a third to a half of the catalogue ('Praxis', 'Recht', 'Seminar', …), with filters, sort and page", {
      term: BROAD_TERMS, courseType: COURSE_TYPES, types: TYPES, sortBy: SORTS, seq: [undefined, 'asc'], kind: KINDS,
    }, 1),
    searchMix('narrow term', "terms matching 0.5–2 % of the catalogue ('Erbrecht', 'Kündigungsschutz', …), stemmed and compound", {
      term: NARROW_TERMS, courseType: COURSE_TYPES, sortBy: SORTS, types: TYPES, seq: [undefined, 'asc'],
    }, 2),
    searchMix('term + scope', "a term within a legal field ('Arbeitsrecht&scope=2', …)", {
      term: SCOPED_TERMS, scope: SCOPES, sortBy: SORTS, courseType: [undefined, 'PRESENT', 'ONLINE'],
    }, 3),
    searchMix('radius', 'a city with 10–250 km, no term, sorted by relevance, date or price', {
      cityId: CITIES, radius: [10, 50, 100, 250], sortBy: SORTS, types: [undefined, 'EDUCATION'],
    }, 4),
    searchMix('dates', 'date windows of 2 weeks to 3 months, no term', {
      [RAW]: dateWindows,
      courseType: COURSE_TYPES, types: TYPES,
    }, 5),
    searchMix('facets only', 'no term: the default listing (everything bookable) and the search-box start by type, kind and field', {
      types: TYPES, courseType: COURSE_TYPES, kind: KINDS,
      scope: [undefined, ...SCOPES], sortBy: SORTS,
    }, 6),
    // Page 1 goes first: had page 50 gone first, page 1's "first time" would be answered from its match.
    // Page 50 then finds page 1's shorter prefix of the order, as after a user's first page.
    {
      name: 'page 1 of the same searches',
      description: 'the parameter sets of the next mix (windows of 3 to 6 months, with or without a broad term), first page',
      paths: sameSearches,
    },
    {
      name: 'deep paging (start=50)',
      description: 'the same parameter sets with start=50: courses 981–1000 of the order',
      paths: () => sameSearches().map((path) => withParameter(path, 'start=50')),
    },
  ];
}

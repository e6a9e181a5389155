/**
 * JSON Schemas of the search API; they mirror src/shared/search.ts. Each parameter is checked alone
 * here (Ajv, 400 naming the field); the rules between parameters live in services/search/parameters.ts.
 */
import { CITY_SUGGEST_MIN_CHARS, RADIUS_OPTIONS_KM } from '../../shared/constants.ts';
import { str, int, day, id, strict } from './primitives.ts';

/** Longest search term accepted; longer ones are refused, not cut. */
export const MAX_TERM_LENGTH = 200;
export const MAX_PAGE_SIZE = 100;
/** Deep pages cost an ever larger sort; nobody pages 2,000 courses by 20. */
export const MAX_PAGE = 10_000;

const courseTypeEnum = ['SELF', 'ONLINE', 'PRESENT'] as const;

export const searchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    term: { type: 'string', maxLength: MAX_TERM_LENGTH },
    scope: id,
    category: id,
    selectedScopeName: { type: 'string', maxLength: 200 },
    cityId: id,
    cityName: { type: 'string', maxLength: 200 },
    radius: { type: 'integer', enum: [...RADIUS_OPTIONS_KM] },
    dateFrom: day,
    dateTo: day,
    types: { type: 'string', pattern: '^(EDUCATION|RENO)(,(EDUCATION|RENO))?$' },
    courseType: { type: 'string', enum: ['ALL', ...courseTypeEnum] },
    kind: { type: 'string', enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'] },
    durationFrom: { type: 'number', minimum: 0, maximum: 10_000 },
    durationTo: { type: 'number', minimum: 0, maximum: 10_000 },
    priceFrom: { type: 'integer', minimum: 0, maximum: 100_000_000 },
    priceTo: { type: 'integer', minimum: 0, maximum: 100_000_000 },
    organizer: { type: 'string', maxLength: 100 },
    organizerId: id,
    sortBy: { type: 'string', enum: ['relevance', 'date', 'price'] },
    seq: { type: 'string', enum: ['asc', 'desc'] },
    start: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
} as const;

const priceLevel = strict({ id: int, name: str, priceValue: int });
const schedule = strict({
  id: int,
  city: { anyOf: [{ type: 'null' }, strict({ id: int, name: str })] },
  startDate: str,
  endDate: str,
  freePlaces: int,
  distanceKm: { type: ['number', 'null'] },
  pricelevels: { type: 'array', items: priceLevel },
});

const courseSummary = strict({
  id: int,
  name: str,
  slug: str,
  kind: { type: 'string', enum: ['FACHANWALTSLEHRGANG', 'FAO15', 'FORTBILDUNG'] },
  type: { type: 'string', enum: ['EDUCATION', 'RENO'] },
  courseType: { type: 'string', enum: [...courseTypeEnum] },
  durationValue: { type: 'number' },
  organizer: strict({ id: int, name: str }),
  professionalScopes: { type: 'array', items: strict({ id: int, name: str }) },
  courseSchedules: { type: 'array', items: schedule },
  minPrice: int,
});

export const searchResultSchema = strict({
  courses: { type: 'array', items: courseSummary },
  count: int,
  courseTypes: { type: 'array', items: strict({ courseType: { type: 'string', enum: [...courseTypeEnum] }, count: int }) },
  minPrice: int,
  maxPrice: int,
  minDuration: { type: 'number' },
  maxDuration: { type: 'number' },
  priceSteps: { type: 'array', items: { type: 'number' } },
  durationSteps: { type: 'array', items: { type: 'number' } },
});

export const citySchema = strict({ id: int, name: str, slug: str, state: str });
export const cityListSchema = { type: 'array', items: citySchema } as const;

export const suggestCityQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['input'],
  properties: { input: { type: 'string', minLength: CITY_SUGGEST_MIN_CHARS, maxLength: 100 } },
} as const;

export const cityParamsSchema = { type: 'object', required: ['id'], properties: { id } } as const;

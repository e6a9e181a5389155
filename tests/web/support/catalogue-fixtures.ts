/** Catalogue answers for the package, organizer and referent page tests. */
import { http, HttpResponse } from 'msw';
import type { CourseOverview } from '../../../src/shared/catalogue';

export function courseOverview(id: number, overrides: Partial<CourseOverview> = {}): CourseOverview {
  return {
    id,
    name: `Arbeitsrecht kompakt ${id}`,
    slug: `arbeitsrecht-kompakt-${id}`,
    kind: 'FAO15',
    type: 'EDUCATION',
    courseType: 'PRESENT',
    durationValue: 5,
    organizer: { id: 5, name: 'Arbeitsrechtsforum Westfalen' },
    professionalScopes: [{ id: 2, name: 'Arbeitsrecht' }],
    courseSchedules: [
      {
        id: id * 10,
        city: { id: 3, name: 'Köln' },
        startDate: '2027-03-15',
        endDate: '2027-03-15',
        freePlaces: 12,
        fullyBooked: false,
        pricelevels: [{ id: id * 100, name: 'Regulär', priceValue: 29_000 }],
      },
    ],
    minPrice: 29_000,
    meta: { description: 'Kündigungsschutz kompakt.' },
    ...overrides,
  };
}

/** A 404 answer as the API gives it, for GET `path`. */
export function notFoundAt(path: string) {
  return http.get(path, () => HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: `${path} not found` }, { status: 404 }));
}

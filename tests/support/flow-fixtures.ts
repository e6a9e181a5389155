/**
 * Search data for the search flows' tests: the models speak of courses by id only
 * ({ courses: [{ id: 1 }], count: 3 }); these turn such a page into what the API answers.
 */
import type { CourseSummary, SearchResult } from '../../src/shared/search';

const NAMES = ['Fachanwaltslehrgang Arbeitsrecht', 'Familienrecht kompakt', 'Mietrecht aktuell', 'Erbrecht für Praktiker'];

/** A course with every field a result card shows; the id picks a name, a place and a price. */
export function courseSummary(id: number, overrides: Partial<CourseSummary> = {}): CourseSummary {
  const name = `${NAMES[(id - 1) % NAMES.length]} ${id}`;
  return {
    id,
    name,
    slug: `kurs-${id}`,
    kind: 'FORTBILDUNG',
    type: 'EDUCATION',
    courseType: 'PRESENT',
    durationValue: 8,
    organizer: { id: 7, name: 'Deutsche Anwaltakademie' },
    professionalScopes: [{ id: 3, name: 'Arbeitsrecht' }],
    courseSchedules: [
      {
        id: id * 10 + 2,
        city: { id: 5, name: 'Köln' },
        startDate: '2027-05-20',
        endDate: '2027-05-20',
        freePlaces: 12,
        distanceKm: null,
        pricelevels: [{ id: id * 100, name: 'Standard', priceValue: 129_000 }],
      },
      {
        id: id * 10 + 1,
        city: { id: 4, name: 'Berlin' },
        startDate: '2027-03-05',
        endDate: '2027-03-06',
        freePlaces: 3,
        distanceKm: null,
        pricelevels: [{ id: id * 100 + 1, name: 'Standard', priceValue: 139_000 }],
      },
    ],
    minPrice: 129_000,
    ...overrides,
  };
}

/** A search answer with the given courses (ids or full summaries) and total. */
export function searchResult(courses: readonly (number | { id: number } | CourseSummary)[], count: number): SearchResult {
  return {
    courses: courses.map((course) =>
      typeof course === 'number' ? courseSummary(course) : 'name' in course ? (course as CourseSummary) : courseSummary(course.id),
    ),
    count,
    courseTypes: [{ courseType: 'PRESENT', count }],
    minPrice: 129_000,
    maxPrice: 129_000,
    minDuration: 8,
    maxDuration: 8,
    priceSteps: [],
    durationSteps: [],
  };
}

/** Catalogue answers for the package, organizer, referent and course page tests. */
import { http, HttpResponse } from 'msw';
import type { CourseDetail, CourseOverview, CourseScheduleDetail } from '../../../src/shared/catalogue';

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

/** A bookable date of a course page, in Köln, with two price levels. */
export function courseScheduleDetail(overrides: Partial<CourseScheduleDetail> = {}): CourseScheduleDetail {
  return {
    id: 71,
    city: { id: 3, name: 'Köln' },
    startDate: '2027-03-15',
    endDate: '2027-03-16',
    freePlaces: 12,
    fullyBooked: false,
    online: false,
    selfStudy: false,
    capacity: 30,
    past: false,
    pricelevels: [
      { id: 1, name: 'Regulär', priceValue: 129000 },
      { id: 2, name: 'Frühbucher', priceValue: 113500 },
    ],
    ...overrides,
  };
}

/** A course page's answer (GET /api/course/7) with one date, documents and a referent. */
export function courseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 7,
    name: 'Arbeitsrecht aktuell: Kündigungsschutz',
    slug: 'arbeitsrecht-aktuell-kuendigungsschutz',
    kind: 'FAO15',
    type: 'EDUCATION',
    courseType: 'PRESENT',
    durationValue: 5,
    fao15: { qualifies: true, hours: 5 },
    distanceLearning: null,
    description: 'Das Seminar behandelt den Kündigungsschutz.\n\nSie erhalten eine Teilnahmebescheinigung.',
    organizer: {
      id: 5,
      name: 'Arbeitsrechtsforum Westfalen',
      slug: 'arbeitsrechtsforum-westfalen',
      city: { id: 9, name: 'Münster' },
      website: 'https://www.arbeitsrechtsforum.example.org',
    },
    professionalScopes: [{ id: 2, name: 'Arbeitsrecht' }],
    category: { id: 1, name: 'Arbeit und Soziales' },
    documents: [
      { id: 1, name: 'Kursprogramm', fileName: 'kursprogramm-arbeitsrecht-7.pdf', contentType: 'application/pdf' },
      { id: 2, name: 'Termine und Preise', fileName: 'termine-und-preise-arbeitsrecht-7.pdf', contentType: 'application/pdf' },
    ],
    referents: [
      { id: 4, title: 'Dr.', firstName: 'Anna', lastName: 'Berg', name: 'Dr. Anna Berg', profession: 'Richterin am Landesarbeitsgericht' },
    ],
    courseSchedules: [courseScheduleDetail()],
    meta: { description: 'Das Seminar behandelt den Kündigungsschutz.' },
    ...overrides,
  };
}

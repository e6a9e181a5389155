/**
 * Catalogue calls (spec §7): courses, course documents, the courses of a year, packages, organizers,
 * referents and the waiting list. Every id-based GET answers 404 for an unknown id, which the HTTP
 * client turns into the 404 page unless the caller marks the call with handlingNotFound().
 */
import type { Options } from 'ky';
import { http } from '../lib/http';
import type { Language } from '../shared/constants';
import type {
  CourseDetail, CourseOverview, OrganizerDetail, OrganizerSummary, PackageDetail, PackageSummary, ReferentDetail,
  ReferentInfo, WaitingListEntry, WaitingListRequest, YearOverview, YearOverviewQuery,
} from '../shared/catalogue';

/** Spec §5: a missing required parameter fails before any request. */
function required<T>(value: T | null | undefined, name: string, operation: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Required parameter ${name} was null or undefined when calling ${operation}`);
  }
  return value;
}

export function getCourse(id: number, language?: Language, options: Options = {}): Promise<CourseDetail> {
  const courseId = required(id, 'id', 'getCourse');
  return http.get(`course/${courseId}`, { ...options, searchParams: language ? { language } : undefined }).json<CourseDetail>();
}

export function getCourseOverview(id: number, language?: Language): Promise<CourseOverview> {
  const courseId = required(id, 'id', 'getCourseOverview');
  return http.get(`course/${courseId}/overview`, { searchParams: language ? { language } : undefined }).json<CourseOverview>();
}

/** The address of a course document, for a download link (the browser fetches it itself). */
export function courseDocumentUrl(courseId: number, documentId: number): string {
  required(courseId, 'id', 'getCourseDocument');
  required(documentId, 'documentId', 'getCourseDocument');
  return `/api/course/${courseId}/document/${documentId}`;
}

/** GET /api/course/{id}/document/{documentId} as a Blob (application/pdf). */
export function getCourseDocument(courseId: number, documentId: number): Promise<Blob> {
  required(courseId, 'id', 'getCourseDocument');
  required(documentId, 'documentId', 'getCourseDocument');
  return http.get(`course/${courseId}/document/${documentId}`).blob();
}

export function getYearOverview(year: number, query: YearOverviewQuery & { language?: Language } = {}): Promise<YearOverview> {
  const searchParams: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) searchParams[key] = value;
  return http.get(`courses/overview/${required(year, 'year', 'getYearOverview')}`, { searchParams }).json<YearOverview>();
}

export function getPackages(language?: Language, signal?: AbortSignal): Promise<PackageSummary[]> {
  return http.get('courses/packages', { searchParams: language ? { language } : undefined, signal }).json<PackageSummary[]>();
}

export function getPackage(id: number, language?: Language): Promise<PackageDetail> {
  const packageId = required(id, 'id', 'getPackage');
  return http.get(`courses/packages/${packageId}`, { searchParams: language ? { language } : undefined }).json<PackageDetail>();
}

export function getOrganizers(signal?: AbortSignal): Promise<OrganizerSummary[]> {
  return http.get('organizer', { signal }).json<OrganizerSummary[]>();
}

export function getOrganizer(id: number, { includeScopes = false, language }: { includeScopes?: boolean; language?: Language } = {}): Promise<OrganizerDetail> {
  const organizerId = required(id, 'id', 'getOrganizer');
  const searchParams: Record<string, string | boolean> = {};
  if (includeScopes) searchParams.includeScopes = true;
  if (language) searchParams.language = language;
  return http.get(`organizer/${organizerId}`, { searchParams }).json<OrganizerDetail>();
}

export function getReferents(signal?: AbortSignal): Promise<ReferentInfo[]> {
  return http.get('referent-infos', { signal }).json<ReferentInfo[]>();
}

export function getReferent(id: number, language?: Language): Promise<ReferentDetail> {
  const referentId = required(id, 'id', 'getReferent');
  return http.get(`referent-infos/${referentId}`, { searchParams: language ? { language } : undefined }).json<ReferentDetail>();
}

/**
 * POST /api/orders/waitinglists → 201 (new) or 200 (the address was already on the list); 409 when
 * the date has free places again or is past; 400 with { field } for invalid input. Sending it again
 * is harmless: the server keeps an address once per date.
 */
export async function joinWaitingList(request: WaitingListRequest): Promise<{ entry: WaitingListEntry; created: boolean }> {
  required(request, 'waitingListRequest', 'joinWaitingList');
  const response = await http.post('orders/waitinglists', { json: request });
  return { entry: await response.json<WaitingListEntry>(), created: response.status === 201 };
}

/**
 * Certificate and learning-success check calls (spec §7 /customer-certificate/*, /course-certification/*,
 * GET /course/{id}/info; contract src/shared/certificates.ts) through the one HTTP client. A missing
 * required parameter fails before any request with the spec §5 message. Calls whose 404 the page
 * answers itself ("no such confirmation") are marked handlingNotFound, so the app stays on the page.
 */
import type { Options } from 'ky';
import { handlingNotFound, http, withoutAuth } from '../lib/http';
import type {
  AttendanceConfirmation, CertificationLookup, CourseInfo, LearningCheck, LearningCheckResult, LearningCheckSubmission,
} from '../shared/certificates';

/** Spec §5: a missing required parameter fails before any request. */
function required<T>(value: T | null | undefined, name: string, operation: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value === '')) {
    throw new Error(`Required parameter ${name} was null or undefined when calling ${operation}`);
  }
  return value;
}

/** GET /api/course-certification/{positionId}/certification: the check of an own self-study position. */
export function getLearningCheck(positionId: number, signal?: AbortSignal): Promise<LearningCheck> {
  const id = required(positionId, 'id', 'getLearningCheck');
  return http.get(`course-certification/${id}/certification`, handlingNotFound({ signal })).json<LearningCheck>();
}

/** POST /api/course-certification/{positionId}/certification: the answers, scored by the server. */
export function submitLearningCheck(positionId: number, submission: LearningCheckSubmission): Promise<LearningCheckResult> {
  const id = required(positionId, 'id', 'submitLearningCheck');
  const body = required(submission, 'learningCheckSubmission', 'submitLearningCheck');
  return http.post(`course-certification/${id}/certification`, handlingNotFound({ json: body })).json<LearningCheckResult>();
}

/** A certificate PDF by the URL the server gave (certificateUrl, module url): '/api/…' → the client's prefix. */
export function getCertificatePdf(url: string, options: Options = {}): Promise<Blob> {
  const path = required(url, 'url', 'getCertificatePdf').replace(/^\/api\//, '');
  return http.get(path, handlingNotFound(options)).blob();
}

/** GET /api/customer-certificate/{id}: the participation certificate of an own position. */
export function getCustomerCertificate(positionId: number): Promise<Blob> {
  return getCertificatePdf(`/api/customer-certificate/${required(positionId, 'id', 'getCustomerCertificate')}`);
}

/** GET /api/course-certification/attendance/{urlId}: the attendance confirmation (no login; the id is the key). */
export function getAttendance(urlId: string, signal?: AbortSignal): Promise<AttendanceConfirmation> {
  const id = required(urlId, 'urlId', 'getAttendance');
  return http.get(`course-certification/attendance/${encodeURIComponent(id)}`, handlingNotFound(withoutAuth({ signal }))).json<AttendanceConfirmation>();
}

/** GET /api/customer-certificate/certification/{courseId}/order/{orderNumber}?email. */
export function lookUpCertification(courseId: number, orderNumber: string, email: string): Promise<CertificationLookup> {
  const course = required(courseId, 'courseId', 'getCertificationByOrder');
  const order = required(orderNumber, 'orderNumber', 'getCertificationByOrder');
  const address = required(email, 'email', 'getCertificationByOrder');
  return http
    .get(`customer-certificate/certification/${course}/order/${encodeURIComponent(order)}`, handlingNotFound(withoutAuth({ searchParams: { email: address } })))
    .json<CertificationLookup>();
}

/** PUT …/certification/{courseId}/order/{orderNumber}/certificate: the certificate PDF of a matching order. */
export function getCertificationCertificate(courseId: number, orderNumber: string, email: string): Promise<Blob> {
  const course = required(courseId, 'courseId', 'putCertificationCertificate');
  const order = required(orderNumber, 'orderNumber', 'putCertificationCertificate');
  return http
    .put(`customer-certificate/certification/${course}/order/${encodeURIComponent(order)}/certificate`, handlingNotFound(withoutAuth({ json: { email } })))
    .blob();
}

/** GET /api/course/{id}/info?scheduleId. */
export function getCourseInfo(courseId: number, scheduleId?: number, signal?: AbortSignal): Promise<CourseInfo> {
  const id = required(courseId, 'id', 'getCourseInfo');
  return http.get(`course/${id}/info`, handlingNotFound({ signal, searchParams: scheduleId ? { scheduleId } : undefined })).json<CourseInfo>();
}

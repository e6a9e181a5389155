/**
 * Course evaluation calls (spec §7; contract src/shared/evaluations.ts) through the one HTTP client.
 * A missing required parameter fails before any request with the spec §5 message; the server answers
 * the same words (400 REQUIRED_PARAMETER).
 */
import { handlingNotFound, http } from '../lib/http';
import type { CourseType } from '../shared/types';
import type { CourseEvaluation, CourseEvaluationInput, EvaluationForm } from '../shared/evaluations';

function required<T>(value: T | null | undefined, name: string, operation: string): T {
  if (value === null || value === undefined) throw new Error(`Required parameter ${name} was null or undefined when calling ${operation}`);
  return value;
}

const moduleQuery = (moduleId?: number | null) => (moduleId ? { moduleId } : undefined);

/** GET /api/courses/{courseId}/schedule/{courseScheduleId}/evaluation?moduleId: the form of a booked date. */
export function getEvaluationForm(courseId: number, courseScheduleId: number, moduleId?: number | null, signal?: AbortSignal): Promise<EvaluationForm> {
  const course = required(courseId, 'courseId', 'getCourseEvaluationForm');
  const schedule = required(courseScheduleId, 'courseScheduleId', 'getCourseEvaluationForm');
  return http
    .get(`courses/${course}/schedule/${schedule}/evaluation`, handlingNotFound({ signal, searchParams: moduleQuery(moduleId) }))
    .json<EvaluationForm>();
}

/** PUT /api/evaluations/courses/{courseId}/schedules/{scheduleId}?moduleId with the courseEvaluation body. */
export function putCourseEvaluation(courseId: number, scheduleId: number, courseEvaluation: CourseEvaluationInput, moduleId?: number | null): Promise<CourseEvaluation> {
  const course = required(courseId, 'courseId', 'putCourseEvaluation');
  const schedule = required(scheduleId, 'scheduleId', 'putCourseEvaluation');
  const body = required(courseEvaluation, 'courseEvaluation', 'putCourseEvaluation');
  return http
    .put(`evaluations/courses/${course}/schedules/${schedule}`, handlingNotFound({ json: body, searchParams: moduleQuery(moduleId) }))
    .json<CourseEvaluation>();
}

/** GET /api/evaluations/courses/{courseId}?scheduleId&moduleId (organizer staff, referents). */
export function getCourseEvaluations(courseId: number, scheduleId?: number, moduleId?: number): Promise<CourseEvaluation[]> {
  const course = required(courseId, 'courseId', 'getCourseEvaluations');
  const searchParams = { ...(scheduleId ? { scheduleId } : {}), ...(moduleId ? { moduleId } : {}) };
  return http.get(`evaluations/courses/${course}`, { searchParams }).json<CourseEvaluation[]>();
}

/** GET /api/evaluations/types/{type}. */
export function getEvaluationsByType(type: CourseType): Promise<CourseEvaluation[]> {
  return http.get(`evaluations/types/${required(type, 'type', 'getEvaluationsByType')}`).json<CourseEvaluation[]>();
}

/** GET /api/evaluations/types/{type}/{id}. */
export function getEvaluationByType(type: CourseType, id: number): Promise<CourseEvaluation> {
  const kind = required(type, 'type', 'getEvaluationByType');
  return http.get(`evaluations/types/${kind}/${required(id, 'id', 'getEvaluationByType')}`).json<CourseEvaluation>();
}

/** GET /api/evaluations/referents/{referentId}. */
export function getReferentEvaluations(referentId: number): Promise<CourseEvaluation[]> {
  return http.get(`evaluations/referents/${required(referentId, 'referentId', 'getReferentEvaluations')}`).json<CourseEvaluation[]>();
}

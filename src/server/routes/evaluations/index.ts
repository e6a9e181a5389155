/**
 * Course evaluations (issue 12 §4; spec §7 GET /courses/{courseId}/schedule/{courseScheduleId}/evaluation,
 * /evaluations/*). Thin: rules and SQL in services/evaluations/. Every call needs a signed-in account
 * (401 first); the form and PUT are the booking customer's, the reading calls the organizer staff's
 * and the referents' (403 for any other account). A missing required parameter answers the spec §5
 * message (routes/required-parameters.ts).
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import {
  courseParams,
  courseQuery,
  evaluationBody,
  evaluationFormSchema,
  evaluationListSchema,
  evaluationSchema,
  formParams,
  moduleQuery,
  referentParams,
  scheduleParams,
  typeIdParams,
  typeParams,
} from '../../schemas/evaluations.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import {
  evaluationForm,
  evaluationOfType,
  evaluationsOfCourse,
  evaluationsOfReferent,
  evaluationsOfType,
  readerOf,
  saveEvaluation,
} from '../../services/evaluations/index.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { requireParameters } from '../required-parameters.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 403: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const tags = ['evaluations'];

const evaluationRoutes: ApiRoutes = async (app) => {
  const { db } = app;
  const guarded = (operation: string, parameters: Parameters<typeof requireParameters>[1]) => [
    requireLogin,
    requireParameters(operation, parameters),
  ];

  app.get('/courses/:courseId/schedule/:courseScheduleId/evaluation', {
    preValidation: guarded('getCourseEvaluationForm', { params: ['courseId', 'courseScheduleId'] }),
    schema: {
      tags,
      security,
      params: formParams,
      querystring: moduleQuery,
      summary:
        'The evaluation form of a date the customer booked, with their saved answers (404 when they did not book it)',
      response: { 200: evaluationFormSchema, ...errors },
    },
    handler: (request) =>
      evaluationForm(
        db,
        request.identity.customerId,
        request.params.courseId,
        request.params.courseScheduleId,
        request.query.moduleId,
        catalogueToday(),
      ),
  });

  app.put('/evaluations/courses/:courseId/schedules/:scheduleId', {
    preValidation: guarded('putCourseEvaluation', { params: ['courseId', 'scheduleId'], body: 'courseEvaluation' }),
    schema: {
      tags,
      security,
      params: scheduleParams,
      querystring: moduleQuery,
      body: evaluationBody,
      summary:
        "Save the customer's evaluation of a booked date (replaces an earlier one); 409 until it is open, 422 naming a wrong answer",
      response: { 200: evaluationSchema, 409: apiError, 422: apiError, ...errors },
    },
    handler: (request) =>
      saveEvaluation(
        db,
        request.identity.customerId,
        request.params.courseId,
        request.params.scheduleId,
        request.query.moduleId,
        request.body,
        catalogueToday(),
      ),
  });

  app.get('/evaluations/courses/:courseId', {
    preValidation: guarded('getCourseEvaluations', { params: ['courseId'] }),
    schema: {
      tags,
      security,
      params: courseParams,
      querystring: courseQuery,
      summary: "The evaluations of a course (organizer staff: their organizer's courses; referents: their own)",
      response: { 200: evaluationListSchema, ...errors },
    },
    handler: (request) =>
      evaluationsOfCourse(
        db,
        readerOf(request.identity),
        request.params.courseId,
        request.query.scheduleId,
        request.query.moduleId,
      ),
  });

  app.get('/evaluations/types/:type', {
    preValidation: guarded('getEvaluationsByType', { params: ['type'] }),
    schema: {
      tags,
      security,
      params: typeParams,
      summary: "The reader's evaluations of courses of one delivery type (SELF, ONLINE, PRESENT)",
      response: { 200: evaluationListSchema, ...errors },
    },
    handler: (request) => evaluationsOfType(db, readerOf(request.identity), request.params.type),
  });

  app.get('/evaluations/types/:type/:id', {
    preValidation: guarded('getEvaluationByType', { params: ['type', 'id'] }),
    schema: {
      tags,
      security,
      params: typeIdParams,
      summary: "One evaluation of that delivery type within the reader's reach",
      response: { 200: evaluationSchema, ...errors },
    },
    handler: (request) => evaluationOfType(db, readerOf(request.identity), request.params.type, request.params.id),
  });

  app.get('/evaluations/referents/:referentId', {
    preValidation: guarded('getReferentEvaluations', { params: ['referentId'] }),
    schema: {
      tags,
      security,
      params: referentParams,
      summary: "The evaluations concerning a referent (that referent, and their organizer's staff)",
      response: { 200: evaluationListSchema, ...errors },
    },
    handler: (request) => evaluationsOfReferent(db, readerOf(request.identity), request.params.referentId),
  });
};

export default evaluationRoutes;

/**
 * PUT /api/course (spec §7): organizer staff create a course of their organizer (201) or replace one
 * of its courses (200). The role and the organizer come from the access token; rules and SQL are in
 * services/course-write.ts.
 */
import { requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { courseDetailSchema, languageOnlyQuery } from '../../schemas/catalogue.ts';
import { courseWriteBodySchema } from '../../schemas/course-write.ts';
import { writeCourse } from '../../services/course-write.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;

const courseWriteRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.put('/course', {
    // Before the body is validated: a guest learns nothing about the body's rules (401/403 first).
    preValidation: requireRole('organizer_staff'),
    schema: {
      tags: ['courses'],
      summary: 'Create (no id: 201) or update (id: 200) a course of the signed-in organizer staff\'s organizer, with its dates and prices',
      description:
        'Dates and price levels left out of an update are removed (409 while places are booked or people wait for the date). ' +
        'Unknown scopes, cities or referents, referents of another organizer and dates ending before they start answer 422. ' +
        'Another organizer\'s course answers 404.',
      security: [{ bearerAuth: [] }],
      querystring: languageOnlyQuery,
      body: courseWriteBodySchema,
      response: {
        200: courseDetailSchema,
        201: courseDetailSchema,
        401: apiError,
        403: apiError,
        409: apiError,
        422: apiError,
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const { course, created } = await writeCourse(db, request.identity, request.body, request.query.language);
      if (created) reply.header('location', `/api/course/${course.id}`);
      return reply.status(created ? 201 : 200).send(course);
    },
  });
};

export default courseWriteRoutes;

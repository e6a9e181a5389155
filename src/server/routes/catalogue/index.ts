/**
 * The catalogue API (spec §7): courses, their documents, the courses of a year, packages,
 * organizers, referents, and the waiting list of fully booked dates.
 * PUT /api/course (organizer staff) is the plugin ./course-write.ts.
 */
import { errorResponses } from '../../schemas/common.ts';
import {
  courseDetailSchema, courseOverviewSchema, documentParams, idParams, languageOnlyQuery, organizerDetailSchema,
  organizerListSchema, organizerQuery, packageDetailSchema, packageListSchema, referentDetailSchema,
  referentListSchema, waitingListBodySchema, waitingListEntrySchema, yearOverviewQuery, yearOverviewSchema, yearParams,
} from '../../schemas/catalogue.ts';
import { catalogueToday, loadCourse, loadCourseOverview, loadYearOverview } from '../../services/catalogue.ts';
import {
  listOrganizers, listPackages, listReferents, loadOrganizer, loadPackage, loadReferent,
} from '../../services/catalogue-parties.ts';
import { renderCourseDocument } from '../../services/course-documents.ts';
import { joinWaitingList } from '../../services/waiting-list/index.ts';
import courseWriteRoutes from './course-write.ts';
import type { ApiRoutes } from '../api-routes.ts';

const catalogueRoutes: ApiRoutes = async (app) => {
  const { db, settings, mail } = app;

  await app.register(courseWriteRoutes);

  app.get('/course/:id', {
    schema: {
      tags: ['courses'],
      summary: 'A course with organizer, scopes, description, documents, referents and every date with prices and free places',
      params: idParams,
      querystring: languageOnlyQuery,
      response: { 200: courseDetailSchema, ...errorResponses },
    },
    handler: (request) => loadCourse(db, request.params.id, request.query.language),
  });

  app.get('/course/:id/overview', {
    schema: {
      tags: ['courses'],
      summary: 'The short form of a course: its facts and the dates not past yet',
      params: idParams,
      querystring: languageOnlyQuery,
      response: { 200: courseOverviewSchema, ...errorResponses },
    },
    handler: (request) => loadCourseOverview(db, request.params.id, request.query.language),
  });

  app.get('/course/:id/document/:documentId', {
    schema: {
      tags: ['courses'],
      summary: 'A document of a course (PDF, generated from the catalogue), as a download',
      params: documentParams,
      response: {
        200: { description: 'The PDF file', type: 'string', format: 'binary' },
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await renderCourseDocument(db, id, documentId, loadCourse, catalogueToday());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.fileName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
        .header('cache-control', 'no-cache')
        .send(document.bytes);
    },
  });

  app.get(
    '/courses/overview/:year',
    {
      schema: {
        tags: ['courses'],
        summary: 'The courses with a date in a year (futureEventsOnly: from today on), by first date, one page',
        params: yearParams,
        querystring: yearOverviewQuery,
        response: { 200: yearOverviewSchema, ...errorResponses },
      },
      // '?futureEventsOnly' without a value is the flag set.
      preValidation: async (request) => {
        const query = request.query as unknown as Record<string, unknown>;
        if (query.futureEventsOnly === '') query.futureEventsOnly = 'true';
      },
      handler: (request) => {
        const { futureEventsOnly, organizerId, start, limit, language } = request.query;
        return loadYearOverview(db, request.params.year, { futureEventsOnly, organizerId, start, limit }, language);
      },
    },
  );

  app.get('/courses/packages', {
    schema: {
      tags: ['packages'],
      summary: 'Every seminar package (credit hours of one organizer for its courses in the package scopes)',
      querystring: languageOnlyQuery,
      response: { 200: packageListSchema, ...errorResponses },
    },
    handler: (request) => listPackages(db, request.query.language),
  });

  app.get('/courses/packages/:id', {
    schema: {
      tags: ['packages'],
      summary: 'A seminar package and the courses its credits can be spent on',
      params: idParams,
      querystring: languageOnlyQuery,
      response: { 200: packageDetailSchema, ...errorResponses },
    },
    handler: (request) => loadPackage(db, request.params.id, request.query.language),
  });

  app.get('/organizer', {
    schema: { tags: ['organizers'], summary: 'Every organizer, by name', response: { 200: organizerListSchema, ...errorResponses } },
    handler: () => listOrganizers(db),
  });

  app.get('/organizer/:id', {
    schema: {
      tags: ['organizers'],
      summary: 'An organizer with its number of offered courses (and, with includeScopes=true, their scopes)',
      params: idParams,
      querystring: organizerQuery,
      response: { 200: organizerDetailSchema, ...errorResponses },
    },
    handler: (request) => loadOrganizer(db, request.params.id, request.query.includeScopes, request.query.language),
  });

  app.get('/referent-infos', {
    schema: { tags: ['referents'], summary: 'Every referent with their organizer', response: { 200: referentListSchema, ...errorResponses } },
    handler: () => listReferents(db),
  });

  app.get('/referent-infos/:id', {
    schema: {
      tags: ['referents'],
      summary: 'A referent with vita and offered courses',
      params: idParams,
      querystring: languageOnlyQuery,
      response: { 200: referentDetailSchema, ...errorResponses },
    },
    handler: (request) => loadReferent(db, request.params.id, request.query.language),
  });

  app.post('/orders/waitinglists', {
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags: ['orders'],
      summary: 'Join the waiting list of a fully booked date (201; 200 when the address is already on it)',
      body: waitingListBodySchema,
      response: { 200: waitingListEntrySchema, 201: waitingListEntrySchema, 409: { $ref: 'ApiError#' }, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { entry, created } = await joinWaitingList(db, request.body);
      if (created) void mail.flush();
      return reply.status(created ? 201 : 200).send(entry);
    },
  });
};

export default catalogueRoutes;

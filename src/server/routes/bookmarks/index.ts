/**
 * Bookmarks of the signed-in customer (spec §7): PUT /api/bookmarks {courseId} (201 new, 200 already
 * on the list), GET /api/bookmarks (newest first), GET and DELETE /api/bookmarks/{id}. Every call
 * needs a login (401 for guests, before the body is looked at); the customer comes from the access
 * token. Rules and SQL are in services/bookmarks.ts.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { bookmarkBodySchema, bookmarkListSchema, bookmarkParams, bookmarkSchema } from '../../schemas/bookmarks.ts';
import { errorResponses } from '../../schemas/common.ts';
import { addBookmark, getBookmark, listBookmarks, removeBookmark } from '../../services/bookmarks.ts';
import { type ApiRoutes, noContent } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const authErrors = { 401: apiError, 403: apiError, ...errorResponses } as const;

const bookmarkRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.put('/bookmarks', {
    // Before the body is validated: a guest learns nothing about the body's rules.
    preValidation: requireLogin,
    schema: {
      tags: ['bookmarks'],
      summary: 'Put a course on the signed-in customer\'s bookmark list (201 new; 200 when it is already there)',
      description: 'A course is on the list once; a repeated call answers the stored bookmark. An unknown course answers 422.',
      security: [{ bearerAuth: [] }],
      body: bookmarkBodySchema,
      response: { 200: bookmarkSchema, 201: bookmarkSchema, 422: apiError, ...authErrors },
    },
    handler: async (request, reply) => {
      const { bookmark, created } = await addBookmark(db, request.identity.customerId, request.body.courseId);
      if (created) reply.header('location', `/api/bookmarks/${bookmark.id}`);
      return reply.status(created ? 201 : 200).send(bookmark);
    },
  });

  app.get('/bookmarks', {
    preValidation: requireLogin,
    schema: {
      tags: ['bookmarks'],
      summary: 'The signed-in customer\'s bookmarks with the course facts for a link, newest first',
      security: [{ bearerAuth: [] }],
      response: { 200: bookmarkListSchema, ...authErrors },
    },
    handler: (request) => listBookmarks(db, request.identity.customerId),
  });

  app.get('/bookmarks/:id', {
    preValidation: requireLogin,
    schema: {
      tags: ['bookmarks'],
      summary: 'One of the signed-in customer\'s bookmarks (another customer\'s answers 404)',
      security: [{ bearerAuth: [] }],
      params: bookmarkParams,
      response: { 200: bookmarkSchema, ...authErrors },
    },
    handler: (request) => getBookmark(db, request.identity.customerId, request.params.id),
  });

  app.delete('/bookmarks/:id', {
    preValidation: requireLogin,
    schema: {
      tags: ['bookmarks'],
      summary: 'Remove one of the signed-in customer\'s bookmarks (another customer\'s answers 404 and stays)',
      security: [{ bearerAuth: [] }],
      params: bookmarkParams,
      response: { 204: { type: 'null', description: 'Removed' }, ...authErrors },
    },
    handler: async (request, reply) => {
      await removeBookmark(db, request.identity.customerId, request.params.id);
      return noContent(reply);
    },
  });
};

export default bookmarkRoutes;

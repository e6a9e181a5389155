/**
 * The customer area's calls (issue 12 §1–§2; spec §7): the customer's orders by year, one ordered
 * position and the title its hours count toward, manual course entries, saved searches, the §15 FAO
 * training state, the letter to the bar chamber and the bought credit packages. Thin: every rule
 * and all SQL are in services/customer-area/.
 *
 * Every call needs a signed-in customer and checks it before the input (a guest gets 401 and
 * learns nothing about the rules); another customer's record answers 404 as if it did not exist.
 */
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import {
  creditPackageListSchema,
  favoriteBody,
  favoriteListSchema,
  favoriteSchema,
  idParams,
  letterBody,
  letterRejectedSchema,
  manualCourseBody,
  manualCourseSchema,
  ordersByYearSchema,
  ordersOfYearQuery,
  ordersOfYearSchema,
  ordersQuery,
  packagesQuery,
  positionSchema,
  positionScopeBody,
  scopeYearParams,
  trainingStateSchema,
  yearParams,
} from '../../schemas/customer-area.ts';
import { binaryAnswer } from '../../schemas/payment.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import {
  assignPositionScope,
  chamberLetter,
  createManualCourse,
  customerOrders,
  customerOrdersOfYear,
  customerPackages,
  customerPosition,
  customerTrainingState,
  deleteFavorite,
  deleteManualCourse,
  getManualCourse,
  listFavorites,
  manualCoursesOfYear,
  saveFavorite,
  updateManualCourse,
} from '../../services/customer-area/index.ts';
import { type ApiRoutes, noContent } from '../api-routes.ts';
import customerParticipantRoutes from './participants.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 403: apiError, ...errorResponses } as const;
const withInput = { ...errors, 422: apiError } as const;
const security = [{ bearerAuth: [] }];
const preValidation = requireLogin;

const customerAreaRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;
  const orderView = { namingClosesDaysBefore: settings.participantNamingClosesDaysBefore };
  await app.register(customerParticipantRoutes);

  app.get('/customer/orders', {
    preValidation,
    schema: {
      tags: ['customer'],
      security,
      querystring: ordersQuery,
      summary: "The customer's newest orders (size, default 20) with positions, invoice and documents, grouped by year",
      description:
        "Guest orders placed with the account's e-mail address are not listed: the identity provider does not verify addresses yet.",
      response: { 200: ordersByYearSchema, ...errors },
    },
    handler: (request) => customerOrders(db, request.identity.customerId, request.query.size, orderView),
  });

  app.get('/customer/orders/:year', {
    preValidation,
    schema: {
      tags: ['customer'],
      security,
      params: yearParams,
      querystring: ordersOfYearQuery,
      summary:
        "The customer's orders placed in the year (newest first, at most size); manuel=true: the manual entries of courses that started in the year",
      response: { 200: ordersOfYearSchema, ...errors },
    },
    handler: (request) =>
      request.query.manuel
        ? manualCoursesOfYear(db, request.identity.customerId, request.params.year)
        : customerOrdersOfYear(db, request.identity.customerId, request.params.year, request.query.size, orderView),
  });

  app.get('/order/position/:id', {
    preValidation,
    schema: {
      tags: ['order'],
      security,
      params: idParams,
      summary: "One position of the customer's orders (another customer's answers 404)",
      response: { 200: positionSchema, ...errors },
    },
    handler: (request) => customerPosition(db, request.identity.customerId, request.params.id, orderView),
  });

  app.patch('/order/position/:id', {
    preValidation,
    schema: {
      tags: ['order'],
      security,
      params: idParams,
      body: positionScopeBody,
      summary:
        "The specialist title an ordered course's hours count toward (one of its scopes; 422 SCOPE_NOT_OF_COURSE otherwise)",
      response: { 200: positionSchema, ...withInput },
    },
    handler: (request) => assignPositionScope(db, request.identity.customerId, request.params.id, request.body, orderView),
  });

  app.post('/order/manuel', {
    preValidation,
    schema: {
      tags: ['order'],
      security,
      body: manualCourseBody,
      summary: 'Enter a course taken elsewhere (201), counted by the training state',
      response: { 201: manualCourseSchema, ...withInput },
    },
    handler: async (request, reply) => {
      const entry = await createManualCourse(db, request.identity.customerId, request.body);
      return reply.status(201).header('location', `/api/order/manuel/${entry.id}`).send(entry);
    },
  });

  app.get('/order/manuel/:id', {
    preValidation,
    schema: {
      tags: ['order'],
      security,
      params: idParams,
      summary: 'One manual entry',
      response: { 200: manualCourseSchema, ...errors },
    },
    handler: (request) => getManualCourse(db, request.identity.customerId, request.params.id),
  });

  app.put('/order/manuel/:id', {
    preValidation,
    schema: {
      tags: ['order'],
      security,
      params: idParams,
      body: manualCourseBody,
      summary: "Change a manual entry (another customer's answers 404 and stays)",
      response: { 200: manualCourseSchema, ...withInput },
    },
    handler: (request) => updateManualCourse(db, request.identity.customerId, request.params.id, request.body),
  });

  app.delete('/order/manuel/:id', {
    preValidation,
    schema: {
      tags: ['order'],
      security,
      params: idParams,
      summary: "Remove a manual entry (another customer's answers 404 and stays)",
      response: { 204: { type: 'null', description: 'Removed' }, ...errors },
    },
    handler: async (request, reply) => {
      await deleteManualCourse(db, request.identity.customerId, request.params.id);
      return noContent(reply);
    },
  });

  app.get('/favorites', {
    preValidation,
    schema: {
      tags: ['favorites'],
      security,
      summary: "The customer's saved searches, newest first",
      response: { 200: favoriteListSchema, ...errors },
    },
    handler: (request) => listFavorites(db, request.identity.customerId),
  });

  app.put('/favorites', {
    preValidation,
    schema: {
      tags: ['favorites'],
      security,
      body: favoriteBody,
      summary:
        'Save a search (201; at most 50, then 422 FAVORITES_FULL) or, with id, rename it / replace its parameters (200)',
      description:
        'The parameters are those of GET /api/search without paging, checked by the same rules (400 naming parameters.<field>).',
      response: { 200: favoriteSchema, 201: favoriteSchema, ...withInput },
    },
    handler: async (request, reply) => {
      const { favorite, created } = await saveFavorite(db, request.identity.customerId, request.body);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  });

  app.delete('/favorites/:id', {
    preValidation,
    schema: {
      tags: ['favorites'],
      security,
      params: idParams,
      summary: "Remove a saved search (another customer's answers 404 and stays)",
      response: { 204: { type: 'null', description: 'Removed' }, ...errors },
    },
    handler: async (request, reply) => {
      await deleteFavorite(db, request.identity.customerId, request.params.id);
      return noContent(reply);
    },
  });

  const stateDescription =
    '§15 FAO per specialist title and calendar year: at least 15 hours; at most 5 from self-study and only with a passed learning-success ' +
    'check; an hour counts toward the one title it is assigned to; the year a course starts counts all its hours; no carry-over. ' +
    'Sources: courses of CONFIRMED orders and manual entries. Each course says what a chamber would reject (rejections).';

  app.get('/customer/state/:year', {
    preValidation,
    schema: {
      tags: ['customer'],
      security,
      params: yearParams,
      summary: 'The training state of the year for every title the customer has courses for',
      description: stateDescription,
      response: { 200: trainingStateSchema, ...errors },
    },
    handler: (request) => customerTrainingState(db, request.identity.customerId, request.params.year),
  });

  app.get('/customer/state/:scopeId/:year', {
    preValidation,
    schema: {
      tags: ['customer'],
      security,
      params: scopeYearParams,
      summary: 'The training state of one title (a LAWYER scope; else 404) in the year',
      description: stateDescription,
      response: { 200: trainingStateSchema, ...errors },
    },
    handler: (request) =>
      customerTrainingState(db, request.identity.customerId, request.params.year, request.params.scopeId),
  });

  app.post('/customer/state/:year/letter', {
    preValidation,
    schema: {
      tags: ['customer'],
      security,
      params: yearParams,
      body: letterBody,
      summary: "The letter to the bar chamber proving the year's training, as PDF",
      description:
        "orderIds are order position ids, manuelOrderIds manual entry ids, both of the year (another customer's: 404). A course a chamber " +
        'would not count at all answers 422 LETTER_REJECTED with `courses` (why each); the state call shows these warnings first. ' +
        'Hours below 15 do not block the letter: it says how many are missing.',
      response: {
        200: { ...binaryAnswer, description: 'The letter (PDF/A-3b)' },
        422: letterRejectedSchema,
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const letter = await chamberLetter(
        db,
        request.identity.customerId,
        request.params.year,
        request.body,
        catalogueToday(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${letter.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(letter.bytes);
    },
  });

  app.get('/customer/packages', {
    preValidation,
    schema: {
      tags: ['customer'],
      security,
      querystring: packagesQuery,
      summary: "The customer's bought credit packages with the hours left (filters: organizerId, type, scope)",
      response: { 200: creditPackageListSchema, ...errors },
    },
    handler: (request) => customerPackages(db, request.identity.customerId, request.query),
  });
};

export default customerAreaRoutes;

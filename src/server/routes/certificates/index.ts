/**
 * Certificates and the learning-success check (issue 12 §3; spec §7 /customer-certificate/*,
 * /course-certification/*, GET /api/course/{id}/info). Thin: rules and SQL in services/certificates/.
 * Position calls need a signed-in customer (401 first, before any input), and another customer's
 * position answers 404. The attendance id and the order lookup need no login: the unguessable id,
 * or course + order number + e-mail together, are the credential (the lookup is rate-limited).
 */
import type { FastifyReply } from 'fastify';
import { requireLogin } from '../../plugins/auth.ts';
import {
  attendanceParams,
  attendanceSchema,
  certificationBody,
  certificationLookupSchema,
  courseInfoParams,
  courseInfoQuery,
  courseInfoSchema,
  emailQuery,
  learningCheckBody,
  learningCheckResultSchema,
  learningCheckSchema,
  moduleParams,
  orderLookupParams,
  participantModuleParams,
  participantParams,
  positionParams,
} from '../../schemas/certificates.ts';
import { errorResponses } from '../../schemas/common.ts';
import { binaryAnswer } from '../../schemas/payment.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import {
  attendanceCertificate,
  attendanceConfirmation,
  type CertificateFile,
  certificationCertificate,
  certificationLookup,
  checkCertification,
  courseInfo,
  learningCheckOf,
  moduleCertificate,
  participantCertificate,
  participantModuleCertificate,
  positionCertificate,
  submitLearningCheck,
} from '../../services/certificates/index.ts';
import type { ApiRoutes } from '../api-routes.ts';
import { requireParameters } from '../required-parameters.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 403: apiError, 409: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const tags = ['certificates'];
const pdf = { ...binaryAnswer, description: 'The certificate (PDF/A-3b)' };

function sendPdf(reply: FastifyReply, file: CertificateFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

const certificateRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;
  const signedIn = (operation: string, params: readonly string[]) => [
    requireLogin,
    requireParameters(operation, { params }),
  ];

  app.get('/customer-certificate/:id', {
    preValidation: signedIn('getCustomerCertificate', ['id']),
    schema: {
      tags,
      security,
      params: positionParams,
      summary:
        'The participation certificate of an own ordered course (409 until the date is over / the self-study check is passed)',
      response: { 200: pdf, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await positionCertificate(db, request.identity.customerId, request.params.id, catalogueToday())),
  });

  app.get('/customer/bookings/:participantId/certificate', {
    preValidation: requireLogin,
    schema: {
      tags,
      security,
      params: participantParams,
      summary: "A participant's own certificate, in their own name (the account's verified e-mail is the participant's)",
      description:
        'Only once the organizer marked the participant present (409 NOT_ATTENDED before; self-study: 409 LEARNING_CHECK_REQUIRED until ' +
        'the check is passed; 409 ORDER_NOT_CONFIRMED). Online dates say "mit Interaktion und kontinuierlicher Anwesenheit" only when that ' +
        'was confirmed. Anybody else\'s participant — also the buyer\'s for another person\'s seat — answers 404.',
      response: { 200: pdf, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await participantCertificate(db, request.identity.customerId, request.params.participantId, catalogueToday())),
  });

  app.get('/customer/bookings/:participantId/module/:moduleId/certificate', {
    preValidation: requireLogin,
    schema: {
      tags,
      security,
      params: participantModuleParams,
      summary: "The certificate of one module (course day) of a participant's own date of several days, in their own name",
      description:
        'Like the participant\'s certificate (409 NOT_ATTENDED until marked present, ORDER_NOT_CONFIRMED), and once the module\'s day ' +
        'has come (409 CERTIFICATE_NOT_YET). Anybody else\'s participant, or a module the date does not have, answers 404.',
      response: { 200: pdf, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await participantModuleCertificate(db, request.identity.customerId, request.params.participantId, request.params.moduleId, catalogueToday()),
      ),
  });

  app.get('/customer-certificate/:id/module/:moduleId', {
    preValidation: signedIn('getCustomerModuleCertificate', ['id', 'moduleId']),
    schema: {
      tags,
      security,
      params: moduleParams,
      summary: 'The certificate of one module (course day) of an own ordered course date of several days',
      response: { 200: pdf, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await moduleCertificate(
          db,
          request.identity.customerId,
          request.params.id,
          request.params.moduleId,
          catalogueToday(),
        ),
      ),
  });

  app.get('/customer-certificate/certification/:id', {
    preValidation: signedIn('getCustomerCertification', ['id']),
    schema: {
      tags,
      security,
      params: positionParams,
      summary: 'The certification of a passed learning-success check of an own self-study course',
      response: { 200: pdf, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await checkCertification(db, request.identity.customerId, request.params.id, catalogueToday())),
  });

  app.get('/customer-certificate/attendance/:urlId', {
    preValidation: requireParameters('getAttendanceCertificate', { params: ['urlId'] }),
    schema: {
      tags,
      params: attendanceParams,
      summary:
        "The attendance confirmation as PDF, for whoever holds the position's URL id (404 until the certificate is available)",
      response: { 200: pdf, ...errorResponses },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await attendanceCertificate(db, request.params.urlId, catalogueToday())),
  });

  app.get('/course-certification/attendance/:urlId', {
    preValidation: requireParameters('getAttendance', { params: ['urlId'] }),
    schema: {
      tags,
      params: attendanceParams,
      summary: 'The attendance confirmation as data (page /bescheinigung/{urlId})',
      response: { 200: attendanceSchema, ...errorResponses },
    },
    handler: (request) => attendanceConfirmation(db, request.params.urlId, catalogueToday()),
  });

  app.get('/customer-certificate/certification/:courseId/order/:orderNumber', {
    config: { rateLimit: settings.formRateLimit },
    preValidation: requireParameters('getCertificationByOrder', {
      params: ['courseId', 'orderNumber'],
      query: ['email'],
    }),
    schema: {
      tags,
      params: orderLookupParams,
      querystring: emailQuery,
      summary:
        "Certificate lookup: answers only when course, order number and the order's e-mail all match (one 404 for every mismatch)",
      response: { 200: certificationLookupSchema, 429: apiError, ...errorResponses },
    },
    handler: (request) =>
      certificationLookup(
        db,
        request.params.courseId,
        request.params.orderNumber,
        request.query.email,
        catalogueToday(),
      ),
  });

  app.put('/customer-certificate/certification/:courseId/order/:orderNumber/certificate', {
    config: { rateLimit: settings.formRateLimit },
    preValidation: requireParameters('putCertificationCertificate', {
      params: ['courseId', 'orderNumber'],
      body: 'certificationRequest',
    }),
    schema: {
      tags,
      params: orderLookupParams,
      body: certificationBody,
      summary: 'The certificate PDF of a matching course, order number and e-mail (409 while not available)',
      response: { 200: pdf, 409: apiError, 429: apiError, ...errorResponses },
    },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await certificationCertificate(
          db,
          request.params.courseId,
          request.params.orderNumber,
          request.body.email,
          catalogueToday(),
        ),
      ),
  });

  app.get('/course-certification/:id/certification', {
    preValidation: signedIn('getLearningCheck', ['id']),
    schema: {
      tags,
      security,
      params: positionParams,
      summary:
        'The learning-success check of an own self-study position: questions (never the solutions), pass mark, attempts',
      response: { 200: learningCheckSchema, ...errors },
    },
    handler: (request) => learningCheckOf(db, request.identity.customerId, request.params.id),
  });

  app.post('/course-certification/:id/certification', {
    preValidation: [
      requireLogin,
      requireParameters('submitLearningCheck', { params: ['id'], body: 'learningCheckSubmission' }),
    ],
    schema: {
      tags,
      security,
      params: positionParams,
      body: learningCheckBody,
      summary:
        "Submit the learning-success check: scored on the server; passing sets the position's learningCheckPassed",
      response: { 200: learningCheckResultSchema, 422: apiError, ...errors },
    },
    handler: (request) => submitLearningCheck(db, request.identity.customerId, request.params.id, request.body),
  });

  app.get('/course/:id/info', {
    preValidation: requireParameters('getCourseInfo', { params: ['id'] }),
    schema: {
      tags,
      params: courseInfoParams,
      querystring: courseInfoQuery,
      summary: 'What certificates and the evaluation form show of a course (and, with scheduleId, of one date)',
      response: { 200: courseInfoSchema, ...errorResponses },
    },
    handler: (request) => courseInfo(db, request.params.id, request.query.scheduleId),
  });
};

export default certificateRoutes;

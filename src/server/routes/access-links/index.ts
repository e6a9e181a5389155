/**
 * Personal access links for online dates (issue 25 §3, §6; contract src/shared/access-links.ts,
 * rules services/access-links/):
 * - PUT /api/organizer-access/schedules/{scheduleId}/join-url: the organizer's staff store the join
 *   address of an online date of their organizer (GET reads it). Another organizer's date, or an
 *   unknown one: 404. Not online: 422 NOT_ONLINE. Not https: 400 (schema) or 422 JOIN_URL_INVALID.
 * - POST /api/access-link: the page /zugang#<token> opened; no sign-in (the personal link is the
 *   proof). 404 ACCESS_LINK_UNKNOWN, 410 ACCESS_LINK_REVOKED / ACCESS_DATE_OVER, 409 ACCESS_NOT_YET_OPEN.
 */
import { requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import { accessLinkBody, accessLinkErrorSchema, accessLinkOpenedSchema, joinUrlBody, joinUrlSchema, scheduleParams } from '../../schemas/access-links.ts';
import { openAccessLink, readJoinUrl, storeJoinUrl } from '../../services/access-links/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const staffErrors = { 401: apiError, 403: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const tags = ['access-links'];

const accessLinkRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;

  app.get('/organizer-access/schedules/:scheduleId/join-url', {
    preValidation: requireRole('organizer_staff'),
    schema: {
      tags,
      security,
      summary: 'The join address of an online date of the own organizer (null: not stored yet)',
      params: scheduleParams,
      response: { 200: joinUrlSchema, ...staffErrors },
    },
    handler: (request) => readJoinUrl(db, request.identity, request.params.scheduleId),
  });

  app.put('/organizer-access/schedules/:scheduleId/join-url', {
    preValidation: requireRole('organizer_staff'),
    schema: {
      tags,
      security,
      summary: 'Store the join address (video conference) of an online date of the own organizer',
      description:
        "Each current participant's personal access link (/zugang#…) opens this address. https only, with a host, without user name " +
        "or password (422 JOIN_URL_INVALID); only online dates (422 NOT_ONLINE); another organizer's date answers 404.",
      params: scheduleParams,
      body: joinUrlBody,
      response: { 200: joinUrlSchema, 422: apiError, ...staffErrors },
    },
    handler: (request) => storeJoinUrl(db, request.identity, request.params.scheduleId, request.body.joinUrl),
  });

  app.post('/access-link', {
    // 256-bit tokens cannot be guessed; the limit keeps trying cheap all the same.
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: 'Open a personal access link: the join address of the online date',
      description:
        'The token of /zugang#<token>; no sign-in. 404 ACCESS_LINK_UNKNOWN; 410 ACCESS_LINK_REVOKED (the participant was replaced, the ' +
        'seat given back or the order cancelled) or ACCESS_DATE_OVER (the date has ended); 409 ACCESS_NOT_YET_OPEN (the organizer has not ' +
        'stored the join address yet: it is activated before the start).',
      body: accessLinkBody,
      response: { 200: accessLinkOpenedSchema, 404: accessLinkErrorSchema, 409: accessLinkErrorSchema, 410: accessLinkErrorSchema, 429: apiError, 400: apiError, 500: apiError },
    },
    handler: (request) => openAccessLink(db, request.body.token, new Date()),
  });
};

export default accessLinkRoutes;

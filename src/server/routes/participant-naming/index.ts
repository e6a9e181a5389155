/**
 * The guest's naming link (issue 25 §1; contract src/shared/participant-naming.ts, rules
 * services/participants/naming-link.ts and later.ts): the page /teilnehmende-benennen sends the
 * link's token in the X-Naming-Link header — never in the path, so no log holds it. No sign-in: the
 * signed link is the proof. 403 NAMING_LINK_INVALID (malformed, forged, not a guest order), 410
 * NAMING_LINK_EXPIRED; naming itself refuses as the guest and customer routes do.
 */
import { NAMING_LINK_HEADER } from '../../../shared/participant-naming.ts';
import { errorResponses } from '../../schemas/common.ts';
import { namingLinkHeaders, namingLinkOrderSchema, namingPositionParams } from '../../schemas/participant-naming.ts';
import { NAMING_LATER, nameParticipantsBody, participantErrorSchema, positionParticipantsSchema } from '../../schemas/participants.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import { nameParticipantsLater, namingLinkOrder, orderOfNamingLink } from '../../services/participants/index.ts';
import type { ApiRoutes } from '../api-routes.ts';

const tags = ['participant-naming'];
const apiError = { $ref: 'ApiError#' } as const;
const linkErrors = { 403: apiError, 410: apiError, 429: apiError, ...errorResponses } as const;
const LINK_REFUSALS = '403 NAMING_LINK_INVALID (malformed, forged, another purpose, not a guest order); 410 NAMING_LINK_EXPIRED (the course has started).';

const participantNamingRoutes: ApiRoutes = async (app) => {
  const { db, settings } = app;

  app.get('/participant-naming/order', {
    // Links are signed, so guessing is hopeless; the limit keeps trying cheap all the same.
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: "The course positions of the naming link's guest order: seats, participants and until when they can be changed",
      description: LINK_REFUSALS,
      headers: namingLinkHeaders,
      response: { 200: namingLinkOrderSchema, ...linkErrors },
    },
    handler: async (request) =>
      namingLinkOrder(db, await orderOfNamingLink(db, request.headers[NAMING_LINK_HEADER]), settings.participantNamingClosesDaysBefore),
  });

  app.put('/participant-naming/positions/:positionId/participants', {
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags,
      summary: "Name (or rename) the participants of a position of the naming link's guest order",
      description: `${LINK_REFUSALS} ${NAMING_LATER}`,
      headers: namingLinkHeaders,
      params: namingPositionParams,
      body: nameParticipantsBody,
      response: { 200: positionParticipantsSchema, 409: participantErrorSchema, 422: participantErrorSchema, ...linkErrors },
    },
    handler: async (request) =>
      nameParticipantsLater(
        db,
        { namingLinkOrderId: await orderOfNamingLink(db, request.headers[NAMING_LINK_HEADER]) },
        request.params.positionId,
        request.body,
        { today: catalogueToday(), closesDaysBefore: settings.participantNamingClosesDaysBefore, publicUrl: settings.publicUrl },
      ),
  });
};

export default participantNamingRoutes;

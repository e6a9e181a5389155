/**
 * The firm account "Kanzlei" (issue 25 §7; contract src/shared/firm.ts, rules services/firm/). Every
 * call but the invitation preview needs a signed-in customer (401 first, before any input). A member
 * gets 403 NOT_OFFICE_MANAGER on what only the office manager sees; a record of another firm answers
 * 404 as if it did not exist; an account in no firm gets 404 NOT_IN_FIRM.
 */
import type { FastifyReply } from 'fastify';
import { requireLogin } from '../../plugins/auth.ts';
import { errorResponses } from '../../schemas/common.ts';
import {
  firmBookingsSchema,
  firmHoursSchema,
  firmInvitationSchema,
  firmMemberSchema,
  firmMembersSchema,
  firmMembershipSchema,
  firmOrdersSchema,
  firmYearParams,
  idParams,
  invitationParams,
  invitationPreviewSchema,
  inviteBody,
  memberParams,
  newFirmBody,
  roleBody,
  tokenBody,
} from '../../schemas/firm.ts';
import {
  NAMING_LATER,
  nameParticipantsBody,
  orderNumberPositionParams,
  participantErrorSchema,
  positionParticipantsSchema,
} from '../../schemas/participants.ts';
import { binaryAnswer } from '../../schemas/payment.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import {
  acceptInvitation,
  changeRole,
  createFirm,
  firmBookings,
  firmCertificate,
  firmHours,
  firmInvoice,
  firmMembers,
  firmMembership,
  firmOrders,
  invite,
  leaveFirm,
  nameParticipantsForFirm,
  previewInvitation,
  removeMember,
  withdrawInvitation,
} from '../../services/firm/index.ts';
import { type ApiRoutes, noContent } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 403: apiError, 409: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const tags = ['firm'];
const preValidation = requireLogin;
const OFFICE_MANAGER_ONLY = 'Office managers only (a member: 403 NOT_OFFICE_MANAGER; no firm: 404 NOT_IN_FIRM).';

function sendPdf(reply: FastifyReply, file: { fileName: string; bytes: Buffer | Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

const firmRoutes: ApiRoutes = async (app) => {
  const { db, settings, mail } = app;

  app.get('/firm', {
    preValidation,
    schema: {
      tags, security,
      summary: "The signed-in account's firm and role (both null when it belongs to none)",
      response: { 200: firmMembershipSchema, ...errors },
    },
    handler: (request) => firmMembership(db, request.identity.customerId),
  });

  app.post('/firm', {
    preValidation,
    schema: {
      tags, security, body: newFirmBody,
      summary: 'Create a firm; the signed-in customer becomes its office manager (201)',
      description: 'name, optionally street, zipCode, city, country, taxNumber (the firm\'s invoice data). 409 ALREADY_IN_FIRM: the account belongs to a firm.',
      response: { 201: firmMembershipSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createFirm(db, request.identity.customerId, request.body)),
  });

  app.post('/firm/leave', {
    preValidation,
    schema: {
      tags, security,
      summary: 'Leave the firm; own bookings, orders and certificates stay the account\'s',
      description: '409 LAST_OFFICE_MANAGER: the only office manager of a firm with other members (appoint another first). The last member leaving closes the firm.',
      response: { 200: firmMembershipSchema, ...errors },
    },
    handler: (request) => leaveFirm(db, request.identity.customerId),
  });

  app.get('/firm/members', {
    preValidation,
    schema: {
      tags, security,
      summary: 'The members (name, e-mail, role) and open invitations — what the checkout offers as "Mitglieder der Kanzlei"',
      description: OFFICE_MANAGER_ONLY,
      response: { 200: firmMembersSchema, ...errors },
    },
    handler: (request) => firmMembers(db, request.identity.customerId),
  });

  app.patch('/firm/members/:accountId', {
    preValidation,
    schema: {
      tags, security, params: memberParams, body: roleBody,
      summary: "Change a member's role",
      description: `${OFFICE_MANAGER_ONLY} Another firm's account: 404. 409 LAST_OFFICE_MANAGER: the firm's only office manager.`,
      response: { 200: firmMemberSchema, ...errors },
    },
    handler: (request) => changeRole(db, request.identity.customerId, request.params.accountId, request.body.role),
  });

  app.delete('/firm/members/:accountId', {
    preValidation,
    schema: {
      tags, security, params: memberParams,
      summary: 'Remove a member (204); their own bookings and certificates stay theirs',
      description: `${OFFICE_MANAGER_ONLY} Another firm's account: 404. 409 LAST_OFFICE_MANAGER: the firm's only office manager while others are members.`,
      response: { 204: { type: 'null', description: 'Removed' }, ...errors },
    },
    handler: async (request, reply) => {
      await removeMember(db, request.identity.customerId, request.params.accountId);
      return noContent(reply);
    },
  });

  app.post('/firm/invitations', {
    preValidation,
    schema: {
      tags, security, body: inviteBody,
      summary: 'Invite a colleague by e-mail (201); the mail links /kanzlei-einladung#token=…',
      description:
        `${OFFICE_MANAGER_ONLY} 422 EMAIL_INVALID; 409 ALREADY_MEMBER (a member of this firm), 409 ALREADY_IN_FIRM (a member of another firm). ` +
        'Inviting the same address again replaces the open invitation.',
      response: { 201: firmInvitationSchema, 422: apiError, ...errors },
    },
    handler: async (request, reply) => {
      const invitation = await invite(db, request.identity.customerId, request.body.email, settings.publicUrl);
      void mail.flush();
      return reply.status(201).send(invitation);
    },
  });

  app.delete('/firm/invitations/:id', {
    preValidation,
    schema: {
      tags, security, params: invitationParams,
      summary: 'Withdraw an open invitation (204); its link stops working',
      description: `${OFFICE_MANAGER_ONLY} Another firm's (or no open) invitation: 404.`,
      response: { 204: { type: 'null', description: 'Withdrawn' }, ...errors },
    },
    handler: async (request, reply) => {
      await withdrawInvitation(db, request.identity.customerId, request.params.id);
      return noContent(reply);
    },
  });

  app.post('/firm/invitation/preview', {
    // The token is 32 random bytes, so guessing is hopeless; the limit keeps it cheap all the same.
    config: { rateLimit: settings.formRateLimit },
    schema: {
      tags, body: tokenBody,
      summary: 'What an invitation is (firm, address, whether that address has an account); no sign-in needed',
      description: '404 INVITATION_INVALID (unknown, withdrawn, used, firm closed), 410 INVITATION_EXPIRED.',
      response: { 200: invitationPreviewSchema, 410: apiError, 429: apiError, ...errorResponses },
    },
    handler: (request) => previewInvitation(db, request.body.token),
  });

  app.post('/firm/invitation/accept', {
    preValidation,
    schema: {
      tags, security, body: tokenBody,
      summary: 'Accept an invitation with the account it was sent to; answers the new membership',
      description:
        '404 INVITATION_INVALID, 410 INVITATION_EXPIRED; 403 INVITATION_OTHER_EMAIL (signed in with another address), 403 EMAIL_NOT_VERIFIED; ' +
        '409 ALREADY_IN_FIRM (the account belongs to another firm), 409 ALREADY_MEMBER. Accepting twice answers the same.',
      response: { 200: firmMembershipSchema, 410: apiError, ...errors },
    },
    handler: (request) => acceptInvitation(db, request.identity.customerId, request.body.token),
  });

  app.get('/firm/bookings', {
    preValidation,
    schema: {
      tags, security,
      summary: "Every member's bookings: the dates they take part in (by their verified e-mail), whoever booked, with the member's certificate once marked present",
      description: OFFICE_MANAGER_ONLY,
      response: { 200: firmBookingsSchema, ...errors },
    },
    handler: (request) => firmBookings(db, request.identity.customerId, catalogueToday()),
  });

  app.get('/firm/orders', {
    preValidation,
    schema: {
      tags, security,
      summary: "The firm's orders (placed by members while members), newest first, with invoice downloads",
      description: OFFICE_MANAGER_ONLY,
      response: { 200: firmOrdersSchema, ...errors },
    },
    handler: (request) =>
      firmOrders(db, request.identity.customerId, { namingClosesDaysBefore: settings.participantNamingClosesDaysBefore }),
  });

  app.put('/firm/orders/:orderNumber/positions/:positionId/participants', {
    preValidation,
    schema: {
      tags, security, params: orderNumberPositionParams, body: nameParticipantsBody,
      summary: "Name or replace the participants of a position of a member's order (the office manager, as the buyer can)",
      description:
        `${OFFICE_MANAGER_ONLY} The order must be one GET /api/firm/orders lists as participantsChangeable (placed by a current member ` +
        "while a member); any other: 404. The buyer's rules, deadlines and mails (PUT /api/customer/orders/{orderNumber}/positions/" +
        '{positionId}/participants; the mails name the buyer as who booked, self is the buyer). ' + NAMING_LATER,
      response: { 200: positionParticipantsSchema, ...errors, 409: participantErrorSchema, 422: participantErrorSchema },
    },
    handler: (request) =>
      nameParticipantsForFirm(db, request.identity.customerId, request.params.orderNumber, request.params.positionId, request.body, {
        today: catalogueToday(),
        closesDaysBefore: settings.participantNamingClosesDaysBefore,
        publicUrl: settings.publicUrl,
      }),
  });

  app.get('/firm/hours/:year', {
    preValidation,
    schema: {
      tags, security, params: firmYearParams,
      summary: "Every member's § 15 FAO hours per title in the year against 15 (the rules of GET /api/customer/state/{year})",
      description: OFFICE_MANAGER_ONLY,
      response: { 200: firmHoursSchema, ...errors },
    },
    handler: (request) => firmHours(db, request.identity.customerId, request.params.year),
  });

  app.get('/firm/invoices/:id', {
    preValidation,
    schema: {
      tags, security, params: idParams,
      summary: "The invoice of one of the firm's orders as PDF",
      description: `${OFFICE_MANAGER_ONLY} Another firm's invoice: 404.`,
      response: { 200: { ...binaryAnswer, description: 'The invoice (PDF/A-3b)' }, ...errors },
    },
    handler: async (request, reply) => sendPdf(reply, await firmInvoice(db, request.identity.customerId, request.params.id)),
  });

  app.get('/firm/certificates/:id', {
    preValidation,
    schema: {
      tags, security, params: idParams,
      summary: "A member's participation certificate (by participant id, as GET /api/firm/bookings links it) as PDF",
      description:
        `${OFFICE_MANAGER_ONLY} The participant must be a current member of the firm (named with the member's verified e-mail), else 404; ` +
        '409 NOT_ATTENDED until the organizer marked the participant present (the rules of GET /api/customer/bookings/{participantId}/certificate).',
      response: { 200: { ...binaryAnswer, description: 'The certificate (PDF/A-3b)' }, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await firmCertificate(db, request.identity.customerId, request.params.id, catalogueToday())),
  });
};

export default firmRoutes;

/**
 * The organizer's participant lists (Teilnehmerliste, issue 25 §4): organizer staff list their
 * organizer's booked dates, read one date's participants, mark attendance and download the list as
 * CSV. The role and the organizer come from the access token (401/403 before any input); another
 * organizer's date answers 404. Rules and SQL: services/attendance/.
 */
import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../plugins/auth.ts';
import {
  ATTENDANCE_RULES,
  attendanceBody,
  attendanceErrorSchema,
  attendanceListSchema,
  organizerSchedulesSchema,
  scheduleParams,
} from '../../schemas/attendance.ts';
import { errorResponses } from '../../schemas/common.ts';
import { HttpError } from '../../errors.ts';
import { attendanceCsv, attendanceCsvName, attendanceList, organizerSchedules, recordAttendance } from '../../services/attendance/index.ts';
import { catalogueToday } from '../../services/catalogue.ts';
import { organizerWaitingList } from '../../services/waiting-list/index.ts';
import { organizerWaitingListSchema } from '../../schemas/booking.ts';
import type { ApiRoutes } from '../api-routes.ts';

const apiError = { $ref: 'ApiError#' } as const;
const errors = { 401: apiError, 403: apiError, ...errorResponses } as const;
const security = [{ bearerAuth: [] }];
const tags = ['organizer'];
const staffOnly = requireRole('organizer_staff');

/** The staff account's organizer (403 NO_ORGANIZER for a staff account that belongs to none). */
function organizerOf(request: FastifyRequest): number {
  const { organizerId } = request.identity;
  if (!organizerId) throw new HttpError(403, 'NO_ORGANIZER', 'This staff account belongs to no organizer');
  return organizerId;
}

const organizerRoutes: ApiRoutes = async (app) => {
  const { db } = app;

  app.get('/organizer/schedules', {
    preValidation: staffOnly,
    schema: {
      tags,
      security,
      summary: "The staff's organizer's course dates with bookings (past and upcoming, latest first) and how far attendance is recorded",
      response: { 200: organizerSchedulesSchema, ...errors },
    },
    handler: async (request) => ({ schedules: await organizerSchedules(db, organizerOf(request), catalogueToday()) }),
  });

  app.get('/organizer/schedules/:scheduleId', {
    preValidation: staffOnly,
    schema: {
      tags,
      security,
      summary: "One date's current participants (replaced and released ones are not listed) with their attendance",
      params: scheduleParams,
      response: { 200: attendanceListSchema, ...errors },
    },
    handler: (request) => attendanceList(db, organizerOf(request), request.params.scheduleId, catalogueToday()),
  });

  app.put('/organizer/schedules/:scheduleId/attendance', {
    preValidation: staffOnly,
    schema: {
      tags,
      security,
      summary: 'Mark participants of a started date present or absent (online: also continuous attendance)',
      description: ATTENDANCE_RULES,
      params: scheduleParams,
      body: attendanceBody,
      response: { 200: attendanceListSchema, 409: attendanceErrorSchema, 422: apiError, ...errors },
    },
    handler: (request) =>
      recordAttendance(
        db,
        { organizerId: organizerOf(request), accountId: request.identity.customerId },
        request.params.scheduleId,
        request.body.entries,
        catalogueToday(),
      ),
  });

  app.get('/organizer/schedules/:scheduleId/waiting-list', {
    preValidation: staffOnly,
    schema: {
      tags,
      security,
      summary: "One date's waiting list in line order, with the offers running (issue 27 §4)",
      params: scheduleParams,
      response: { 200: organizerWaitingListSchema, ...errors },
    },
    handler: async (request) => ({ entries: await organizerWaitingList(db, organizerOf(request), request.params.scheduleId) }),
  });

  app.get('/organizer/schedules/:scheduleId/participants.csv', {
    preValidation: staffOnly,
    schema: {
      tags,
      security,
      summary: 'The participant list as CSV (semicolons, UTF-8 with byte order mark, header row) for Excel',
      params: scheduleParams,
      response: { 200: { type: 'string', description: 'text/csv' }, ...errors },
    },
    handler: async (request, reply) => {
      const list = await attendanceList(db, organizerOf(request), request.params.scheduleId, catalogueToday());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${attendanceCsvName(list)}"`)
        .header('cache-control', 'private, no-store')
        .send(attendanceCsv(list));
    },
  });
};

export default organizerRoutes;

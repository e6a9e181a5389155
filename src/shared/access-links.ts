/**
 * Personal access links for online dates (issue 25 §3, §6). The organizer's staff store the join
 * address (the video conference) per online date; each current participant gets a personal link
 * /zugang#<token> that opens it — mailed ACCESS_LINK_SEND_DAYS_BEFORE days before the start and shown
 * in the participant's own area (GET /api/customer/bookings, accessLink). The page posts the token
 * (POST /api/access-link) and sends the browser to the join address.
 *
 * Calls (server schemas: src/server/routes/access-links/):
 * - PUT /api/organizer-access/schedules/{scheduleId}/join-url { joinUrl } (organizer staff of the
 *   date's organizer; another organizer's date answers 404), GET the same address.
 * - POST /api/access-link { token } → AccessLinkOpened, or a refusal of AccessLinkError.
 */

/** The page of the personal link; the token is the fragment (never in a server log). */
export const ACCESS_LINK_PATH = '/zugang';

/** The token: 43 base64url characters (256 bits). */
export const ACCESS_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** What the page needs to send the browser on, and to say which course it is. */
export interface AccessLinkOpened {
  joinUrl: string;
  courseName: string;
  startDate: string;
  endDate: string;
  /** 'hh:mm' German time, or null. */
  startTime: string | null;
  endTime: string | null;
}

export type AccessLinkError =
  | 'ACCESS_LINK_UNKNOWN' // 404: no such link (mistyped, or cut off)
  | 'ACCESS_LINK_REVOKED' // 410: the participant was replaced or the seat given back: "nicht mehr gültig"
  | 'ACCESS_DATE_OVER' // 410: the date has ended
  | 'ACCESS_NOT_YET_OPEN'; // 409: the organizer has not stored the join address yet ("wird vor Beginn freigeschaltet"); startDate, startTime

/** PUT …/join-url body and answer. */
export interface ScheduleJoinUrl {
  scheduleId: number;
  joinUrl: string | null;
}

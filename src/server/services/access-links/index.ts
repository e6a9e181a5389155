/**
 * Personal access links for online dates (issue 25 §3, §6; contract src/shared/access-links.ts): the
 * organizer's join address per date (join-url.ts), the participant's link and its token (token.ts),
 * opening it (open.ts) and mailing it (mail.ts, run by the job table). Imports no other business area.
 */
export { readJoinUrl, storeJoinUrl, checkJoinUrl, type OrganizerStaff } from './join-url.ts';
export { openAccessLink, dateEnd } from './open.ts';
export { accessLinksDueAt, sendAccessLinks, type AccessLinkSettings } from './mail.ts';
export { sentAccessLinks, hashAccessToken } from './token.ts';

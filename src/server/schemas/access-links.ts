/** Schemas of the access-link calls (routes/access-links/; contract src/shared/access-links.ts). */
import { ACCESS_TOKEN_PATTERN } from '../../shared/access-links.ts';
import { apiErrorWith } from './common.ts';
import { day, id, nullable, str, strict } from './primitives.ts';

const time = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;

export const scheduleParams = strict({ scheduleId: id });

/** https only, one line; the service checks the rest (a host, no credentials). */
export const joinUrlBody = strict({
  joinUrl: { type: 'string', minLength: 9, maxLength: 2000, pattern: '^https://[^\\s]+$', description: 'The join address of the online room, https://…' },
});

export const joinUrlSchema = strict({ scheduleId: id, joinUrl: nullable(str) });

export const accessLinkBody = strict({ token: { type: 'string', pattern: ACCESS_TOKEN_PATTERN, description: 'The token of /zugang#<token>' } });

export const accessLinkOpenedSchema = strict({
  joinUrl: str,
  courseName: str,
  startDate: day,
  endDate: day,
  startTime: nullable(time),
  endTime: nullable(time),
});

export const accessLinkErrorSchema = apiErrorWith({
  startDate: { ...day, description: "ACCESS_NOT_YET_OPEN: the date's first day" },
  startTime: { type: ['string', 'null'], description: "ACCESS_NOT_YET_OPEN: the date's start time (German time), or null" },
  endDate: { ...day, description: "ACCESS_DATE_OVER: the date's last day" },
});

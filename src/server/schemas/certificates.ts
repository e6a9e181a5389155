/** JSON Schemas of the certificate calls (issue 12 §3); they mirror src/shared/certificates.ts. */
import { ATTENDANCE_URL_ID_PATTERN } from '../../shared/certificates.ts';
import { arrayOf, bool, day, id, int, nullable, num, str, strict } from './primitives.ts';

const courseType = { type: 'string', enum: ['SELF', 'ONLINE', 'PRESENT'] } as const;
/** Order numbers as placed: 'KM-2026-100001'. */
const orderNumber = { type: 'string', pattern: '^KM-\\d{4}-\\d{1,12}$', maxLength: 40 } as const;
const email = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } as const;

export const positionParams = strict({ id });
const moduleId = { type: 'integer', minimum: 1, maximum: 200 } as const;
export const moduleParams = strict({ id, moduleId });
export const attendanceParams = strict({ urlId: { type: 'string', pattern: ATTENDANCE_URL_ID_PATTERN } });
export const orderLookupParams = strict({ courseId: id, orderNumber });
export const emailQuery = strict({ email });
export const courseInfoParams = strict({ id });
export const courseInfoQuery = { type: 'object', additionalProperties: false, properties: { scheduleId: id } } as const;

const attempt = { correct: int, total: int, percent: int, passed: bool, at: str } as const;

export const learningCheckSchema = strict({
  positionId: int, courseId: int, courseName: str, passMarkPercent: int, maxAttempts: int, attemptsUsed: int, attemptsLeft: int,
  passedAt: nullable(str),
  lastAttempt: { anyOf: [strict(attempt), { type: 'null' }] },
  questions: arrayOf(strict({ position: int, question: str, options: arrayOf(str) })),
  certificateUrl: nullable(str),
});
export const learningCheckBody = strict({
  answers: {
    type: 'array', minItems: 1, maxItems: 50,
    items: strict({ position: { type: 'integer', minimum: 1, maximum: 50 }, option: { type: 'integer', minimum: 0, maximum: 20 } }),
  },
});
export const learningCheckResultSchema = strict({ ...attempt, attemptsLeft: int, certificateUrl: nullable(str) });

export const positionCertificatesSchema = strict({
  certificateUrl: nullable(str),
  modules: arrayOf(strict({ moduleId: int, date: day, hours: num, url: nullable(str) })),
  attendanceUrlId: nullable(str),
  availableFrom: nullable(str),
  learningCheck: { anyOf: [strict({ state: { type: 'string', enum: ['OPEN', 'PASSED', 'FAILED'] }, attemptsLeft: int }), { type: 'null' }] },
  evaluationOpen: bool,
  evaluated: bool,
});

export const courseInfoSchema = strict({
  courseId: int, name: str, organizer: str, organizerId: int, courseType, hours: num, referents: arrayOf(str), hasLearningCheck: bool,
  schedule: { anyOf: [strict({ scheduleId: int, startDate: day, endDate: day, city: nullable(str), modules: int }), { type: 'null' }] },
});

export const attendanceSchema = strict({
  participant: str, courseName: str, organizer: str, courseType, place: nullable(str), startDate: day, endDate: day,
  hours: nullable(num), referents: arrayOf(str), learningCheckPassed: bool, certificateUrl: str,
});

export const certificationLookupSchema = strict({
  courseName: str, participant: str, startDate: day, endDate: day, hours: nullable(num), available: bool,
  availableFrom: nullable(str), learningCheckRequired: bool, learningCheckPassed: bool,
});
export const certificationBody = strict({ email });

/** GET /api/customer/bookings/{participantId}/certificate. */
export const participantParams = strict({ participantId: id });
/** GET /api/customer/bookings/{participantId}/module/{moduleId}/certificate. */
export const participantModuleParams = strict({ participantId: id, moduleId });

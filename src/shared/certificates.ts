/**
 * Certificates and the learning-success check: contract of browser and server (issue 12 §3; spec §2
 * lernerfolgskontrolle, §7 /customer-certificate/*, /course-certification/*, GET /api/course/{id}/info).
 *
 * - Participation certificates (PDF) per ordered course position and per module (a course day) are
 *   for the position's owner only (401 anonymous, 404 for anyone else), once the date is over and, for
 *   self-study, once the learning-success check is passed.
 * - The learning-success check of a self-study course is scored on the server; passing it sets the
 *   position's learningCheckPassed, and the training state counts the hours.
 * - The attendance confirmation is read by an unguessable URL id, without signing in.
 * - The certification lookup answers only when course, order number and e-mail all match (404 alike
 *   for every mismatch, so nothing can be enumerated).
 * Errors: { statusCode, code, message, field? } (src/shared/types.ts ApiError).
 */
import type { CourseType } from './types';

/** Share of correct answers needed to pass, in percent. */
export const LEARNING_CHECK_PASS_PERCENT = 70;
/** Attempts per position; after the last failed one the check is closed (LEARNING_CHECK_NO_ATTEMPTS_LEFT). */
export const LEARNING_CHECK_MAX_ATTEMPTS = 3;
/** An attendance URL id: 32 hex digits. */
export const ATTENDANCE_URL_ID_PATTERN = '^[0-9a-f]{32}$';

/** A question of the check as the customer sees it (never its correct option). */
export interface LearningCheckQuestion {
  position: number;
  question: string;
  options: string[];
}

/** One scored attempt. */
export interface LearningCheckAttempt {
  correct: number;
  total: number;
  /** Whole percent, rounded down. */
  percent: number;
  passed: boolean;
  at: string;
}

/** GET /api/course-certification/{positionId}/certification: the check of an own self-study position. */
export interface LearningCheck {
  positionId: number;
  courseId: number;
  courseName: string;
  passMarkPercent: number;
  maxAttempts: number;
  attemptsUsed: number;
  attemptsLeft: number;
  /** When it was passed; null: not (yet). */
  passedAt: string | null;
  lastAttempt: LearningCheckAttempt | null;
  questions: LearningCheckQuestion[];
  /** GET it for the participation certificate once passed. */
  certificateUrl: string | null;
}

/** POST /api/course-certification/{positionId}/certification body: one chosen option index per question. */
export interface LearningCheckSubmission {
  answers: { position: number; option: number }[];
}

/** The answer of a submission: the attempt and what is left. */
export interface LearningCheckResult extends LearningCheckAttempt {
  attemptsLeft: number;
  certificateUrl: string | null;
}

/** Per ordered course position: what the customer can do with certificates, the check and the evaluation. */
export interface PositionCertificates {
  /** GET (PDF) once available; null before (see availableFrom) or for packages. */
  certificateUrl: string | null;
  /** Certificates per module (course day) of a date of several days; [] otherwise. */
  modules: { moduleId: number; date: string; hours: number; url: string | null }[];
  /** The public attendance confirmation's URL id (page /bescheinigung/{urlId}) once available. */
  attendanceUrlId: string | null;
  /** The day from which the certificate can be had (the date's last day); null: now, or never (packages). */
  availableFrom: string | null;
  /** Self-study only: the learning-success check; null for other courses. */
  learningCheck: { state: 'OPEN' | 'PASSED' | 'FAILED'; attemptsLeft: number } | null;
  /** The evaluation form (/teilnehmer-feedback) can be filled in. */
  evaluationOpen: boolean;
  /** The customer has evaluated this position already (saving again replaces it). */
  evaluated: boolean;
}

/** GET /api/course/{id}/info?scheduleId: what certificates and evaluations print about a course (public). */
export interface CourseInfo {
  courseId: number;
  name: string;
  organizer: string;
  organizerId: number;
  courseType: CourseType;
  hours: number;
  referents: string[];
  hasLearningCheck: boolean;
  schedule: { scheduleId: number; startDate: string; endDate: string; city: string | null; modules: number } | null;
}

/** GET /api/course-certification/attendance/{urlId}: the attendance confirmation anyone with the link may read. */
export interface AttendanceConfirmation {
  participant: string;
  courseName: string;
  organizer: string;
  courseType: CourseType;
  /** The place, or null for online and self-study. */
  place: string | null;
  startDate: string;
  endDate: string;
  hours: number | null;
  referents: string[];
  learningCheckPassed: boolean;
  /** The PDF of the confirmation. */
  certificateUrl: string;
}

/** GET /api/customer-certificate/certification/{courseId}/order/{orderNumber}?email: the lookup's answer. */
export interface CertificationLookup {
  courseName: string;
  participant: string;
  startDate: string;
  endDate: string;
  hours: number | null;
  /** Whether the certificate can be produced now (PUT …/certificate); else availableFrom or the missing check says why. */
  available: boolean;
  availableFrom: string | null;
  learningCheckRequired: boolean;
  learningCheckPassed: boolean;
}

/** PUT …/certification/{courseId}/order/{orderNumber}/certificate body. */
export interface CertificationRequest {
  email: string;
}

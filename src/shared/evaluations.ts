/**
 * Course evaluations: contract of browser and server (issue 12 §4; spec §3 Course evaluation, §7
 * /api/courses/{courseId}/schedule/{courseScheduleId}/evaluation and /api/evaluations/*).
 *
 * A customer evaluates a date (or one module of it) they booked once the order is confirmed and the
 * date has ended (the order flow's evaluationOpen); saving again replaces the evaluation. Evaluations
 * are read by the organizer's staff (their organizer's courses) and by each referent of the course
 * (their own courses), by nobody else (403 for other roles, 404 for records outside their reach).
 * A missing required parameter answers 400 REQUIRED_PARAMETER with the spec §5 message.
 */
import type { CourseType } from './types';

export const EVALUATION_QUESTION_TYPES = ['HEADLINE', 'FREE', 'GRADE', 'MULTIPLE_CHOICE'] as const;
export type EvaluationQuestionType = (typeof EVALUATION_QUESTION_TYPES)[number];
/** German school grades: 1 (sehr gut) … 6 (ungenügend). */
export const EVALUATION_GRADE_MIN = 1;
export const EVALUATION_GRADE_MAX = 6;
/** Longest answer to a FREE question. */
export const EVALUATION_FREE_TEXT_MAX = 2000;

export interface EvaluationQuestion {
  id: number;
  position: number;
  type: EvaluationQuestionType;
  text: string;
  /** MULTIPLE_CHOICE: the choices; [] otherwise. */
  options: string[];
  /** HEADLINE is never required. */
  required: boolean;
}

/** One answer: grade for GRADE, option (one of the question's options) for MULTIPLE_CHOICE, text for FREE. */
export interface EvaluationAnswer {
  questionId: number;
  grade?: number;
  option?: string;
  text?: string;
}

/** PUT /api/evaluations/courses/{courseId}/schedules/{scheduleId}?moduleId body (spec: courseEvaluation). */
export interface CourseEvaluationInput {
  answers: EvaluationAnswer[];
}

/** GET /api/courses/{courseId}/schedule/{courseScheduleId}/evaluation?moduleId: the form for a booked date. */
export interface EvaluationForm {
  courseId: number;
  scheduleId: number;
  moduleId: number | null;
  courseName: string;
  organizer: string;
  startDate: string;
  endDate: string;
  /** The date can be evaluated now (confirmed order, date over). */
  open: boolean;
  /** From when it opens (the date's last day). */
  opensOn: string;
  questions: EvaluationQuestion[];
  /** The customer's saved answers ([] when not evaluated yet). */
  answers: EvaluationAnswer[];
  savedAt: string | null;
}

/** A saved evaluation as its readers see it (no customer name or contact: evaluations are anonymous to them). */
export interface CourseEvaluation {
  id: number;
  courseId: number;
  scheduleId: number;
  moduleId: number | null;
  courseName: string;
  courseType: CourseType;
  organizerId: number;
  referentIds: number[];
  answers: EvaluationAnswer[];
  createdAt: string;
  updatedAt: string;
}

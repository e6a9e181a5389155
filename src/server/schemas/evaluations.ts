/**
 * JSON Schemas of the evaluation calls (issue 12 §4); they mirror src/shared/evaluations.ts. The
 * schemas check shapes and bounds (400); the rules per question type are in
 * services/evaluations/answers.ts (422 naming the answer), since they depend on the questionnaire.
 */
import { EVALUATION_QUESTION_TYPES } from '../../shared/evaluations.ts';
import { arrayOf, bool, day, id, int, nullable, str, strict } from './primitives.ts';

const courseType = { type: 'string', enum: ['SELF', 'ONLINE', 'PRESENT'] } as const;
const moduleId = { type: 'integer', minimum: 1, maximum: 200 } as const;

export const formParams = strict({ courseId: id, courseScheduleId: id });
export const scheduleParams = strict({ courseId: id, scheduleId: id });
export const moduleQuery = { type: 'object', additionalProperties: false, properties: { moduleId } } as const;
export const courseParams = strict({ courseId: id });
export const courseQuery = { type: 'object', additionalProperties: false, properties: { scheduleId: id, moduleId } } as const;
export const typeParams = strict({ type: courseType });
export const typeIdParams = strict({ type: courseType, id });
export const referentParams = strict({ referentId: id });

const answer = {
  type: 'object',
  additionalProperties: false,
  required: ['questionId'],
  properties: {
    questionId: id,
    // Bounded loosely here; 1–6 is a rule of GRADE questions (422 INVALID_GRADE names the answer).
    grade: { type: 'integer', minimum: -100, maximum: 100 },
    option: { type: 'string', maxLength: 500 },
    // The limit of FREE answers is checked by the service (422 TEXT_TOO_LONG); this only stops abuse.
    text: { type: 'string', maxLength: 20_000 },
  },
} as const;

export const evaluationBody = strict({ answers: { type: 'array', maxItems: 100, items: answer } });

const question = strict({
  id: int, position: int, type: { type: 'string', enum: [...EVALUATION_QUESTION_TYPES] }, text: str, options: arrayOf(str), required: bool,
});

export const evaluationFormSchema = strict({
  courseId: int, scheduleId: int, moduleId: nullable(int), courseName: str, organizer: str, startDate: day, endDate: day,
  open: bool, opensOn: day, questions: arrayOf(question), answers: arrayOf(answer), savedAt: nullable(str),
});

export const evaluationSchema = strict({
  id: int, courseId: int, scheduleId: int, moduleId: nullable(int), courseName: str, courseType, organizerId: int,
  referentIds: arrayOf(int), answers: arrayOf(answer), createdAt: str, updatedAt: str,
});
export const evaluationListSchema = arrayOf(evaluationSchema);

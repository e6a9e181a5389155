/**
 * The distance-learning declaration of a written course (PUT /api/course, issue 26 §3;
 * src/shared/distance-learning.ts): self-study, and a course of any type that teaches at a distance
 * (teachesAtDistance: material studied at home with exams), must carry its ZFU approval number or the statement
 * that it is not distance learning (422 DISTANCE_LEARNING_DECLARATION_REQUIRED); a number must have
 * the ZFU's form (422 ZFU_NUMBER_INVALID). Answers the three course columns to write.
 */
import {
  DISTANCE_LEARNING_STATEMENT_MAX_LENGTH,
  needsDistanceLearningDeclaration,
  normalizeZfuNumber,
  ZFU_NUMBER_PATTERN,
} from '../../shared/distance-learning.ts';
import { HttpError } from '../errors.ts';
import type { CourseWrite } from '../schemas/course-write.ts';

export interface DistanceLearningColumns {
  kind: 'ZFU_APPROVED' | 'NOT_DISTANCE_LEARNING' | null;
  zfuNumber: string | null;
  statement: string | null;
}

const ZFU_NUMBER = new RegExp(ZFU_NUMBER_PATTERN);

export function distanceLearningColumns(
  body: Pick<CourseWrite, 'courseType' | 'distanceLearning' | 'teachesAtDistance'>,
): DistanceLearningColumns {
  const declared = body.distanceLearning ?? null;
  if (declared === null) {
    if (needsDistanceLearningDeclaration(body.courseType, body.teachesAtDistance === true)) {
      throw new HttpError(
        422,
        'DISTANCE_LEARNING_DECLARATION_REQUIRED',
        'distanceLearning: self-study with a learning-success check, and a course that mixes material studied at a distance with exams, ' +
          'is distance learning (§ 1 FernUSG); give the ZFU approval number ' +
          '(kind ZFU_APPROVED) or state why the course is not distance learning (kind NOT_DISTANCE_LEARNING) — without either it is not sold',
        'distanceLearning',
      );
    }
    return { kind: null, zfuNumber: null, statement: null };
  }
  if (declared.kind === 'ZFU_APPROVED') {
    const zfuNumber = normalizeZfuNumber(declared.zfuNumber ?? '');
    if (!ZFU_NUMBER.test(zfuNumber)) {
      throw new HttpError(
        422,
        'ZFU_NUMBER_INVALID',
        'distanceLearning.zfuNumber: a ZFU approval number has six or seven digits, newer ones a lower-case letter after them (e.g. 7312345 or 1234567c)',
        'distanceLearning.zfuNumber',
      );
    }
    return { kind: 'ZFU_APPROVED', zfuNumber, statement: null };
  }
  const statement = (declared.statement ?? '').trim();
  if (statement.length === 0 || statement.length > DISTANCE_LEARNING_STATEMENT_MAX_LENGTH) {
    throw new HttpError(
      422,
      'DISTANCE_LEARNING_STATEMENT_INVALID',
      `distanceLearning.statement: say in 1 to ${DISTANCE_LEARNING_STATEMENT_MAX_LENGTH} characters why the course is not distance learning (shown to buyers)`,
      'distanceLearning.statement',
    );
  }
  return { kind: 'NOT_DISTANCE_LEARNING', zfuNumber: null, statement };
}

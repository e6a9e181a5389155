/**
 * Distance learning (Fernunterrichtsschutzgesetz, issue 26 §3). A course that teaches at a distance
 * and monitors the learning success — self-study with its online learning-success check, study
 * letters with exams — is distance learning (§ 1 FernUSG); since the Federal Court of Justice's
 * decisions of 2025 (III ZR 109/24, III ZR 173/24) such a contract without the approval of the
 * Staatliche Zentralstelle für Fernunterricht (ZFU) is void (§ 7 FernUSG), for business buyers too.
 * So a course either carries its ZFU approval number, or the organizer states — shown to buyers —
 * why it is not distance learning. Self-study must say one or the other before it is published or
 * sold (services/course-write.ts, services/cart/catalogue.ts).
 */
import type { CourseType } from './types';

export type DistanceLearning =
  | { kind: 'ZFU_APPROVED'; zfuNumber: string }
  | { kind: 'NOT_DISTANCE_LEARNING'; statement: string };

/**
 * A ZFU approval number as the ZFU prints it: six or seven digits, newer ones with a lower-case
 * letter after them (e.g. 7312345, 1234567c). Spaces are taken out before the check.
 */
export const ZFU_NUMBER_PATTERN = '^[0-9]{6,7}[a-z]?$';
export const DISTANCE_LEARNING_STATEMENT_MAX_LENGTH = 500;

export const normalizeZfuNumber = (value: string) => value.replace(/\s+/g, '');

/**
 * Self-study always has the online learning-success check, and a course of another type may teach at
 * a distance too (material to study at home with exams or answered questions: teachesAtDistance):
 * either must declare itself.
 */
export const needsDistanceLearningDeclaration = (courseType: CourseType, teachesAtDistance = false) =>
  courseType === 'SELF' || teachesAtDistance;

/**
 * The learning-success check (lernerfolgskontrolle) of an own self-study position: its questions
 * without the correct options, and a submission scored here on the server against the stored
 * correct options (the client only says which option it chose). Every submission is an attempt
 * (recorded with its answers and score); after LEARNING_CHECK_MAX_ATTEMPTS failed ones the check is
 * closed. Passing sets order_position.learning_check_passed_at, which the training state counts
 * (customer-area/training-rules.ts). The attempt is counted and the pass is set in one transaction,
 * under a row lock of the position, so two tabs cannot take a fourth attempt.
 */
import {
  LEARNING_CHECK_MAX_ATTEMPTS,
  LEARNING_CHECK_PASS_PERCENT,
  type LearningCheck,
  type LearningCheckAttempt,
  type LearningCheckResult,
  type LearningCheckSubmission,
} from '../../../shared/certificates.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import { requireCustomer } from '../customer-access.ts';
import { ownCoursePosition, type CertificatePosition } from './position.ts';

interface StoredQuestion {
  position: number;
  question: string;
  options: string[];
  correctOption: number;
}

const AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const percentOf = (correct: number, total: number) => Math.floor((correct * 100) / total);

async function questionsOf(db: Queryable, courseId: number): Promise<StoredQuestion[]> {
  return db.query<StoredQuestion>(
    `select position, question, options, correct_option as "correctOption" from learning_check_question where course_id = $1 order by position`,
    [courseId],
  );
}

async function lastAttempt(db: Queryable, positionId: number): Promise<LearningCheckAttempt | null> {
  const [row] = await db.query<Omit<LearningCheckAttempt, 'percent'>>(
    `select correct, total, passed, ${AT} as at from learning_check_attempt where position_id = $1 order by created_at desc, id desc limit 1`,
    [positionId],
  );
  return row ? { ...row, percent: percentOf(row.correct, row.total) } : null;
}

/** A self-study position of a confirmed order; anything else cannot be checked. */
function assertCheckable(position: CertificatePosition): void {
  if (position.courseType !== 'SELF') {
    throw new HttpError(409, 'NO_LEARNING_CHECK', 'Only self-study courses have a learning-success check');
  }
  if (position.orderStatus !== 'CONFIRMED') {
    throw new HttpError(409, 'ORDER_NOT_CONFIRMED', 'The learning-success check opens once the order is confirmed');
  }
}

const certificateUrl = (position: CertificatePosition, passed: boolean) =>
  passed ? `/api/customer-certificate/${position.positionId}` : null;

/** GET /api/course-certification/{positionId}/certification. */
export async function learningCheckOf(db: Queryable, customerId: number, positionId: number): Promise<LearningCheck> {
  requireCustomer(customerId);
  const position = await ownCoursePosition(db, customerId, positionId);
  assertCheckable(position);
  const questions = await questionsOf(db, position.courseId);
  if (questions.length === 0)
    throw new HttpError(409, 'NO_LEARNING_CHECK', 'This course has no learning-success check');
  const passed = position.learningCheckPassed;
  return {
    positionId,
    courseId: position.courseId,
    courseName: position.name,
    passMarkPercent: LEARNING_CHECK_PASS_PERCENT,
    maxAttempts: LEARNING_CHECK_MAX_ATTEMPTS,
    attemptsUsed: position.attempts,
    attemptsLeft: passed ? 0 : Math.max(0, LEARNING_CHECK_MAX_ATTEMPTS - position.attempts),
    passedAt: position.learningCheckPassedAt,
    lastAttempt: await lastAttempt(db, positionId),
    questions: questions.map(({ position: number, question, options }) => ({ position: number, question, options })),
    certificateUrl: certificateUrl(position, passed),
  };
}

/** Every question answered exactly once with an option it has (422 naming the answer otherwise). */
function checkAnswers(questions: readonly StoredQuestion[], submission: LearningCheckSubmission): Map<number, number> {
  const chosen = new Map<number, number>();
  submission.answers.forEach((answer, index) => {
    const question = questions.find((candidate) => candidate.position === answer.position);
    if (!question)
      throw new HttpError(
        422,
        'UNKNOWN_QUESTION',
        `There is no question ${answer.position}`,
        `answers.${index}.position`,
      );
    if (chosen.has(answer.position))
      throw new HttpError(
        422,
        'DUPLICATE_ANSWER',
        `Question ${answer.position} is answered twice`,
        `answers.${index}.position`,
      );
    if (answer.option >= question.options.length) {
      throw new HttpError(
        422,
        'UNKNOWN_OPTION',
        `Question ${answer.position} has no option ${answer.option}`,
        `answers.${index}.option`,
      );
    }
    chosen.set(answer.position, answer.option);
  });
  const missing = questions.find((question) => !chosen.has(question.position));
  if (missing) throw new HttpError(422, 'ANSWER_MISSING', `Question ${missing.position} is not answered`, 'answers');
  return chosen;
}

/** POST /api/course-certification/{positionId}/certification: score an attempt. */
export async function submitLearningCheck(
  db: Database,
  customerId: number,
  positionId: number,
  submission: LearningCheckSubmission,
): Promise<LearningCheckResult> {
  requireCustomer(customerId);
  return db.transaction(async (tx) => {
    // Lock the position first: attempts are counted and the pass is set under this lock.
    const [locked] = await tx.query<{ id: number }>(
      `select p.id::int as id from order_position p join customer_order o on o.id = p.order_id
        where p.id = $1 and o.customer_id = $2 for update of p`,
      [positionId, customerId],
    );
    if (!locked) throw new HttpError(404, 'NOT_FOUND', `Order position ${positionId} not found`);
    const position = await ownCoursePosition(tx, customerId, positionId);
    assertCheckable(position);
    if (position.learningCheckPassed)
      throw new HttpError(409, 'LEARNING_CHECK_PASSED', 'The learning-success check is passed already');
    if (position.attempts >= LEARNING_CHECK_MAX_ATTEMPTS) {
      throw new HttpError(
        409,
        'LEARNING_CHECK_NO_ATTEMPTS_LEFT',
        `All ${LEARNING_CHECK_MAX_ATTEMPTS} attempts are used`,
      );
    }
    const questions = await questionsOf(tx, position.courseId);
    if (questions.length === 0)
      throw new HttpError(409, 'NO_LEARNING_CHECK', 'This course has no learning-success check');
    const chosen = checkAnswers(questions, submission);
    const correct = questions.filter((question) => chosen.get(question.position) === question.correctOption).length;
    const total = questions.length;
    const passed = percentOf(correct, total) >= LEARNING_CHECK_PASS_PERCENT;
    const [attempt] = await tx.query<{ at: string }>(
      `insert into learning_check_attempt (position_id, answers, correct, total, passed) values ($1, $2::jsonb, $3, $4, $5) returning ${AT} as at`,
      [positionId, JSON.stringify(submission.answers), correct, total, passed],
    );
    if (passed)
      await tx.query('update order_position set learning_check_passed_at = now() where id = $1', [positionId]);
    return {
      correct,
      total,
      percent: percentOf(correct, total),
      passed,
      at: attempt!.at,
      attemptsLeft: passed ? 0 : LEARNING_CHECK_MAX_ATTEMPTS - position.attempts - 1,
      certificateUrl: certificateUrl(position, passed),
    };
  });
}

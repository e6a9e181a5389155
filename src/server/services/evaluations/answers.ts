/**
 * Checks a customer's evaluation answers against the questionnaire (spec §3 Course evaluation), one
 * rule per question type: GRADE a whole grade 1–6, MULTIPLE_CHOICE one of the question's options,
 * FREE a text of at most EVALUATION_FREE_TEXT_MAX characters, HEADLINE no answer at all; every
 * required question answered; no question twice, none unknown. Each failure is a 422 naming the
 * answer (`answers.<index>.<field>`) so the form can show it beside the question. Pure: the caller
 * loads the questions.
 */
import {
  EVALUATION_FREE_TEXT_MAX, EVALUATION_GRADE_MAX, EVALUATION_GRADE_MIN, type EvaluationAnswer, type EvaluationQuestion,
} from '../../../shared/evaluations.ts';
import { HttpError } from '../../errors.ts';

const invalid = (code: string, message: string, field: string) => new HttpError(422, code, message, field);

/** The answers as stored: only the field of the question's type, texts trimmed, empty FREE answers dropped. */
export function checkedAnswers(questions: readonly EvaluationQuestion[], answers: readonly EvaluationAnswer[]): EvaluationAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  const stored: EvaluationAnswer[] = [];
  answers.forEach((answer, index) => {
    const at = `answers.${index}`;
    const question = byId.get(answer.questionId);
    if (!question) throw invalid('UNKNOWN_QUESTION', `Question ${answer.questionId} is not part of this evaluation`, `${at}.questionId`);
    if (seen.has(answer.questionId)) throw invalid('DUPLICATE_ANSWER', `Question ${answer.questionId} is answered twice`, `${at}.questionId`);
    seen.add(answer.questionId);
    const given = (['grade', 'option', 'text'] as const).filter((key) => answer[key] !== undefined);
    const expected = { HEADLINE: undefined, GRADE: 'grade', MULTIPLE_CHOICE: 'option', FREE: 'text' }[question.type];
    if (expected === undefined) {
      throw invalid('HEADLINE_TAKES_NO_ANSWER', `Question ${question.id} is a headline and takes no answer`, `${at}.questionId`);
    }
    const wrong = given.find((key) => key !== expected);
    if (wrong) throw invalid('WRONG_ANSWER_TYPE', `Question ${question.id} (${question.type}) takes a ${expected}, not a ${wrong}`, `${at}.${wrong}`);
    if (question.type === 'GRADE') {
      const grade = answer.grade;
      if (grade === undefined || !Number.isInteger(grade) || grade < EVALUATION_GRADE_MIN || grade > EVALUATION_GRADE_MAX) {
        throw invalid('INVALID_GRADE', `Question ${question.id} takes a grade from ${EVALUATION_GRADE_MIN} to ${EVALUATION_GRADE_MAX}`, `${at}.grade`);
      }
      stored.push({ questionId: question.id, grade });
    } else if (question.type === 'MULTIPLE_CHOICE') {
      if (answer.option === undefined || !question.options.includes(answer.option)) {
        throw invalid('UNKNOWN_OPTION', `Question ${question.id} takes one of: ${question.options.join(', ')}`, `${at}.option`);
      }
      stored.push({ questionId: question.id, option: answer.option });
    } else {
      const text = (answer.text ?? '').trim();
      if (text.length > EVALUATION_FREE_TEXT_MAX) {
        throw invalid('TEXT_TOO_LONG', `The answer to question ${question.id} has ${text.length} characters; at most ${EVALUATION_FREE_TEXT_MAX}`, `${at}.text`);
      }
      if (text !== '') stored.push({ questionId: question.id, text });
    }
  });
  const missing = questions.find((question) => question.required && !stored.some((answer) => answer.questionId === question.id));
  if (missing) throw invalid('ANSWER_REQUIRED', `Question ${missing.id} needs an answer`, 'answers');
  return stored;
}

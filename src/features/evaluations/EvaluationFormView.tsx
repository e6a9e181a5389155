/**
 * The course evaluation form (spec §3): a HEADLINE is a heading, a GRADE a choice of 1–6, a
 * MULTIPLE_CHOICE one of its options, a FREE a text of at most 2,000 characters. Formik owns the
 * answers, Yup the rules of required questions and the text length; the server checks them again.
 */
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string, type AnySchema } from 'yup';
import { SubmitButton } from '../../components/SubmitButton';
import { CERTIFICATES_NAMESPACE } from '../../lib/certificate-texts';
import {
  EVALUATION_FREE_TEXT_MAX, EVALUATION_GRADE_MAX, EVALUATION_GRADE_MIN, type EvaluationAnswer, type EvaluationQuestion,
} from '../../shared/evaluations';

type Values = Record<string, string>;
const fieldName = (question: EvaluationQuestion) => `q${question.id}`;
const GRADES = Array.from({ length: EVALUATION_GRADE_MAX - EVALUATION_GRADE_MIN + 1 }, (_, index) => String(EVALUATION_GRADE_MIN + index));

function Choices({ name, options, labelOf }: { name: string; options: string[]; labelOf: (option: string) => string }) {
  const [field] = useField<string>(name);
  return (
    <>
      {options.map((option) => (
        <label key={option} className="evaluation-question__option">
          <input type="radio" name={name} value={option} checked={field.value === option} onChange={field.onChange} onBlur={field.onBlur} />
          <span>{labelOf(option)}</span>
        </label>
      ))}
    </>
  );
}

function QuestionField({ question }: { question: EvaluationQuestion }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const name = fieldName(question);
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext<Values>();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorId = `${name}-error`;
  if (question.type === 'HEADLINE') return <h2 className="evaluation-headline">{question.text}</h2>;
  const label = (
    <>
      <span>{question.text}</span>
      {question.required && <span className="evaluation-question__required"> ({t('evaluation.required')})</span>}
    </>
  );
  if (question.type === 'FREE') {
    return (
      <div className="evaluation-question">
        <label htmlFor={name} className="evaluation-question__label">{label}</label>
        <textarea
          id={name} {...field} rows={4} maxLength={EVALUATION_FREE_TEXT_MAX}
          aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
        />
        {error && <p id={errorId} className="form-field__error">{error}</p>}
      </div>
    );
  }
  return (
    <fieldset className="evaluation-question" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      {question.type === 'GRADE' ? (
        <div className="evaluation-question__grades" role="presentation" title={t('evaluation.gradeLegend')}>
          <Choices name={name} options={GRADES} labelOf={(grade) => t('evaluation.grade', { grade })} />
        </div>
      ) : (
        <Choices name={name} options={question.options} labelOf={(option) => option} />
      )}
      {error && <p id={errorId} className="form-field__error">{error}</p>}
    </fieldset>
  );
}

function initialValue(question: EvaluationQuestion, saved: readonly EvaluationAnswer[]): string {
  const answer = saved.find((candidate) => candidate.questionId === question.id);
  if (!answer) return '';
  return answer.grade !== undefined ? String(answer.grade) : (answer.option ?? answer.text ?? '');
}

/** The answers as the API takes them: only questions with an answer, each with the field of its type. */
export function answersOf(questions: readonly EvaluationQuestion[], values: Values): EvaluationAnswer[] {
  return questions.flatMap((question): EvaluationAnswer[] => {
    const value = (values[fieldName(question)] ?? '').trim();
    if (question.type === 'HEADLINE' || value === '') return [];
    if (question.type === 'GRADE') return [{ questionId: question.id, grade: Number(value) }];
    if (question.type === 'MULTIPLE_CHOICE') return [{ questionId: question.id, option: value }];
    return [{ questionId: question.id, text: value }];
  });
}

export function EvaluationFormView({ questions, saved, submitLabel, onSubmit }: {
  questions: EvaluationQuestion[];
  saved: EvaluationAnswer[];
  submitLabel: string;
  onSubmit: (answers: EvaluationAnswer[]) => Promise<void>;
}) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const answerable = questions.filter((question) => question.type !== 'HEADLINE');
  const initial = Object.fromEntries(answerable.map((question) => [fieldName(question), initialValue(question, saved)]));
  const rules: Record<string, AnySchema> = {};
  for (const question of answerable) {
    let rule = string();
    if (question.type === 'FREE') rule = rule.max(EVALUATION_FREE_TEXT_MAX, t('evaluation.textTooLong', { max: EVALUATION_FREE_TEXT_MAX }));
    rules[fieldName(question)] = question.required ? rule.trim().required(t('evaluation.answerRequired')) : rule;
  }
  return (
    <Formik<Values> initialValues={initial} validationSchema={object(rules)} onSubmit={(values) => onSubmit(answersOf(questions, values))}>
      {({ isSubmitting }) => (
        <Form noValidate className="evaluation-form">
          {questions.map((question) => (
            <QuestionField key={question.id} question={question} />
          ))}
          <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The questions of a learning-success check as radio groups (Formik owns the choices, Yup says each
 * question needs one). It sends only which option was chosen; the server scores it.
 */
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { SubmitButton } from '../../components/SubmitButton';
import { CERTIFICATES_NAMESPACE } from '../../lib/certificate-texts';
import type { LearningCheckQuestion, LearningCheckSubmission } from '../../shared/certificates';

type Values = Record<string, string>;
const fieldName = (question: LearningCheckQuestion) => `q${question.position}`;

function QuestionField({ question, number, total }: { question: LearningCheckQuestion; number: number; total: number }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const [field, meta] = useField<string>(fieldName(question));
  const { submitCount } = useFormikContext<Values>();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorId = `${field.name}-error`;
  return (
    <fieldset className="check-question" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>
        <span className="check-question__number">{t('check.question', { number, total })}</span>
        <span className="check-question__text">{question.question}</span>
      </legend>
      {question.options.map((option, index) => (
        <label key={option} className="check-question__option">
          <input type="radio" name={field.name} value={String(index)} checked={field.value === String(index)} onChange={field.onChange} onBlur={field.onBlur} />
          <span>{option}</span>
        </label>
      ))}
      {error && <p id={errorId} className="form-field__error">{error}</p>}
    </fieldset>
  );
}

export function LearningCheckForm({ questions, onSubmit }: {
  questions: LearningCheckQuestion[];
  onSubmit: (submission: LearningCheckSubmission) => Promise<void>;
}) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const initial = Object.fromEntries(questions.map((question) => [fieldName(question), '']));
  const schema = object(Object.fromEntries(questions.map((question) => [fieldName(question), string().required(t('check.chooseOne'))])));
  return (
    <Formik<Values>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values) => onSubmit({ answers: questions.map((question) => ({ position: question.position, option: Number(values[fieldName(question)]) })) })}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="check-form">
          {questions.map((question, index) => (
            <QuestionField key={question.position} question={question} number={index + 1} total={questions.length} />
          ))}
          <SubmitButton busy={isSubmitting}>{t('check.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

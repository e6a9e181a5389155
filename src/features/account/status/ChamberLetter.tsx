/**
 * The letter to a bar chamber proving the year's training (POST /api/customer/state/{year}/letter,
 * a PDF): the chamber (GET /api/chambers), the member number there, and which titles and courses it
 * lists. Before it is produced the form shows what a chamber would object to among the chosen
 * courses and titles (the state's warnings), and a refusal of the server (422 LETTER_REJECTED) lists
 * each course with its reasons. No course is left out silently.
 */
import { Field, Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import * as Yup from 'yup';
import { getChambers, LetterRefused, requestChamberLetter } from '../../../api/customer-area';
import { Alert } from '../../../components/Alert';
import { SelectField } from '../../../components/forms/fields';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { saveBlob } from '../../../lib/download';
import type { LetterRejection, TrainingState } from '../../../shared/customer-area';
import { formatHours, pageLanguage } from '../format-hours';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { rejectionText } from './rejection-texts';

interface LetterValues {
  chamberId: string;
  chamberMemberId: string;
  scopeIds: string[];
  /** 'ORDER-12' / 'MANUAL-3'. */
  courses: string[];
}

type Outcome =
  | { phase: 'idle' | 'busy' }
  | { phase: 'done'; fileName: string }
  | { phase: 'rejected'; courses: LetterRejection[] }
  | { phase: 'failed'; message: string };

const courseKey = (course: { source: 'ORDER' | 'MANUAL'; id: number }) => `${course.source}-${course.id}`;

export function ChamberLetter({ state }: { state: TrainingState }) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const language = pageLanguage(i18n.language);
  const chambers = useLoad('chambers', (signal) => getChambers({ signal }));
  const [outcome, setOutcome] = useState<Outcome>({ phase: 'idle' });
  const schema = useMemo(
    () =>
      Yup.object({
        chamberId: Yup.string().required(t('letter.errors.chamber')),
        chamberMemberId: Yup.string()
          .trim()
          .required(t('letter.errors.memberId'))
          .max(40, t('letter.errors.memberIdFormat'))
          .matches(/^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/, t('letter.errors.memberIdFormat')),
        scopeIds: Yup.array().of(Yup.string().required()).min(1, t('letter.errors.titles')),
        courses: Yup.array().of(Yup.string().required()).min(1, t('letter.errors.courses')),
      }),
    [t],
  );
  if (state.titles.length === 0) return null;

  const submit = async (values: LetterValues) => {
    setOutcome({ phase: 'busy' });
    const chosen = new Set(values.courses);
    const courses = state.titles.flatMap((title) =>
      values.scopeIds.includes(String(title.scopeId)) ? title.courses : [],
    );
    const picked = courses.filter((course) => chosen.has(courseKey(course)));
    try {
      const answer = await requestChamberLetter(state.year, {
        scopeIds: values.scopeIds.map(Number),
        orderIds: [...new Set(picked.filter((c) => c.source === 'ORDER').map((c) => c.id))],
        manuelOrderIds: [...new Set(picked.filter((c) => c.source === 'MANUAL').map((c) => c.id))],
        chamberId: Number(values.chamberId),
        chamberMemberId: values.chamberMemberId.trim(),
      });
      if ('rejected' in answer) {
        setOutcome({ phase: 'rejected', courses: answer.rejected });
        return;
      }
      saveBlob(answer.pdf, answer.fileName);
      setOutcome({ phase: 'done', fileName: answer.fileName });
    } catch (error) {
      console.warn('letter failed', error);
      setOutcome({
        phase: 'failed',
        message: error instanceof LetterRefused && error.field ? t('letter.refusedField') : t('letter.failed'),
      });
    }
  };

  const initial: LetterValues = {
    chamberId: '',
    chamberMemberId: '',
    scopeIds: state.titles.map((title) => String(title.scopeId)),
    courses: state.titles.flatMap((title) =>
      title.courses.filter((course) => course.rejections.length === 0 || course.countedHours > 0).map(courseKey),
    ),
  };

  return (
    <section aria-labelledby="status-letter">
      <h2 id="status-letter">{t('letter.heading', { year: state.year })}</h2>
      <p>{t('letter.intro')}</p>
      {chambers.status !== 'ready' ? (
        <LoadState load={chambers} loading={t('letter.chambersLoading')} error={t('letter.chambersError')} />
      ) : (
        <Formik<LetterValues> initialValues={initial} validationSchema={schema} onSubmit={(values) => submit(values)}>
          {({ values, errors, submitCount }) => {
            const titles = state.titles.filter((title) => values.scopeIds.includes(String(title.scopeId)));
            const chosen = titles.flatMap((title) =>
              title.courses.filter((course) => values.courses.includes(courseKey(course))),
            );
            const objections = [
              ...titles
                .filter((title) => !title.fulfilled)
                .map((title) =>
                  t('letter.titleMissing', {
                    title: title.scopeName,
                    missing: formatHours(title.missingHours, language),
                  }),
                ),
              ...chosen
                .filter((course) => course.rejections.length > 0)
                .map((course) =>
                  t('status.courseRejected', {
                    title: course.title,
                    reasons: course.rejections.map((r) => rejectionText(t, r)).join('; '),
                  }),
                ),
            ];
            return (
              <Form
                className="checkout-form letter-form"
                noValidate
                aria-label={t('letter.heading', { year: state.year })}
              >
                <div className="form-grid">
                  <SelectField
                    name="chamberId"
                    label={t('letter.chamber')}
                    placeholder={t('letter.chooseChamber')}
                    options={chambers.data.map((chamber) => ({ value: String(chamber.id), label: chamber.name }))}
                    required
                  />
                  <FormField name="chamberMemberId" label={t('letter.memberId')} required maxLength={40} />
                </div>
                <fieldset className="choice-group">
                  <legend className="field__label">{t('letter.titles')}</legend>
                  {state.titles.map((title) => (
                    <label key={title.scopeId} className="choice">
                      <Field type="checkbox" name="scopeIds" value={String(title.scopeId)} />
                      <span className="choice__text">{title.scopeName}</span>
                    </label>
                  ))}
                  {submitCount > 0 && typeof errors.scopeIds === 'string' && (
                    <p className="field__error">{errors.scopeIds}</p>
                  )}
                </fieldset>
                <fieldset className="choice-group">
                  <legend className="field__label">{t('letter.courses')}</legend>
                  {titles.flatMap((title) =>
                    title.courses.map((course) => (
                      <label key={`${title.scopeId}-${courseKey(course)}`} className="choice">
                        <Field type="checkbox" name="courses" value={courseKey(course)} />
                        <span className="choice__text">
                          {course.title}
                          <span className="choice__hint">
                            {title.scopeName} ·{' '}
                            {course.hours === null
                              ? t('status.hoursUnknown')
                              : t('letter.courseHours', { hours: formatHours(course.hours, language) })}
                          </span>
                        </span>
                      </label>
                    )),
                  )}
                  {submitCount > 0 && typeof errors.courses === 'string' && (
                    <p className="field__error">{errors.courses}</p>
                  )}
                </fieldset>
                <div
                  className={`letter-preview ${objections.length ? 'has-objections' : ''}`.trim()}
                  aria-live="polite"
                >
                  <h3>{t('letter.preview')}</h3>
                  {objections.length === 0 ? (
                    <p>{t('letter.noObjections')}</p>
                  ) : (
                    <ul>
                      {objections.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  )}
                </div>
                {outcome.phase === 'rejected' && (
                  <Alert tone="error">
                    <p>{t('letter.rejected')}</p>
                    <ul>
                      {outcome.courses.map((course) => (
                        <li key={courseKey(course)}>
                          {t('status.courseRejected', {
                            title: course.title,
                            reasons: course.rejections.map((r) => rejectionText(t, r)).join('; '),
                          })}
                        </li>
                      ))}
                    </ul>
                  </Alert>
                )}
                {outcome.phase === 'failed' && (
                  <Alert tone="error">
                    <p>{outcome.message}</p>
                  </Alert>
                )}
                {outcome.phase === 'done' && (
                  <Alert tone="success">
                    <p>{t('letter.done', { fileName: outcome.fileName })}</p>
                  </Alert>
                )}
                <div className="checkout-form__actions">
                  <SubmitButton busy={outcome.phase === 'busy'}>{t('letter.submit')}</SubmitButton>
                </div>
              </Form>
            );
          }}
        </Formik>
      )}
    </section>
  );
}

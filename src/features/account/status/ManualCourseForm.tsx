/**
 * A course taken elsewhere (POST /api/order/manuel, PUT /api/order/manuel/{id}): title, organizer,
 * dates, net hours, delivery type, the specialist title it counts toward, referent, self-study and
 * the learning-success check. Formik holds the fields, Yup the rules the server also checks (end not
 * before start, hours > 0 with one decimal, self-study for a SELF course); a field the server still
 * refuses (422 with `field`) shows at that field.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/texts';
import * as Yup from 'yup';
import { CheckboxField, SelectField } from '../../../components/forms/fields';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { useSite } from '../../../lib/site-context';
import type { ManualCourse, ManualCourseInput } from '../../../shared/customer-area';
import { SINGLE_LINE } from '../../../shared/single-line';
import type { CourseType } from '../../../shared/types';

export interface ManualCourseValues {
  title: string;
  organizer: string;
  startDate: string;
  endDate: string;
  hours: number | '';
  courseType: CourseType | '';
  scopeId: string;
  referent: string;
  selfStudy: boolean;
  learningCheckPassed: boolean;
}

const COURSE_TYPES: readonly CourseType[] = ['PRESENT', 'ONLINE', 'SELF'];

function initialValues(entry: ManualCourse | null): ManualCourseValues {
  if (!entry) {
    return {
      title: '',
      organizer: '',
      startDate: '',
      endDate: '',
      hours: '',
      courseType: '',
      scopeId: '',
      referent: '',
      selfStudy: false,
      learningCheckPassed: false,
    };
  }
  return {
    title: entry.title,
    organizer: entry.organizer,
    startDate: entry.startDate,
    endDate: entry.endDate,
    hours: entry.hours,
    courseType: entry.courseType,
    scopeId: String(entry.scopeId),
    referent: entry.referent ?? '',
    selfStudy: entry.selfStudy,
    learningCheckPassed: entry.learningCheckPassed,
  };
}

/** The values as the contract wants them (trimmed; no referent: null; the check only with self-study). */
export function manualCourseInputOf(values: ManualCourseValues): ManualCourseInput {
  const selfStudy = values.selfStudy || values.courseType === 'SELF';
  return {
    title: values.title.trim(),
    organizer: values.organizer.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    hours: Number(values.hours),
    courseType: values.courseType as CourseType,
    scopeId: Number(values.scopeId),
    referent: values.referent.trim() || null,
    selfStudy,
    learningCheckPassed: selfStudy && values.learningCheckPassed,
  };
}

export interface ManualCourseFormProps {
  entry: ManualCourse | null;
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (input: ManualCourseInput) => void;
  onCancel: () => void;
}

export function ManualCourseForm({ entry, busy, serverErrors, onSubmit, onCancel }: ManualCourseFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { messages } = useSite();
  const schema = useMemo(() => {
    const required = t('manual.errors.required');
    // Title, organizer and referent are lines of the chamber letter.
    const oneLine = t('manual.errors.oneLine');
    return Yup.object({
      title: Yup.string()
        .trim()
        .required(required)
        .max(200, t('manual.errors.tooLong', { max: 200 }))
        .matches(SINGLE_LINE, oneLine),
      organizer: Yup.string()
        .trim()
        .required(required)
        .max(200, t('manual.errors.tooLong', { max: 200 }))
        .matches(SINGLE_LINE, oneLine),
      startDate: Yup.string()
        .required(required)
        .matches(/^\d{4}-\d{2}-\d{2}$/, t('manual.errors.date')),
      endDate: Yup.string()
        .required(required)
        .matches(/^\d{4}-\d{2}-\d{2}$/, t('manual.errors.date'))
        .test('not-before-start', t('manual.errors.endBeforeStart'), function notBeforeStart(value) {
          const start = this.parent.startDate as string;
          return !value || !start || value >= start;
        }),
      hours: Yup.number()
        .typeError(t('manual.errors.hours'))
        .required(required)
        .moreThan(0, t('manual.errors.hours'))
        .max(500, t('manual.errors.hours'))
        .test(
          'one-decimal',
          t('manual.errors.hoursDecimal'),
          (value) => value === undefined || Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
        ),
      courseType: Yup.string().oneOf(COURSE_TYPES, required).required(required),
      scopeId: Yup.string().required(t('manual.errors.scope')),
      referent: Yup.string()
        .trim()
        .max(200, t('manual.errors.tooLong', { max: 200 }))
        .matches(SINGLE_LINE, oneLine),
      selfStudy: Yup.boolean().when('courseType', {
        is: 'SELF',
        then: (s) => s.oneOf([true], t('manual.errors.selfStudy')),
      }),
      learningCheckPassed: Yup.boolean(),
    });
  }, [t]);
  const scopes = useMemo(
    () =>
      [...messages.lawyerScopes]
        .sort((a, b) => a.name.localeCompare(b.name, 'de'))
        .map((scope) => ({ value: String(scope.id), label: scope.name })),
    [messages.lawyerScopes],
  );
  return (
    <Formik<ManualCourseValues>
      initialValues={initialValues(entry)}
      initialStatus={{ fieldErrors: serverErrors ?? {} }}
      validationSchema={schema}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        onSubmit(manualCourseInputOf(values));
      }}
    >
      {({ values }) => (
        <Form
          className="checkout-form manual-form"
          noValidate
          aria-label={entry ? t('manual.editTitle', { title: entry.title }) : t('manual.addTitle')}
        >
          <ServerErrors errors={serverErrors} />
          <div className="form-grid">
            <FormField name="title" label={t('manual.title')} required maxLength={200} />
            <FormField name="organizer" label={t('manual.organizer')} required maxLength={200} />
            <FormField name="startDate" type="date" label={t('manual.startDate')} required />
            <FormField name="endDate" type="date" label={t('manual.endDate')} required />
            <FormField name="hours" type="number" step="0.1" label={t('manual.hours')} required />
            <SelectField
              name="courseType"
              label={t('manual.courseType')}
              placeholder={t('manual.choose')}
              options={COURSE_TYPES.map((type) => ({ value: type, label: t(`manual.courseTypes.${type}`) }))}
              required
            />
            <SelectField
              name="scopeId"
              label={t('manual.scope')}
              placeholder={t('manual.choose')}
              options={scopes}
              required
            />
            <FormField name="referent" label={t('manual.referent')} maxLength={200} />
          </div>
          <CheckboxField name="selfStudy">{t('manual.selfStudy')}</CheckboxField>
          {(values.selfStudy || values.courseType === 'SELF') && (
            <CheckboxField name="learningCheckPassed">{t('manual.learningCheckPassed')}</CheckboxField>
          )}
          <p className="field__hint">{t('manual.referentHint')}</p>
          <div className="checkout-form__actions">
            <SubmitButton busy={busy}>{entry ? t('manual.saveChanges') : t('manual.add')}</SubmitButton>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('common.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** Puts the server's field errors into Formik's status, where FormField shows them until the field is edited. */
function ServerErrors({ errors }: { errors: Record<string, string> | undefined }) {
  const { setStatus } = useFormikContext<ManualCourseValues>();
  useEffect(() => {
    setStatus({ fieldErrors: errors ?? {} });
  }, [errors, setStatus]);
  return null;
}

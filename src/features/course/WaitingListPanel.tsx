/**
 * The waiting list's form (Formik + Yup, POST /api/orders/waitinglists), loaded when a visitor opens
 * it (./WaitingListForm.tsx): Formik and Yup are no part of the course page's first paint. A 400
 * answer naming a field marks that field; 409 says the date is no longer full (or past); other
 * failures show a dismissable alert.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '../../lib/texts';
import { joinWaitingList } from '../../api/catalogue';
import { Alert } from '../../components/Alert';
import { FormField, type FormStatus } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { describeFailure } from '../../lib/api-error';
import { isSupportedLanguage } from '../../lib/language';
import { SINGLE_LINE } from '../../shared/single-line';
import type { WaitingListOutcome } from './waiting-list-outcome';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '' };
const PHONE = /^[0-9 +()/-]*$/;

const isField = (value: string | undefined): value is (typeof FIELDS)[number] =>
  (FIELDS as readonly (string | undefined)[]).includes(value);

export interface WaitingListPanelProps {
  courseId: number;
  scheduleId: number;
  /** The date's start, dd.MM.yyyy, for the heading. */
  dateLabel: string;
  /** The id the opening button's aria-controls names. */
  panelId: string;
  onOutcome: (outcome: WaitingListOutcome) => void;
  onCancel: () => void;
}

export default function WaitingListPanel({
  courseId,
  scheduleId,
  dateLabel,
  panelId,
  onOutcome,
  onCancel,
}: WaitingListPanelProps) {
  const { t, i18n } = useTranslation();
  const [unexpected, setUnexpected] = useState(false);
  const headingId = useId();
  const firstFieldRef = useRef<HTMLDivElement>(null);

  const schema = useMemo(() => {
    const oneLine = t('course.waitingList.errors.oneLine');
    return object({
      firstName: string()
        .trim()
        .required(t('course.waitingList.errors.firstName'))
        .max(100, t('course.waitingList.errors.invalid'))
        .matches(SINGLE_LINE, oneLine),
      lastName: string()
        .trim()
        .required(t('course.waitingList.errors.lastName'))
        .max(100, t('course.waitingList.errors.invalid'))
        .matches(SINGLE_LINE, oneLine),
      email: string()
        .trim()
        .required(t('course.waitingList.errors.email'))
        .email(t('course.waitingList.errors.emailInvalid'))
        .max(254, t('course.waitingList.errors.invalid'))
        .matches(SINGLE_LINE, oneLine),
      phone: string()
        .trim()
        .matches(PHONE, t('course.waitingList.errors.phone'))
        .max(40, t('course.waitingList.errors.invalid')),
    });
  }, [t]);

  // Opened: the first field takes the focus.
  useEffect(() => {
    firstFieldRef.current?.querySelector('input')?.focus();
  }, []);

  return (
    <section id={panelId} className="waiting-list" aria-labelledby={headingId}>
      <h4 id={headingId} className="waiting-list__title">
        {t('course.waitingList.title', { date: dateLabel })}
      </h4>
      <p className="waiting-list__intro">{t('course.waitingList.intro')}</p>
      <Formik<Values>
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setUnexpected(false);
          helpers.setStatus(undefined);
          const phone = values.phone.trim();
          try {
            const { entry, created } = await joinWaitingList({
              courseId,
              courseScheduleId: scheduleId,
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              ...(phone ? { phone } : {}),
              ...(isSupportedLanguage(i18n.language) ? { language: i18n.language } : {}),
            });
            onOutcome({ kind: 'joined', position: entry.position, created });
          } catch (error) {
            const failure = await describeFailure(error);
            const field = failure.body?.field;
            if (failure.status === 409) {
              onOutcome({ kind: 'refused', reason: failure.body?.code === 'SCHEDULE_PAST' ? 'past' : 'notFull' });
            } else if (failure.status === 400 && isField(field)) {
              helpers.setStatus({
                fieldErrors: { [field]: t('course.waitingList.errors.invalid') },
              } satisfies FormStatus);
            } else {
              setUnexpected(true);
            }
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="waiting-list__form">
            <p className="form-hint">{t('course.waitingList.requiredHint')}</p>
            {unexpected && (
              <Alert tone="error" onDismiss={() => setUnexpected(false)}>
                {t('errors.unexpected')}
              </Alert>
            )}
            <div className="form-grid" ref={firstFieldRef}>
              <FormField
                name="firstName"
                label={t('course.waitingList.fields.firstName')}
                autoComplete="given-name"
                maxLength={100}
                required
              />
              <FormField
                name="lastName"
                label={t('course.waitingList.fields.lastName')}
                autoComplete="family-name"
                maxLength={100}
                required
              />
              <FormField
                name="email"
                type="email"
                label={t('course.waitingList.fields.email')}
                autoComplete="email"
                maxLength={254}
                required
              />
              <FormField
                name="phone"
                type="tel"
                label={t('course.waitingList.fields.phone')}
                autoComplete="tel"
                maxLength={40}
              />
            </div>
            <div className="waiting-list__actions">
              <SubmitButton busy={isSubmitting}>{t('course.waitingList.submit')}</SubmitButton>
              <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSubmitting}>
                {t('course.waitingList.cancel')}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/**
 * Step 1: the positions that can be withdrawn as checkboxes (the refused ones listed with their
 * reason, without a checkbox), and name and e-mail for the confirmation, prefilled from the order.
 * "Weiter" sends `user.continue`; the server then computes the amounts. While it does, or after that
 * failed ("Erneut versuchen" / "Zurück"), the form is shown but not open for changes.
 */
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { array, object, string } from 'yup';
import { Alert } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { formatCents } from '../../lib/format';
import { isSupportedLanguage } from '../../lib/language';
import { WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import { SINGLE_LINE } from '../../shared/single-line';
import { OrderFacts, scheduleOf } from './OrderFacts';
import type { WithdrawalView } from './withdrawal-view';

export interface SelectValues {
  positionIds: number[];
  name: string;
  email: string;
}

interface FormValues {
  positionIds: string[];
  name: string;
  email: string;
}

export interface SelectStepProps {
  view: Extract<WithdrawalView, { kind: 'select' }>;
  onContinue: (values: SelectValues) => void;
  onRetry: () => void;
  onBack: () => void;
}

export function SelectStep({ view, onContinue, onRetry, onBack }: SelectStepProps) {
  const { t, i18n } = useTranslation(WITHDRAWAL_NAMESPACE);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const groupErrorId = useId();
  const open = view.order.positions.filter((position) => position.refusal === null);
  const refused = view.order.positions.filter((position) => position.refusal !== null);
  const locked = view.busy || view.failed;
  const schema = useMemo(
    () =>
      object({
        positionIds: array(string().required()).min(1, t('select.errors.positions')),
        name: string().trim().required(t('select.errors.name')).max(120).matches(SINGLE_LINE),
        email: string().trim().required(t('select.errors.email')).email(t('select.errors.emailInvalid')).max(254),
      }),
    [t],
  );
  const initial: FormValues = {
    positionIds: view.initial.positionIds.map(String),
    name: view.initial.name,
    email: view.initial.email,
  };

  return (
    <section className="withdrawal-section" aria-labelledby="withdrawal-select-title">
      <h2 id="withdrawal-select-title">{t('steps.select')}</h2>
      <OrderFacts order={view.order} />
      <Formik<FormValues>
        initialValues={initial}
        validationSchema={schema}
        onSubmit={(values) =>
          onContinue({ positionIds: values.positionIds.map(Number), name: values.name.trim(), email: values.email.trim() })
        }
      >
        {({ errors, submitCount }) => (
          <Form noValidate className="withdrawal-form">
            <fieldset disabled={locked} className="withdrawal-fieldset">
              <fieldset
                className="withdrawal-positions"
                aria-describedby={groupErrorId}
                aria-invalid={submitCount > 0 && errors.positionIds ? true : undefined}
              >
                <legend className="field__label">{t('select.positions')}</legend>
                <ul className="withdrawal-list">
                  {open.map((position) => {
                    const schedule = scheduleOf(position, t);
                    return (
                      <li key={position.positionId} className="withdrawal-list__item">
                        <label className="withdrawal-choice">
                          <Field type="checkbox" name="positionIds" value={String(position.positionId)} />
                          <span>
                            <span className="withdrawal-choice__name">{position.name}</span>
                            <span className="withdrawal-choice__facts">
                              {[position.organizer, schedule, formatCents(position.grossCents, language)].filter(Boolean).join(' · ')}
                            </span>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
                <div id={groupErrorId} className="field__error" role={submitCount > 0 && errors.positionIds ? 'alert' : undefined}>
                  {submitCount > 0 && <ErrorMessage name="positionIds" />}
                </div>
              </fieldset>
              {refused.length > 0 && (
                <div className="withdrawal-refused">
                  <h3>{t('select.refused')}</h3>
                  <ul className="withdrawal-list">
                    {refused.map((position) => (
                      <li key={position.positionId} className="withdrawal-list__item withdrawal-list__item--refused">
                        <span className="withdrawal-choice__name">{position.name}</span>
                        <span className="withdrawal-choice__facts">{t(`refusals.${position.refusal}`)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <h3>{t('select.who')}</h3>
              <FormField name="name" label={t('select.name')} autoComplete="name" maxLength={120} required />
              <FormField name="email" type="email" label={t('select.email')} autoComplete="email" maxLength={254} required />
            </fieldset>
            {view.failed ? (
              <Alert tone="error">
                <p>{t('select.previewFailed')}</p>
                <p className="withdrawal-actions">
                  <button type="button" className="button button--primary" onClick={onRetry} data-event="user.retry">
                    {t('retry')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={onBack} data-event="user.back">
                    {t('back')}
                  </button>
                </p>
              </Alert>
            ) : (
              <p className="withdrawal-actions">
                <SubmitButton busy={view.busy} data-event="user.continue">
                  {t('select.submit')}
                </SubmitButton>
              </p>
            )}
            {view.busy && (
              <p role="status" className="withdrawal-wait">
                {t('select.previewing')}
              </p>
            )}
          </Form>
        )}
      </Formik>
    </section>
  );
}

/**
 * Without a (valid) link: order number and e-mail, answered by a link to that address
 * (`user.requestLink`). A rejected link says why first; a failed request offers "Erneut versuchen"
 * (`user.retry`, the same data) beside the form.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { Alert } from '../../components/Alert';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import { SINGLE_LINE } from '../../shared/single-line';
import type { WithdrawalView } from './withdrawal-view';

export interface IdentifyValues {
  orderNumber: string;
  email: string;
}

export interface IdentifyFormProps {
  view: Extract<WithdrawalView, { kind: 'identify' }>;
  /** Prefill from the page that linked here (the order-complete page). */
  prefill?: Partial<IdentifyValues>;
  onSubmit: (values: IdentifyValues) => void;
  onRetry: () => void;
}

export function IdentifyForm({ view, prefill, onSubmit, onRetry }: IdentifyFormProps) {
  const { t } = useTranslation(WITHDRAWAL_NAMESPACE);
  const schema = useMemo(
    () =>
      object({
        orderNumber: string().trim().required(t('identify.errors.orderNumber')).max(40).matches(SINGLE_LINE),
        email: string().trim().required(t('identify.errors.email')).email(t('identify.errors.emailInvalid')).max(254),
      }),
    [t],
  );
  const initial: IdentifyValues = {
    orderNumber: view.initial?.orderNumber ?? prefill?.orderNumber ?? '',
    email: view.initial?.email ?? prefill?.email ?? '',
  };
  return (
    <section className="withdrawal-section" aria-labelledby="withdrawal-identify-title">
      <h2 id="withdrawal-identify-title">{t('identify.title')}</h2>
      {view.linkProblem && <Alert tone="error">{t(`linkInvalid.${view.linkProblem}`)}</Alert>}
      <p>{t('identify.text')}</p>
      {view.failed && (
        <Alert tone="error">
          <p>{t('identify.failed')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry} data-event="user.retry">
            {t('retry')}
          </button>
        </Alert>
      )}
      <Formik<IdentifyValues>
        initialValues={initial}
        validationSchema={schema}
        onSubmit={(values) => onSubmit({ orderNumber: values.orderNumber.trim(), email: values.email.trim() })}
      >
        <Form noValidate className="withdrawal-form">
          <p className="form-hint">{t('identify.requiredHint')}</p>
          <FormField name="orderNumber" label={t('identify.orderNumber')} autoComplete="off" maxLength={40} required />
          <FormField name="email" type="email" label={t('identify.email')} autoComplete="email" maxLength={254} required />
          <p className="withdrawal-actions">
            <SubmitButton busy={view.busy} data-event="user.requestLink">
              {t('identify.submit')}
            </SubmitButton>
          </p>
          {view.busy && (
            <p role="status" className="visually-hidden">
              {t('identify.requesting')}
            </p>
          )}
        </Form>
      </Formik>
    </section>
  );
}

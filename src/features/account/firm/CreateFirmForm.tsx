/**
 * "Kanzlei anlegen": the name (required) and, for invoices, the firm's address and VAT id (optional).
 * Formik holds the fields, Yup the rules the server also checks; the creator becomes the office manager.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import * as Yup from 'yup';
import { createFirm } from '../../../api/firm';
import { Alert } from '../../../components/Alert';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { useTranslation } from '../../../lib/texts';
import { FIRM_NAME_MAX, type NewFirm } from '../../../shared/firm';
import { SINGLE_LINE } from '../../../shared/single-line';
import { firmErrorText } from './firm-errors';

interface Values {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  taxNumber: string;
}

const EMPTY: Values = { name: '', street: '', zipCode: '', city: '', taxNumber: '' };

/** The values as the contract wants them: trimmed, empty optional fields left out; an address is German (DEU). */
export function newFirmOf(values: Values): NewFirm {
  const optional = (value: string) => value.trim() || null;
  const address = [values.street, values.zipCode, values.city].some((value) => value.trim() !== '');
  return {
    name: values.name.trim(),
    street: optional(values.street),
    zipCode: optional(values.zipCode),
    city: optional(values.city),
    country: address ? 'DEU' : null,
    taxNumber: optional(values.taxNumber),
  };
}

export function CreateFirmForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const oneLine = t('firm.form.oneLine');
    const line = (max: number) => Yup.string().trim().max(max, t('firm.form.tooLong', { max })).matches(SINGLE_LINE, oneLine);
    return Yup.object({
      name: line(FIRM_NAME_MAX).required(t('firm.form.nameRequired')),
      street: line(200),
      zipCode: line(10),
      city: line(100),
      taxNumber: Yup.string().trim().max(30, t('firm.form.tooLong', { max: 30 })).matches(/^[A-Za-z0-9 .-]*$/, t('firm.form.taxNumberInvalid')),
    });
  }, [t]);
  return (
    <section className="dashboard-card" aria-labelledby="firm-create">
      <h2 id="firm-create">{t('firm.create.heading')}</h2>
      <p>{t('firm.create.intro')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Formik<Values>
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            await createFirm(newFirmOf(values));
            onCreated();
          } catch (error) {
            setFailure(await firmErrorText(error, t));
          } finally {
            helpers.setSubmitting(false);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="checkout-form" noValidate aria-label={t('firm.create.heading')}>
            <div className="form-grid">
              <FormField name="name" label={t('firm.form.name')} required maxLength={FIRM_NAME_MAX} autoComplete="organization" />
              <FormField name="street" label={t('firm.form.street')} maxLength={200} autoComplete="street-address" />
              <FormField name="zipCode" label={t('firm.form.zipCode')} maxLength={10} autoComplete="postal-code" />
              <FormField name="city" label={t('firm.form.city')} maxLength={100} autoComplete="address-level2" />
              <FormField name="taxNumber" label={t('firm.form.taxNumber')} maxLength={30} />
            </div>
            <p className="field__hint">{t('firm.create.hint')}</p>
            <div className="checkout-form__actions">
              <SubmitButton busy={isSubmitting}>{t('firm.create.submit')}</SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

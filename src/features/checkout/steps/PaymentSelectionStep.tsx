/**
 * The payment method (issue 11 §5; /order/payment-selection and /guest-order/payment-selection): the
 * methods the configuration enables (GET /api/cart/payment-methods). SEPA direct debit asks for the
 * account holder and the IBAN — its checksum is checked while typing (src/shared/iban.ts; the server
 * checks again) — and the mandate text to agree to; a redirect method (card) says that the shopper is
 * sent to the payment page; the embedded test provider is marked as test mode.
 */
import { Form, Formik } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as Yup from 'yup';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { isValidIban, normalizeIban } from '../../../shared/iban';
import { useSite } from '../../../lib/site-context';
import type { ChosenPayment, PaymentChoice, PaymentMethod, PaymentMethodOffer } from '../../../shared/order';
import { SINGLE_LINE } from '../../../shared/single-line';
import { CheckboxField, RadioGroupField } from '../../../components/forms/fields';
import './steps.css';

interface PaymentValues {
  paymentMethod: PaymentMethod | '';
  accountHolder: string;
  iban: string;
  mandateAgreed: boolean;
}

export interface PaymentSelectionStepProps {
  offers: readonly PaymentMethodOffer[];
  /** The method chosen before (preselected). */
  chosen: ChosenPayment | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (choice: PaymentChoice) => void;
  /** The machine event the submit button sends (data-event, for the model-based tests' control check). */
  submitSends?: string;
  /** A server refusal of the IBAN (422 IBAN_INVALID). */
  ibanError?: string | null;
  children?: ReactNode;
}

export function PaymentSelectionStep({
  offers,
  chosen,
  busy,
  submitLabel,
  submitSends,
  onSubmit,
  ibanError,
  children,
}: PaymentSelectionStepProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const { configuration } = useSite();
  const offered = (method: PaymentMethod | null | undefined) => offers.some((offer) => offer.method === method);
  const initial: PaymentValues = {
    paymentMethod:
      chosen?.paymentMethod && offered(chosen.paymentMethod)
        ? chosen.paymentMethod
        : offers.length === 1
          ? offers[0]!.method
          : '',
    accountHolder: chosen?.sepa?.accountHolder ?? '',
    iban: '',
    mandateAgreed: false,
  };
  const schema = useMemo(() => {
    const sepa = (then: Yup.AnySchema) => ({ is: 'SEPA_DIRECT_DEBIT', then: () => then });
    return Yup.object({
      paymentMethod: Yup.string().required(t('checkout.payment.errors.method')),
      accountHolder: Yup.string().when(
        'paymentMethod',
        sepa(
          Yup.string()
            .trim()
            .required(t('checkout.payment.errors.accountHolder'))
            .max(70)
            .matches(SINGLE_LINE, t('checkout.payment.errors.oneLine')),
        ),
      ),
      iban: Yup.string().when(
        'paymentMethod',
        sepa(
          Yup.string()
            .required(t('checkout.payment.errors.iban'))
            .test('iban', t('checkout.payment.errors.ibanChecksum'), (value) => isValidIban(value ?? '')),
        ),
      ),
      mandateAgreed: Yup.boolean().when(
        'paymentMethod',
        sepa(Yup.boolean().oneOf([true], t('checkout.payment.errors.mandate'))),
      ),
    });
  }, [t]);

  const option = (offer: PaymentMethodOffer) => ({
    value: offer.method,
    label: (
      <>
        {t(`checkout.payment.method.${offer.method}`)}
        {offer.testMode && <span className="badge badge--test"> {t('checkout.payment.testMode')}</span>}
      </>
    ),
    hint: offer.redirect
      ? t('checkout.payment.redirectHint')
      : t(`checkout.payment.hint.${offer.method}`, { defaultValue: '' }) || undefined,
  });

  return (
    <Formik<PaymentValues>
      initialValues={initial}
      validationSchema={schema}
      initialStatus={{ fieldErrors: ibanError ? { iban: ibanError } : {} }}
      enableReinitialize
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        const paymentMethod = values.paymentMethod as PaymentMethod;
        onSubmit(
          paymentMethod === 'SEPA_DIRECT_DEBIT'
            ? { paymentMethod, sepa: { accountHolder: values.accountHolder.trim(), iban: normalizeIban(values.iban) } }
            : { paymentMethod },
        );
      }}
    >
      {({ values }) => (
        <Form className="checkout-form payment-form" noValidate>
          <RadioGroupField name="paymentMethod" legend={t('checkout.payment.legend')} options={offers.map(option)} />
          {values.paymentMethod === 'SEPA_DIRECT_DEBIT' && (
            <div className="payment-form__sepa">
              <div className="form-grid">
                <FormField
                  name="accountHolder"
                  label={t('checkout.payment.accountHolder')}
                  required
                  autoComplete="cc-name"
                  maxLength={70}
                />
                <FormField name="iban" label={t('checkout.payment.iban')} required maxLength={42} />
              </div>
              {chosen?.sepa && (
                <p className="form-hint">{t('checkout.payment.ibanKnown', { iban: chosen.sepa.ibanMasked })}</p>
              )}
              <p className="payment-form__mandate">
                {t('checkout.payment.mandateText', { creditor: configuration.name })}
              </p>
              <CheckboxField name="mandateAgreed">{t('checkout.payment.mandateAgree')}</CheckboxField>
            </div>
          )}
          {children}
          <div className="checkout-form__actions">
            <SubmitButton busy={busy} data-event={submitSends}>
              {submitLabel}
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}

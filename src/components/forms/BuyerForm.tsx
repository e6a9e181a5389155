/**
 * The buyer data of an order (spec §3 Customer, issue 11 "Customer data"), shared by the customer
 * step (/order/customer), the guest step (/guest-order/guest) and the customer area's meine-daten
 * (issue 12), hence here and not in a feature. Formik holds the fields, Yup the
 * rules (messages in German or English from the checkout texts); the submit hands the cleaned
 * BuyerData to the flow, which saves it. Server field errors (422 with `field`) come back through
 * `serverErrors` and show at their field.
 *
 * Business buyers (lawyers booking for their practice) give the company; the tax number (VAT id) is
 * asked when the server says it is required (check rule 3) and offered to business buyers otherwise.
 * A firm may also give its own reference for the invoice (order number or cost centre, printed as
 * "Ihre Referenz") and an address the invoice goes to as well, e.g. the accounts department (issue 25 §2),
 * and choose the invoice format: the ZUGFeRD PDF or an XRechnung, which needs that reference as its
 * buyer reference (e.g. a public authority's Leitweg-ID) — asked here, as the server refuses it
 * without one before the order (issue 26 §1).
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/texts';
import * as Yup from 'yup';
import { FormField } from '../FormField';
import { SubmitButton } from '../SubmitButton';
import { CHECKOUT_NAMESPACE } from '../../lib/checkout-texts';
import { COUNTRIES, COUNTRIES_IN_GERMAN_ORDER, countryName } from '../../shared/countries';
import { isSupportedLanguage } from '../../lib/language';
import { SINGLE_LINE } from '../../shared/single-line';
import type { BuyerData, BuyerType, InvoiceFormat } from '../../shared/order';
import type { BuyerDraftStore } from './buyer-draft-store';
import { RadioGroupField, SelectField } from './fields';

/** What the form starts with: any field may be unknown yet. */
export type BuyerFormInitial = { [K in keyof BuyerData]?: BuyerData[K] | null };

export interface BuyerFormValues {
  buyerType: BuyerType | '';
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  taxNumber: string;
  invoiceReference: string;
  invoiceEmail: string;
  invoiceFormat: InvoiceFormat;
}

export interface BuyerFormProps {
  initial: BuyerFormInitial;
  taxNumberRequired: boolean;
  busy: boolean;
  submitLabel: string;
  onSubmit: (buyer: BuyerData) => void;
  /** The machine event the submit button sends (data-event, for the model-based tests' control check). */
  submitSends?: string;
  /** The account's e-mail cannot be changed here (customers). */
  emailReadOnly?: boolean;
  /** Field errors the server gave, by field name of BuyerData. */
  serverErrors?: Partial<Record<keyof BuyerData, string>>;
  /** Below the fields, above the submit (e.g. the back link). */
  children?: ReactNode;
  /**
   * Keeps what is typed (the guest checkout: a reload of "Ihre Daten" must not empty the form); read
   * when the form mounts, over `initial` — it is what this tab typed last.
   */
  draft?: BuyerDraftStore;
}

const PRIORITY_COUNTRIES = COUNTRIES.filter((country) => country.priority === 1);

export const DEFAULT_COUNTRY = 'DEU';

const BUYER_TYPES: readonly string[] = ['BUSINESS', 'CONSUMER'];
const INVOICE_FORMATS: readonly string[] = ['PDF', 'XRECHNUNG'];

function initialValues(initial: BuyerFormInitial, draft: Partial<Record<keyof BuyerFormValues, string>> | null): BuyerFormValues {
  const { buyerType, invoiceFormat, ...typed } = draft ?? {};
  return {
    ...fromInitial(initial),
    ...typed,
    ...(buyerType !== undefined && (buyerType === '' || BUYER_TYPES.includes(buyerType)) ? { buyerType: buyerType as BuyerFormValues['buyerType'] } : {}),
    ...(invoiceFormat !== undefined && INVOICE_FORMATS.includes(invoiceFormat) ? { invoiceFormat: invoiceFormat as InvoiceFormat } : {}),
  };
}

function fromInitial(initial: BuyerFormInitial): BuyerFormValues {
  return {
    buyerType: initial.buyerType ?? '',
    email: initial.email ?? '',
    firstName: initial.firstName ?? '',
    lastName: initial.lastName ?? '',
    company: initial.company ?? '',
    street: initial.street ?? '',
    zipCode: initial.zipCode ?? '',
    city: initial.city ?? '',
    country: initial.country ?? DEFAULT_COUNTRY,
    taxNumber: initial.taxNumber ?? '',
    invoiceReference: initial.invoiceReference ?? '',
    invoiceEmail: initial.invoiceEmail ?? '',
    invoiceFormat: initial.invoiceFormat ?? 'PDF',
  };
}

/**
 * A firm's optional invoice field as the contract takes it: its value; left empty, null when one was
 * stored (which clears it) and absent otherwise (a body without it keeps what is stored: nothing).
 * A consumer has none: one stored before is cleared.
 */
function firmField(business: boolean, value: string, stored: string | null | undefined): { value?: string | null } {
  const given = business ? value.trim() : '';
  if (given) return { value: given };
  return stored ? { value: null } : {};
}

/**
 * The invoice format as the contract takes it: a firm's choice when it asks for an XRechnung or one
 * was stored (PDF then switches back); otherwise absent (PDF; a consumer's is reset by the server).
 */
function invoiceFormatOf(business: boolean, value: InvoiceFormat, stored: InvoiceFormat | null | undefined): { invoiceFormat?: InvoiceFormat } {
  if (!business) return {};
  return value === 'XRECHNUNG' || stored === 'XRECHNUNG' ? { invoiceFormat: value } : {};
}

/**
 * The values as the contract wants them: trimmed, company only for businesses, empty optional fields
 * null; the firm's invoice fields as `firmField` and `invoiceFormatOf` say.
 */
export function buyerDataOf(values: BuyerFormValues, initial: BuyerFormInitial = {}): BuyerData {
  const business = values.buyerType === 'BUSINESS';
  const company = values.company.trim();
  const taxNumber = values.taxNumber.replace(/\s+/g, '').toUpperCase();
  const reference = firmField(business, values.invoiceReference, initial.invoiceReference);
  const invoiceEmail = firmField(business, values.invoiceEmail, initial.invoiceEmail);
  return {
    buyerType: business ? 'BUSINESS' : 'CONSUMER',
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: business && company ? company : null,
    street: values.street.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    country: values.country,
    taxNumber: taxNumber || null,
    ...('value' in reference ? { invoiceReference: reference.value } : {}),
    ...('value' in invoiceEmail ? { invoiceEmail: invoiceEmail.value } : {}),
    ...invoiceFormatOf(business, values.invoiceFormat, initial.invoiceFormat),
  };
}

export function BuyerForm({
  initial,
  taxNumberRequired,
  busy,
  submitLabel,
  onSubmit,
  submitSends,
  emailReadOnly = false,
  serverErrors,
  children,
  draft,
}: BuyerFormProps) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  // Read once: read on every render, each keystroke would become new initial values and reset the form.
  const [drafted] = useState(() => draft?.read() ?? null);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const schema = useMemo(() => {
    const required = t('checkout.buyer.errors.required');
    // Every buyer field is one line of the invoice address (the server's rule: src/shared/single-line.ts).
    const oneLine = t('checkout.buyer.errors.oneLine');
    const text = (max: number) =>
      Yup.string()
        .trim()
        .required(required)
        .max(max, t('checkout.buyer.errors.tooLong', { max }))
        .matches(SINGLE_LINE, oneLine);
    return Yup.object({
      buyerType: Yup.string()
        .oneOf(['BUSINESS', 'CONSUMER'], t('checkout.buyer.errors.buyerType'))
        .required(t('checkout.buyer.errors.buyerType')),
      email: Yup.string()
        .trim()
        .required(required)
        .email(t('checkout.buyer.errors.email'))
        .max(254, t('checkout.buyer.errors.tooLong', { max: 254 }))
        .matches(SINGLE_LINE, oneLine),
      firstName: text(100),
      lastName: text(100),
      company: Yup.string().when('buyerType', {
        is: 'BUSINESS',
        then: () => text(200),
        otherwise: (s) => s.max(200, t('checkout.buyer.errors.tooLong', { max: 200 })).matches(SINGLE_LINE, oneLine),
      }),
      street: text(200),
      zipCode: Yup.string()
        .trim()
        .required(required)
        .matches(SINGLE_LINE, oneLine)
        .when('country', {
          is: 'DEU',
          then: (s) => s.matches(/^\d{5}$/, t('checkout.buyer.errors.zipCodeDe')),
          otherwise: (s) => s.matches(/^[A-Za-z0-9 -]{2,10}$/, t('checkout.buyer.errors.zipCode')),
        }),
      city: text(100),
      country: Yup.string().required(t('checkout.buyer.errors.country')),
      taxNumber: taxNumberRequired
        ? Yup.string()
            .trim()
            .required(t('checkout.buyer.errors.taxNumber'))
            .matches(/^[A-Za-z]{2}[A-Za-z0-9 ]{2,14}$/, t('checkout.buyer.errors.taxNumberFormat'))
        : Yup.string().trim().max(16, t('checkout.buyer.errors.taxNumberFormat')),
      // The server's rule (services/buyer.ts checkInvoiceFormat): an XRechnung needs the buyer reference.
      invoiceReference: Yup.string()
        .trim()
        .max(60, t('checkout.buyer.errors.tooLong', { max: 60 }))
        .matches(SINGLE_LINE, oneLine)
        .when(['buyerType', 'invoiceFormat'], {
          is: (buyerType: string, invoiceFormat: string) => buyerType === 'BUSINESS' && invoiceFormat === 'XRECHNUNG',
          then: (s) => s.required(t('checkout.buyer.errors.buyerReference')),
        }),
      invoiceFormat: Yup.string().oneOf([...INVOICE_FORMATS]),
      invoiceEmail: Yup.string()
        .trim()
        .email(t('checkout.buyer.errors.email'))
        .max(254, t('checkout.buyer.errors.tooLong', { max: 254 }))
        .matches(SINGLE_LINE, oneLine),
    });
  }, [t, taxNumberRequired]);

  // Country names in the shopper's language, sorted as that language sorts them; German's order is
  // known beforehand, so a German page needs no collator (COUNTRIES_IN_GERMAN_ORDER says why).
  const countries = useMemo(() => {
    if (language === 'de') return COUNTRIES_IN_GERMAN_ORDER.map((c) => ({ value: c.iso, label: c.name }));
    const collator = new Intl.Collator(language);
    return COUNTRIES.map((c) => ({ value: c.iso, label: countryName(c, language) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  const firstCountries = useMemo(() => PRIORITY_COUNTRIES.map((c) => ({ value: c.iso, label: countryName(c, language) })), [language]);

  return (
    <Formik<BuyerFormValues>
      initialValues={initialValues(initial, drafted)}
      initialStatus={{ fieldErrors: serverErrors ?? {} }}
      validationSchema={schema}
      enableReinitialize
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        onSubmit(buyerDataOf(values, initial));
      }}
    >
      {({ values }) => (
        <Form className="checkout-form buyer-form" noValidate>
          <ServerErrors errors={serverErrors} />
          {draft && <SaveDraft draft={draft} />}
          <RadioGroupField
            name="buyerType"
            legend={t('checkout.buyer.buyerType')}
            options={[
              { value: 'BUSINESS', label: t('checkout.buyer.business'), hint: t('checkout.buyer.businessHint') },
              { value: 'CONSUMER', label: t('checkout.buyer.consumer'), hint: t('checkout.buyer.consumerHint') },
            ]}
          />
          <div className="form-grid">
            {values.buyerType === 'BUSINESS' && (
              <FormField
                name="company"
                label={t('checkout.buyer.company')}
                required
                autoComplete="organization"
                maxLength={200}
              />
            )}
            <FormField
              name="firstName"
              label={t('checkout.buyer.firstName')}
              required
              autoComplete="given-name"
              maxLength={100}
            />
            <FormField
              name="lastName"
              label={t('checkout.buyer.lastName')}
              required
              autoComplete="family-name"
              maxLength={100}
            />
            {emailReadOnly ? (
              <p className="field buyer-form__email">
                <span className="field__label">{t('checkout.buyer.email')}</span> <span>{values.email}</span>
              </p>
            ) : (
              <FormField
                name="email"
                type="email"
                label={t('checkout.buyer.email')}
                required
                autoComplete="email"
                maxLength={254}
              />
            )}
            <FormField
              name="street"
              label={t('checkout.buyer.street')}
              required
              autoComplete="street-address"
              maxLength={200}
            />
            <FormField
              name="zipCode"
              label={t('checkout.buyer.zipCode')}
              required
              autoComplete="postal-code"
              maxLength={10}
            />
            <FormField
              name="city"
              label={t('checkout.buyer.city')}
              required
              autoComplete="address-level2"
              maxLength={100}
            />
            <SelectField
              name="country"
              label={t('checkout.buyer.country')}
              placeholder={t('checkout.buyer.countryChoose')}
              firstOptions={firstCountries}
              options={countries}
              required
              autoComplete="country"
            />
            {(taxNumberRequired || values.buyerType === 'BUSINESS') && (
              <FormField
                name="taxNumber"
                label={taxNumberRequired ? t('checkout.buyer.taxNumberRequired') : t('checkout.buyer.taxNumber')}
                required={taxNumberRequired}
                maxLength={16}
              />
            )}
            {values.buyerType === 'BUSINESS' && (
              <>
                <RadioGroupField
                  name="invoiceFormat"
                  legend={t('checkout.buyer.invoiceFormat')}
                  options={[
                    { value: 'PDF', label: t('checkout.buyer.invoiceFormatPdf') },
                    { value: 'XRECHNUNG', label: t('checkout.buyer.invoiceFormatXrechnung') },
                  ]}
                />
                <FormField
                  name="invoiceReference"
                  label={values.invoiceFormat === 'XRECHNUNG' ? t('checkout.buyer.invoiceReferenceRequired') : t('checkout.buyer.invoiceReference')}
                  required={values.invoiceFormat === 'XRECHNUNG'}
                  maxLength={60}
                  autoComplete="off"
                />
                <FormField name="invoiceEmail" type="email" label={t('checkout.buyer.invoiceEmail')} maxLength={254} autoComplete="off" />
              </>
            )}
          </div>
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

/** Writes each change of the fields into the draft. */
function SaveDraft({ draft }: { draft: BuyerDraftStore }) {
  const { values } = useFormikContext<BuyerFormValues>();
  useEffect(() => {
    draft.write({ ...values });
  }, [values, draft]);
  return null;
}

/** Puts the server's field errors into Formik's status, where FormField shows them until the field is edited. */
function ServerErrors({ errors }: { errors: BuyerFormProps['serverErrors'] }) {
  const { setStatus } = useFormikContext<BuyerFormValues>();
  useEffect(() => {
    setStatus({ fieldErrors: errors ?? {} });
  }, [errors, setStatus]);
  return null;
}

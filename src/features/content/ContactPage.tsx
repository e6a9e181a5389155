/**
 * 'kontakt': the page text (GET /api/messages/content/kontakt) and the contact form (Formik + Yup,
 * PUT /api/contact). A 400 answer naming a field marks that field; other failures show a
 * dismissable alert; success thanks the visitor.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '../../lib/texts';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { sendContactRequest } from '../../api/contact';
import { getContentPage } from '../../api/content';
import { Alert } from '../../components/Alert';
import { ContentSections } from '../../components/ContentSections';
import { FormField, type FormStatus } from '../../components/FormField';
import { usePageMeta } from '../../components/page-meta';
import { SubmitButton } from '../../components/SubmitButton';
import { describeFailure } from '../../lib/api-error';
import { currentLanguage } from '../../lib/texts';
import { SINGLE_LINE } from '../../shared/single-line';
import type { ContactRequest, ContentPage } from '../../shared/types';

type Values = Required<ContactRequest>;
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };
const PHONE = /^[0-9 +()/-]*$/;

function isField(value: string | undefined): value is (typeof FIELDS)[number] {
  return (FIELDS as readonly (string | undefined)[]).includes(value);
}

function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [unexpected, setUnexpected] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => {
    // Everything but the message is one line (the subject becomes a mail's subject line).
    const oneLine = t('contact.errors.oneLine');
    return object({
      name: string()
        .trim()
        .required(t('contact.errors.name'))
        .max(120, t('contact.errors.invalid'))
        .matches(SINGLE_LINE, oneLine),
      email: string()
        .trim()
        .required(t('contact.errors.email'))
        .email(t('contact.errors.emailInvalid'))
        .max(254, t('contact.errors.invalid'))
        .matches(SINGLE_LINE, oneLine),
      phone: string().trim().matches(PHONE, t('contact.errors.phone')).max(40, t('contact.errors.invalid')),
      subject: string()
        .trim()
        .required(t('contact.errors.subject'))
        .max(200, t('contact.errors.invalid'))
        .matches(SINGLE_LINE, oneLine),
      message: string().trim().required(t('contact.errors.message')).max(5000, t('contact.errors.invalid')),
    });
  }, [t]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} className="contact-form__success">
        <Alert tone="success">
          <p className="alert__title">{t('contact.successTitle')}</p>
          <p>{t('contact.successText')}</p>
        </Alert>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          {t('contact.another')}
        </button>
      </div>
    );
  }

  return (
    <Formik<Values>
      initialValues={EMPTY}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setUnexpected(false);
        helpers.setStatus(undefined);
        const phone = values.phone.trim();
        try {
          await sendContactRequest({
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
            ...(phone ? { phone } : {}),
          });
          helpers.resetForm();
          setSent(true);
        } catch (error) {
          const failure = await describeFailure(error);
          const field = failure.body?.field;
          if (failure.status === 400 && isField(field)) {
            helpers.setStatus({ fieldErrors: { [field]: t('contact.errors.invalid') } } satisfies FormStatus);
          } else {
            setUnexpected(true);
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="contact-form">
          <p className="form-hint">{t('contact.requiredHint')}</p>
          {unexpected && (
            <Alert tone="error" onDismiss={() => setUnexpected(false)}>
              {t('errors.unexpected')}
            </Alert>
          )}
          <div className="form-grid">
            <FormField name="name" label={t('contact.fields.name')} autoComplete="name" maxLength={120} required />
            <FormField
              name="email"
              type="email"
              label={t('contact.fields.email')}
              autoComplete="email"
              maxLength={254}
              required
            />
            <FormField name="phone" type="tel" label={t('contact.fields.phone')} autoComplete="tel" maxLength={40} />
            <FormField name="subject" label={t('contact.fields.subject')} maxLength={200} required />
          </div>
          <FormField name="message" label={t('contact.fields.message')} multiline rows={7} maxLength={5000} required />
          <SubmitButton busy={isSubmitting}>{t('contact.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

function ContactPage() {
  const page = useLoaderData() as ContentPage;
  const { t } = useTranslation();
  usePageMeta(page.title, page.metaDescription);
  return (
    <article className="page contact-page">
      <h1>{page.title}</h1>
      <ContentSections sections={page.sections} />
      <section className="contact-page__form" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
        <ContactForm />
      </section>
    </article>
  );
}

export const contactRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: () => getContentPage('kontakt', currentLanguage()),
  Component: ContactPage,
};

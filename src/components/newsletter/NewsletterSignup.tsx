/**
 * The newsletter sign-up form (spec §4, §5, §8): an e-mail is required; PUT /api/newsletter; a 422
 * answer shows the invalid-address text at the field, other failures a dismissable alert; success
 * thanks the visitor and announces the confirmation e-mail. Loaded lazily by NewsletterBox.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '../../lib/texts';
import { subscribeNewsletter } from '../../api/newsletter';
import { describeFailure } from '../../lib/api-error';
import { isSupportedLanguage } from '../../lib/language';
import { Alert } from '../Alert';
import { FormField, type FormStatus } from '../FormField';
import { SubmitButton } from '../SubmitButton';

interface Values {
  email: string;
}

export default function NewsletterSignup() {
  const { t, i18n } = useTranslation();
  const [done, setDone] = useState(false);
  const [unexpected, setUnexpected] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => object({ email: string().trim().required(t('newsletter.required')) }), [t]);

  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div ref={successRef} role="status" tabIndex={-1} className="newsletter__success">
        <p className="newsletter__success-title">{t('newsletter.successTitle')}</p>
        <p>{t('newsletter.successText')}</p>
      </div>
    );
  }

  return (
    <Formik<Values>
      initialValues={{ email: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setUnexpected(false);
        helpers.setStatus(undefined);
        try {
          await subscribeNewsletter({
            email: values.email.trim(),
            ...(isSupportedLanguage(i18n.language) ? { language: i18n.language } : {}),
          });
          setDone(true);
        } catch (error) {
          const failure = await describeFailure(error);
          if (failure.status === 422) {
            helpers.setStatus({ fieldErrors: { email: t('newsletter.invalid') } } satisfies FormStatus);
          } else {
            setUnexpected(true);
          }
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="newsletter__form">
          {unexpected && (
            <Alert tone="error" onDismiss={() => setUnexpected(false)} className="newsletter__alert">
              {t('errors.unexpected')}
            </Alert>
          )}
          <div className="newsletter__row">
            <FormField
              name="email"
              type="email"
              label={t('newsletter.emailLabel')}
              autoComplete="email"
              maxLength={254}
              required
              className="newsletter__field"
            />
            <SubmitButton busy={isSubmitting} className="newsletter__submit">
              {t('newsletter.submit')}
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/**
 * "Kollegin oder Kollegen einladen": one e-mail address (Formik + Yup); the server mails the link. A
 * refusal (already in a firm, already a member, not an address) shows at the field.
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import * as Yup from 'yup';
import { inviteColleague } from '../../../api/firm';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { useTranslation } from '../../../lib/texts';
import { firmErrorText } from './firm-errors';

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [sent, setSent] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      Yup.object({
        email: Yup.string().trim().required(t('firm.invite.required')).email(t('firm.errors.EMAIL_INVALID')).max(254, t('firm.form.tooLong', { max: 254 })),
      }),
    [t],
  );
  return (
    <section className="dashboard-card" aria-labelledby="firm-invite">
      <h2 id="firm-invite">{t('firm.invite.heading')}</h2>
      <p>{t('firm.invite.intro')}</p>
      <Formik
        initialValues={{ email: '' }}
        initialStatus={{ fieldErrors: {} }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setSent(null);
          try {
            const invitation = await inviteColleague(values.email.trim());
            setSent(invitation.email);
            helpers.resetForm();
            onInvited();
          } catch (error) {
            helpers.setStatus({ fieldErrors: { email: await firmErrorText(error, t) } });
          } finally {
            helpers.setSubmitting(false);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="checkout-form" noValidate aria-label={t('firm.invite.heading')}>
            <FormField name="email" type="email" label={t('firm.invite.email')} required maxLength={254} autoComplete="off" />
            <div className="checkout-form__actions">
              <SubmitButton busy={isSubmitting}>{t('firm.invite.submit')}</SubmitButton>
            </div>
            {sent && (
              <p role="status" className="firm-notice">
                {t('firm.invite.sent', { email: sent })}
              </p>
            )}
          </Form>
        )}
      </Formik>
    </section>
  );
}

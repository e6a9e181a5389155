/**
 * "Meine Kurse": while the account's e-mail address is not verified, GET /api/customer/bookings lists
 * nothing (emailVerified false, src/shared/email-verification.ts) — the courses someone else (a firm)
 * booked for this address stay hidden. This notice says why and sends the link again
 * (POST /api/customer/email-verification/mail, a few a day per address). ParticipantBookingsSection
 * shows it when the answer says the address is not verified.
 */
import { useState } from 'react';
import { getI18n } from 'react-i18next';
import { requestOwnVerificationMail } from '../../../api/email-verification';
import { Alert } from '../../../components/Alert';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/texts';

type MailState = 'idle' | 'sending' | 'sent' | 'limit' | 'verified' | 'failed';

export function EmailVerificationNotice() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [mail, setMail] = useState<MailState>('idle');
  const ask = () => {
    setMail('sending');
    requestOwnVerificationMail(getI18n().language === 'en' ? 'en' : 'de').then(
      (answer) => setMail(answer.sent ? 'sent' : 'limit'),
      async (error: unknown) => {
        const { body } = await describeFailure(error);
        setMail(body?.code === 'EMAIL_ALREADY_VERIFIED' ? 'verified' : 'failed');
      },
    );
  };
  return (
    <Alert tone="info">
      <p>{t('emailVerification.notice')}</p>
      {mail === 'sent' || mail === 'limit' || mail === 'verified' ? (
        <p role="status">
          {t(mail === 'sent' ? 'emailVerification.mailSent' : mail === 'limit' ? 'emailVerification.mailLimit' : 'emailVerification.alreadyVerified')}
        </p>
      ) : (
        <p>
          {mail === 'failed' && <>{t('emailVerification.mailFailed')} </>}
          <button type="button" className="button button--secondary" onClick={ask} disabled={mail === 'sending'}>
            {mail === 'sending' ? t('emailVerification.requesting') : t('emailVerification.requestMail')}
          </button>
        </p>
      )}
    </Alert>
  );
}

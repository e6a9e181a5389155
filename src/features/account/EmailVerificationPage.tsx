/**
 * The links of the e-mail-address mails (src/shared/email-verification.ts), each with its token in
 * the fragment (#token=…, never in a server log):
 * - /e-mail-bestaetigen: the registration mail's link. The token is posted once; the page says the
 *   address is confirmed, or "Link ungültig oder abgelaufen" — for an expired link with "Neue E-Mail
 *   anfordern" (the expired token asks for it, no sign-in), for an invalid one with the sign-in (the
 *   customer area asks for a new mail, EmailVerificationNotice).
 * - /konto-anlegen: a participant's registration link from their booking confirmation. The page keeps
 *   the token for the registration (src/lib/registration-invitation.ts) and starts it: the provider's
 *   page fills in the address, and the account made with it counts as verified.
 * No machine: one request and its answer, as the continue-order page.
 */
import { useEffect, useRef, useState } from 'react';
import { getI18n } from 'react-i18next';
import { Link, useLocation, type RouteObject } from 'react-router-dom';
import { requestVerificationMail, verifyEmail } from '../../api/email-verification';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { AccountTextsPage } from '../../components/AccountTextsPage';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { describeFailure } from '../../lib/api-error';
import { keepInvitation } from '../../lib/registration-invitation';
import { useTranslation } from '../../lib/texts';
import type { EmailLinkError, VerifiedEmail } from '../../shared/email-verification';
import { CUSTOMER_DASHBOARD_PATH } from '../../shared/page-paths';
import { useLoginStatus, useSendToLogin } from '../../state/login';

const COURSES_PATH = `${CUSTOMER_DASHBOARD_PATH}/meine-kurse`;
export const tokenOfHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');
const language = () => (getI18n().language === 'en' ? 'en' : 'de');

type Outcome = { kind: 'done'; email: string } | { kind: 'invalid' } | { kind: 'expired' } | { kind: 'failed' };

// Once per token and page load (a StrictMode remount must not post twice).
const checks = new Map<string, Promise<VerifiedEmail>>();
const check = (token: string) => {
  let running = checks.get(token);
  if (!running) {
    running = verifyEmail(token);
    checks.set(token, running);
  }
  return running;
};

async function outcomeOf(error: unknown): Promise<Outcome> {
  const { status, body } = await describeFailure(error);
  const code = body?.code as EmailLinkError | undefined;
  if (code === 'EMAIL_LINK_EXPIRED') return { kind: 'expired' };
  if (code === 'EMAIL_LINK_INVALID' || status === 403 || status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}

type MailState = 'idle' | 'sending' | 'sent' | 'limit' | 'verified' | 'failed';

/** "Neue E-Mail anfordern" with an expired link's token. */
function NewMail({ token }: { token: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [state, setState] = useState<MailState>('idle');
  const ask = () => {
    setState('sending');
    requestVerificationMail(token, language()).then(
      (answer) => setState(answer.sent ? 'sent' : 'limit'),
      async (error: unknown) => {
        const { body } = await describeFailure(error);
        setState(body?.code === 'EMAIL_ALREADY_VERIFIED' ? 'verified' : 'failed');
      },
    );
  };
  if (state === 'sent') return <p role="status">{t('emailVerification.mailSent')}</p>;
  if (state === 'limit') return <p role="status">{t('emailVerification.mailLimit')}</p>;
  if (state === 'verified') return <p role="status">{t('emailVerification.alreadyVerified')}</p>;
  return (
    <>
      {state === 'failed' && <p>{t('emailVerification.mailFailed')}</p>}
      <button type="button" className="button button--primary" onClick={ask} disabled={state === 'sending'}>
        {state === 'sending' ? t('emailVerification.requesting') : t('emailVerification.requestMail')}
      </button>
    </>
  );
}

function Verification() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { hash } = useLocation();
  const [token] = useState(() => tokenOfHash(hash));
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    check(token).then(
      (verified) => current && setOutcome({ kind: 'done', email: verified.email }),
      async (error: unknown) => {
        const found = await outcomeOf(error);
        if (found.kind === 'failed') checks.delete(token);
        if (current) setOutcome(found);
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (!outcome) {
    return (
      <div className="loading" role="status">
        <Spinner /> {t('emailVerification.busy')}
      </div>
    );
  }
  if (outcome.kind === 'done') {
    return (
      <Alert tone="success">
        <p>{t('emailVerification.done', { email: outcome.email })}</p>
        <p>
          <Link to={COURSES_PATH}>{t('emailVerification.toCourses')}</Link>
        </p>
      </Alert>
    );
  }
  if (outcome.kind === 'failed') {
    return (
      <Alert tone="error">
        <p>{t('emailVerification.failed')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setOutcome(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  return (
    <Alert tone="error">
      <p>
        <strong>{t('emailVerification.invalid')}</strong>
      </p>
      {outcome.kind === 'expired' && token ? (
        <>
          <p>{t('emailVerification.expiredHint')}</p>
          <NewMail token={token} />
        </>
      ) : (
        <>
          <p>{t('emailVerification.invalidHint')}</p>
          <p>
            <Link to={COURSES_PATH}>{t('emailVerification.signIn')}</Link>
          </p>
        </>
      )}
    </Alert>
  );
}

function Registration() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { hash } = useLocation();
  const [token] = useState(() => tokenOfHash(hash));
  const status = useLoginStatus();
  const sendToLogin = useSendToLogin();
  // Once per page: the registration leaves the shop (a remount or a re-render must not start it again).
  const started = useRef(false);

  useEffect(() => {
    if (!token || status !== 'loggedOut' || started.current) return;
    started.current = true;
    keepInvitation(token);
    sendToLogin({ type: 'user.register', returnUrl: COURSES_PATH });
  }, [token, status, sendToLogin]);

  if (status === 'loggedIn') {
    return (
      <Alert tone="info">
        <p>{t('participantRegistration.signedIn')}</p>
        <p>
          <Link to={COURSES_PATH}>{t('participantRegistration.toCourses')}</Link>
        </p>
      </Alert>
    );
  }
  if (!token) {
    return (
      <Alert tone="error">
        <p>{t('participantRegistration.missing')}</p>
        <button type="button" className="button button--primary" onClick={() => sendToLogin({ type: 'user.register', returnUrl: COURSES_PATH })}>
          {t('participantRegistration.register')}
        </button>
      </Alert>
    );
  }
  return (
    <div className="loading" role="status">
      <Spinner /> {t('participantRegistration.busy')}
    </div>
  );
}

const Page = AccountTextsPage;

export function EmailVerificationPage() {
  return (
    <Page titleKey="emailVerification.title">
      <Verification />
    </Page>
  );
}

export function ParticipantRegistrationPage() {
  return (
    <Page titleKey="participantRegistration.title">
      <Registration />
    </Page>
  );
}

export const emailVerificationRoute: Pick<RouteObject, 'Component'> = { Component: EmailVerificationPage };
export const participantRegistrationRoute: Pick<RouteObject, 'Component'> = { Component: ParticipantRegistrationPage };

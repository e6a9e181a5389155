/**
 * /kanzlei-einladung#token=… (src/shared/firm.ts): the link of a firm's invitation mail. The page
 * reads what the invitation is (no sign-in needed: the token from the mailbox is the credential) and:
 * - signed in: "Einladung annehmen" — accepted with the signed-in account, which must have the
 *   invited, verified address (the refusal says what to do otherwise);
 * - signed out: "Anmelden" when the address has an account, else "Konto anlegen" with that address
 *   (then confirm the address and open the link again, as the mail says).
 * The token is kept for this tab (sessionStorage) while the sign-in leaves the shop, and the sign-in
 * returns to the page without it in the URL. No machine: one request and its answer, as the
 * e-mail-verification page.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, type RouteObject } from 'react-router-dom';
import { acceptInvitation, previewInvitation } from '../../../api/firm';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { AccountTextsPage } from '../../../components/AccountTextsPage';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/texts';
import { FIRM_INVITATION_PATH, type InvitationPreview } from '../../../shared/firm';
import { CUSTOMER_DASHBOARD_PATH } from '../../../shared/page-paths';
import { useLoginStatus, useSendToLogin } from '../../../state/login';
import { firmErrorText } from './firm-errors';

const KEY = 'kursmarkt.firmInvitation';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const FIRM_PATH = `${CUSTOMER_DASHBOARD_PATH}/kanzlei`;

/** The token of the link's fragment, else the one kept for this tab before a sign-in. */
export function invitationTokenOf(hash: string, storage: Storage | null): string | null {
  const fromLink = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  let token = fromLink;
  try {
    if (fromLink) storage?.setItem(KEY, fromLink);
    else token = storage?.getItem(KEY) ?? null;
  } catch {
    // Storage unavailable: the link's token still works in this page view.
  }
  return token && TOKEN.test(token) ? token : null;
}

const session = () => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

type View =
  | { kind: 'loading' }
  | { kind: 'shown'; preview: InvitationPreview }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }
  | { kind: 'accepted'; firmName: string };

function Invitation() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { hash } = useLocation();
  const [token] = useState(() => invitationTokenOf(hash, session()));
  const status = useLoginStatus();
  const sendToLogin = useSendToLogin();
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'refused', message: t('firm.errors.INVITATION_INVALID') });
  const [attempt, setAttempt] = useState(0);
  const [accepting, setAccepting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    previewInvitation(token).then(
      (preview) => current && setView({ kind: 'shown', preview }),
      async (error: unknown) => {
        const { status: code } = await describeFailure(error);
        const message = code === 404 || code === 410 ? await firmErrorText(error, t) : null;
        if (current) setView(message ? { kind: 'refused', message } : { kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt, t]);

  const accept = async () => {
    if (!token) return;
    setBusy(true);
    setAccepting(null);
    try {
      const membership = await acceptInvitation(token);
      session()?.removeItem(KEY);
      setView({ kind: 'accepted', firmName: membership.firm?.name ?? '' });
    } catch (error) {
      setAccepting(await firmErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  if (view.kind === 'loading') {
    return (
      <div className="loading" role="status">
        <Spinner /> {t('firm.invitation.loading')}
      </div>
    );
  }
  if (view.kind === 'failed') {
    return (
      <Alert tone="error">
        <p>{t('firm.invitation.error')}</p>
        <button type="button" className="button button--primary" onClick={() => { setView({ kind: 'loading' }); setAttempt((n) => n + 1); }}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  }
  if (view.kind === 'refused') return <Alert tone="error">{view.message}</Alert>;
  if (view.kind === 'accepted') {
    return (
      <Alert tone="success">
        <p>{t('firm.invitation.accepted', { firm: view.firmName })}</p>
        <p>
          <Link to={FIRM_PATH}>{t('firm.invitation.toFirm')}</Link>
        </p>
      </Alert>
    );
  }
  const { preview } = view;
  return (
    <section className="dashboard-card">
      <p>{t('firm.invitation.intro', { firm: preview.firmName, email: preview.email })}</p>
      <p>{t('firm.invitation.rights')}</p>
      {accepting && <Alert tone="error">{accepting}</Alert>}
      {status === 'loggedIn' ? (
        <button type="button" className="button button--primary" onClick={() => void accept()} disabled={busy} aria-busy={busy}>
          {t('firm.invitation.accept')}
        </button>
      ) : preview.accountExists ? (
        <button type="button" className="button button--primary" disabled={status === 'pending'} onClick={() => sendToLogin({ type: 'user.login', returnUrl: FIRM_INVITATION_PATH })}>
          {t('firm.invitation.signIn')}
        </button>
      ) : (
        <>
          <p>{t('firm.invitation.registerFirst', { email: preview.email })}</p>
          <button type="button" className="button button--primary" disabled={status === 'pending'} onClick={() => sendToLogin({ type: 'user.register', returnUrl: FIRM_INVITATION_PATH })}>
            {t('firm.invitation.register')}
          </button>
        </>
      )}
    </section>
  );
}

export function FirmInvitationPage() {
  return (
    <AccountTextsPage titleKey="firm.invitation.title">
      <Invitation />
    </AccountTextsPage>
  );
}

export const firmInvitationRoute: Pick<RouteObject, 'Component'> = { Component: FirmInvitationPage };

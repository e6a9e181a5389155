/**
 * /teilnehmende-benennen#token=… (src/shared/participant-naming.ts): the guest's naming link from the
 * order e-mails. No sign-in — the signed link is the credential. The page reads the order's course
 * positions (GET /api/participant-naming/order) and shows per date its seats with the same
 * participants form as "Meine Kurse" (PositionParticipants), whose saving goes through the link. A
 * forged or expired link says so and where to turn; a failed load offers to try again. No machine:
 * one request and its answer, as the firm's invitation page; the form keeps its own state.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, type RouteObject } from 'react-router-dom';
import { getNamingLinkOrder, nameParticipantsWithLink } from '../../../api/participant-naming';
import { Alert } from '../../../components/Alert';
import { AccountTextsPage } from '../../../components/AccountTextsPage';
import { Spinner } from '../../../components/Spinner';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/texts';
import { CONTACT_PAGE_ID } from '../../../shared/content-pages';
import type { NamingLinkError, NamingLinkOrder } from '../../../shared/participant-naming';
import { PositionParticipants, type SaveParticipants } from '../courses/PositionParticipants';
import { NamingPositionFacts } from './NamingPositionFacts';
import '../dashboard.css';
import './participant-naming.css';

type Problem = 'missing' | 'invalid' | 'expired';
type View = { kind: 'loading' } | { kind: 'shown'; order: NamingLinkOrder } | { kind: 'refused'; problem: Problem } | { kind: 'failed' };

const PROBLEM_OF_CODE: Record<NamingLinkError, Problem> = { NAMING_LINK_INVALID: 'invalid', NAMING_LINK_EXPIRED: 'expired' };

/** The token of a fragment '#token=…' (null without one). */
export function namingTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/** The link's own refusal (403 forged, 410 expired), or null for any other failure. */
async function linkProblemOf(error: unknown): Promise<Problem | null> {
  const { status, body } = await describeFailure(error);
  const code = body?.code as NamingLinkError | undefined;
  if (code && Object.hasOwn(PROBLEM_OF_CODE, code)) return PROBLEM_OF_CODE[code];
  return status === 403 ? 'invalid' : status === 410 ? 'expired' : null;
}

function Refused({ problem }: { problem: Problem }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Alert tone="error">
      <p>{t(`namingLink.${problem}`)}</p>
      <p>
        <Link to={`/${CONTACT_PAGE_ID}`}>{t('namingLink.contact')}</Link>
      </p>
    </Alert>
  );
}

function NamingLink({ token }: { token: string | null }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [view, setView] = useState<View>(token ? { kind: 'loading' } : { kind: 'refused', problem: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getNamingLinkOrder(token, controller.signal).then(
      (order) => setView({ kind: 'shown', order }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const problem = await linkProblemOf(error);
        setView(problem ? { kind: 'refused', problem } : { kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  // A link that expires while the page is open: the form's refusal would only say "try again".
  const save = useCallback<SaveParticipants>(
    async (positionId, participants) => {
      try {
        return await nameParticipantsWithLink(token!, positionId, participants);
      } catch (error) {
        const problem = await linkProblemOf(error);
        if (problem) setView({ kind: 'refused', problem });
        throw error;
      }
    },
    [token],
  );

  if (view.kind === 'loading') {
    return (
      <div className="loading" role="status">
        <Spinner /> {t('namingLink.loading')}
      </div>
    );
  }
  if (view.kind === 'failed') {
    return (
      <Alert tone="error">
        <p>{t('namingLink.error')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setView({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('namingLink.retry')}
        </button>
      </Alert>
    );
  }
  if (view.kind === 'refused') return <Refused problem={view.problem} />;
  const { order } = view;
  return (
    <div className="naming-link">
      <p>{t('namingLink.intro', { number: order.orderNumber })}</p>
      {order.status === 'CANCELLED' && (
        <Alert tone="info">
          <p>{t('namingLink.cancelled')}</p>
        </Alert>
      )}
      {order.positions.length === 0 && <p>{t('namingLink.none')}</p>}
      {order.positions.map((position) => (
        <article key={position.positionId} className="dashboard-position naming-link__position">
          <h2 className="dashboard-position__name">{position.name}</h2>
          <NamingPositionFacts position={position} />
          <PositionParticipants orderStatus={order.status} position={position} save={save} headingLevel={3} />
        </article>
      ))}
    </div>
  );
}

export function NamingLinkPage() {
  const token = namingTokenOf(useLocation().hash);
  return (
    <AccountTextsPage titleKey="namingLink.title">
      {/* Another link opened in the same tab changes only the fragment: it starts afresh. */}
      <NamingLink key={token ?? ''} token={token} />
    </AccountTextsPage>
  );
}

export const namingLinkRoute: Pick<RouteObject, 'Component'> = { Component: NamingLinkPage };

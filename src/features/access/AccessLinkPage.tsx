/**
 * /zugang#<token> — a participant's personal access link of an online date (issue 25 §3, §6;
 * src/shared/access-links.ts). The token is the fragment, so it never reaches a server log. The page
 * posts it once (POST /api/access-link) and sends the browser on to the organizer's online room; it
 * says why not when the link cannot open it: not released yet ("wird vor Beginn freigeschaltet"),
 * no longer valid (the place was passed on), the date is over, or the link is unknown.
 * No machine: one request and its answer, as the e-mail-address pages.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, type RouteObject } from 'react-router-dom';
import { openAccessLink } from '../../api/access-links';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { AccountTextsPage } from '../../components/AccountTextsPage';
import { ACCOUNT_NAMESPACE } from '../../lib/account-texts';
import { describeFailure } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { leaveSiteFor } from '../../lib/leave-site';
import { useTranslation } from '../../lib/texts';
import { ACCESS_TOKEN_PATTERN, type AccessLinkError, type AccessLinkOpened } from '../../shared/access-links';
import { CUSTOMER_DASHBOARD_PATH } from '../../shared/page-paths';

const TOKEN = new RegExp(ACCESS_TOKEN_PATTERN);
/** The fragment is the token (`#<token>`; `#token=<token>` is read too). */
export const accessTokenOfHash = (hash: string): string | null => {
  const text = hash.replace(/^#/, '');
  const token = text.startsWith('token=') ? text.slice('token='.length) : text;
  return TOKEN.test(token) ? token : null;
};

type Outcome =
  | { kind: 'opened'; opened: AccessLinkOpened }
  | { kind: 'notYet'; startDate: string | null; startTime: string | null }
  | { kind: 'revoked' }
  | { kind: 'over' }
  | { kind: 'unknown' }
  | { kind: 'failed' };

// Once per token and page load (a StrictMode remount must not post twice).
const openings = new Map<string, Promise<AccessLinkOpened>>();
const openOnce = (token: string) => {
  let running = openings.get(token);
  if (!running) {
    running = openAccessLink(token);
    openings.set(token, running);
  }
  return running;
};

async function outcomeOf(error: unknown): Promise<Outcome> {
  const { status, body } = await describeFailure(error);
  const code = body?.code as AccessLinkError | undefined;
  const details = body as unknown as { startDate?: string; startTime?: string | null } | null;
  if (code === 'ACCESS_NOT_YET_OPEN') return { kind: 'notYet', startDate: details?.startDate ?? null, startTime: details?.startTime ?? null };
  if (code === 'ACCESS_LINK_REVOKED') return { kind: 'revoked' };
  if (code === 'ACCESS_DATE_OVER') return { kind: 'over' };
  if (code === 'ACCESS_LINK_UNKNOWN' || status === 404 || status === 400) return { kind: 'unknown' };
  return { kind: 'failed' };
}

function Access() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { hash } = useLocation();
  const [token] = useState(() => accessTokenOfHash(hash));
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'unknown' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    openOnce(token).then(
      (opened) => {
        if (!current) return;
        setOutcome({ kind: 'opened', opened });
        leaveSiteFor(opened.joinUrl);
      },
      async (error: unknown) => {
        const found = await outcomeOf(error);
        // Only a failed call may be tried again; the other answers stay what they are.
        if (found.kind === 'failed' || found.kind === 'notYet') openings.delete(token);
        if (current) setOutcome(found);
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        setOutcome(null);
        setAttempt((n) => n + 1);
      }}
    >
      {t('accessLink.retry')}
    </button>
  );

  if (!outcome) {
    return (
      <div className="loading" role="status">
        <Spinner /> {t('accessLink.busy')}
      </div>
    );
  }
  switch (outcome.kind) {
    case 'opened':
      return (
        <Alert tone="success">
          <p>{t('accessLink.opening', { course: outcome.opened.courseName })}</p>
          <p>
            <a href={outcome.opened.joinUrl} rel="noopener noreferrer">
              {t('accessLink.toRoom')}
            </a>
          </p>
        </Alert>
      );
    case 'notYet':
      return (
        <Alert tone="info">
          <p>
            <strong>{t('accessLink.notYet')}</strong>
          </p>
          <p>
            {outcome.startDate && outcome.startTime
              ? t('accessLink.notYetHintTime', { date: formatDate(outcome.startDate), time: outcome.startTime })
              : outcome.startDate
                ? t('accessLink.notYetHintDate', { date: formatDate(outcome.startDate) })
                : t('accessLink.notYetHint')}
          </p>
          {retry}
        </Alert>
      );
    case 'revoked':
      return (
        <Alert tone="error">
          <p>
            <strong>{t('accessLink.revoked')}</strong>
          </p>
          <p>{t('accessLink.revokedHint')}</p>
        </Alert>
      );
    case 'over':
      return (
        <Alert tone="info">
          <p>
            <strong>{t('accessLink.over')}</strong>
          </p>
          <p>
            <Link to={`${CUSTOMER_DASHBOARD_PATH}/meine-kurse`}>{t('accessLink.toCourses')}</Link>
          </p>
        </Alert>
      );
    case 'unknown':
      return (
        <Alert tone="error">
          <p>
            <strong>{t('accessLink.unknown')}</strong>
          </p>
          <p>{t('accessLink.unknownHint')}</p>
        </Alert>
      );
    default:
      return (
        <Alert tone="error">
          <p>{t('accessLink.failed')}</p>
          {retry}
        </Alert>
      );
  }
}


export function AccessLinkPage() {
  return (
    <AccountTextsPage titleKey="accessLink.title">
      <Access />
    </AccountTextsPage>
  );
}

export const accessLinkRoute: Pick<RouteObject, 'Component'> = { Component: AccessLinkPage };

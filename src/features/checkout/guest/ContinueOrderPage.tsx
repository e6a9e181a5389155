/**
 * /bestellung-fortsetzen#token=… (src/shared/continue-order.ts): the continue link of the order e-mail.
 * The token is traded once (POST /api/guest-order/continue) for the order's token, which this tab keeps
 * as its running guest checkout; then the guest order flow opens and resumes where the order stands —
 * the payment choice, the proof upload, or the complete page with the invoice. No machine is involved
 * here: the flow resumes the way a reload does. A link that is forged, expired or used says so.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { guestOrderPath } from '../../../actors/guestOrder';
import { continueGuestOrder } from '../../../api/guest-order';
import { Alert } from '../../../components/Alert';
import { TextsNotReady } from '../../../components/TextsNotReady';
import { usePageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/Spinner';
import { describeFailure } from '../../../lib/api-error';
import { CHECKOUT_NAMESPACE, useCheckoutTexts } from '../../../lib/checkout-texts';
import { takeOverGuestOrder } from '../../../lib/guest-order-storage';
import type { ContinuedOrder, ContinueLinkError } from '../../../shared/continue-order';
import type { GuestOrderStep } from '../../../shared/order-steps';
import type { NextStep } from '../../../shared/order';

const STEP_OF_NEXT: Record<NextStep, GuestOrderStep> = {
  FILE_UPLOAD: 'file-upload',
  PAYMENT_SELECTION: 'payment-selection',
  PAYMENT: 'payment',
  COMPLETE: 'guest-order-complete',
};

type Problem = 'missing' | 'invalid' | 'expired' | 'used' | 'failed';
const PROBLEM_OF_CODE: Record<ContinueLinkError, Problem> = {
  CONTINUE_LINK_INVALID: 'invalid',
  CONTINUE_LINK_EXPIRED: 'expired',
  CONTINUE_LINK_USED: 'used',
};

// The link works once: a second render of the page (React's strict mode, a remount) must not trade it
// again, so each token's trade is made once per page load and shared.
const trades = new Map<string, Promise<ContinuedOrder>>();
const trade = (token: string) => {
  let running = trades.get(token);
  if (!running) {
    running = continueGuestOrder(token);
    trades.set(token, running);
  }
  return running;
};

export const tokenOfHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

async function problemOf(error: unknown): Promise<Problem> {
  const { status, body } = await describeFailure(error);
  const code = body?.code as ContinueLinkError | undefined;
  if (code && Object.hasOwn(PROBLEM_OF_CODE, code)) return PROBLEM_OF_CODE[code];
  return status === 403 ? 'invalid' : 'failed';
}

function ContinueOrder() {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [token] = useState(() => tokenOfHash(hash));
  const [problem, setProblem] = useState<Problem | null>(token ? null : 'missing');
  const [attempt, setAttempt] = useState(0);
  usePageMeta(t('guestOrder.continue.title'), null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    trade(token).then(
      (continued) => {
        if (!current) return;
        takeOverGuestOrder(continued.orderToken);
        void navigate(guestOrderPath(STEP_OF_NEXT[continued.next]), { replace: true });
      },
      async (error: unknown) => {
        const found = await problemOf(error);
        // A failure without an answer may be tried again; an answer stays.
        if (found === 'failed') trades.delete(token);
        if (current) setProblem(found);
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt, navigate]);

  if (!problem) {
    return (
      <div className="loading" role="status">
        <Spinner /> {t('guestOrder.continue.busy')}
      </div>
    );
  }
  return (
    <Alert tone="error">
      <p>{t(`guestOrder.continue.${problem}`)}</p>
      {problem === 'failed' ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setProblem(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('checkout.retry')}
        </button>
      ) : (
        <p>
          <Link to="/kontakt">{t('guestOrder.continue.contact')}</Link>
        </p>
      )}
    </Alert>
  );
}

export function ContinueOrderPage() {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const texts = useCheckoutTexts();
  return (
    <article className="page checkout-page">
      {texts.status === 'ready' && <h1>{t('guestOrder.continue.title')}</h1>}
      {texts.status === 'ready' ? (
        <ContinueOrder />
      ) : (
        <TextsNotReady failed={texts.status === 'failed'} message={t('checkout.textsFailed')} retryLabel={t('checkout.retry')} onRetry={texts.retry} />
      )}
    </article>
  );
}

export const continueOrderRoute: Pick<RouteObject, 'Component'> = { Component: ContinueOrderPage };

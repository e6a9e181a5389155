/**
 * The guest order flow's route module (/guest-order/:step, spec §2): a flow-local guestOrder actor
 * (machines/guestOrder.machine.ts, effects from src/actors/guestOrder.ts) and the view of its state.
 * The step views are the ones both order flows share (../steps); the guest's own notices (account
 * exists, expired checkout, sold out, price changed, payment not finished) are in ./GuestNotices.
 *
 * The URL and the flow: the flow puts its step into the URL (showStep); when the URL changes by the
 * back or forward button, the page tells the flow (`route.changed`), which follows or puts it back.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, type RouteObject } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { isGuestOrderStep, type GuestOrderStep, type guestOrderMachine } from '../../../../machines/guestOrder.machine';
import { guestOrderLogic, guestOrderPath, type GuestOrderLogic } from '../../../actors/guestOrder';
import { TextsNotReady } from '../../../components/TextsNotReady';
import { usePageMeta } from '../../../components/page-meta';
import { CHECKOUT_NAMESPACE, useCheckoutTexts } from '../../../lib/checkout-texts';
import { useRunningFlow } from '../../../state/running-flow';
import { useCheckoutTracking } from '../use-checkout-tracking';
import { useSystem } from '../../../state/system-context';
import { guestOrderResuming } from '../view-model/guest-order-view';
import { useForgetBuyerDraft } from './forget-buyer-draft';
import { GUEST_ORDER_PAGE_CLASS } from './GuestFirstScreen';
import { GuestSteps, type GuestOrderActor } from './GuestSteps';
import './guest-order.css';

/** The page title of each step (the browser tab, the history list). */
const TITLE_OF_STEP: Record<GuestOrderStep, string> = {
  guest: 'guestOrder.title.guest',
  participants: 'guestOrder.title.participants',
  'guest-summary': 'guestOrder.title.summary',
  order: 'guestOrder.title.order',
  'file-upload': 'guestOrder.title.fileUpload',
  'payment-selection': 'guestOrder.title.paymentSelection',
  payment: 'guestOrder.title.payment',
  'guest-order-complete': 'guestOrder.title.orderComplete',
};

export type GuestOrderSnapshot = SnapshotFrom<typeof guestOrderMachine>;

export interface GuestOrderPageProps {
  /** Tests hand in the machine with other effects. */
  logic?: GuestOrderLogic;
  /** Tests read the flow's actor (its state beside what the page shows). */
  onActor?: (actor: GuestOrderActor) => void;
}

/** Waits for the checkout texts (a lazily loaded namespace), then runs the flow. */
export function GuestOrderPage({ logic, onActor }: GuestOrderPageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const texts = useCheckoutTexts();
  if (texts.status === 'ready') return <GuestOrderFlow logic={logic} onActor={onActor} />;
  return (
    <article className="page checkout-page">
      <TextsNotReady failed={texts.status === 'failed'} message={t('checkout.textsFailed')} retryLabel={t('checkout.retry')} onRetry={texts.retry} />
    </article>
  );
}

function GuestOrderFlow({ logic, onActor }: GuestOrderPageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const { guestOrder: ports } = useSystem();
  const param = useParams().step;
  const urlStep: GuestOrderStep | null = isGuestOrderStep(param) ? param : null;
  // What the URL says, for the flow's effects (they run after render, never during it).
  const stepInUrl = useRef(urlStep);
  useEffect(() => {
    stepInUrl.current = urlStep;
  }, [urlStep]);
  const currentStep = useCallback(() => stepInUrl.current, []);

  // The logic is rebuilt each render (cheap); useActorRef keeps the one actor of the first.
  const actor = useActorRef(
    logic ??
      // The logic only keeps `currentStep`; the actor calls it in its actions, after render.
      // eslint-disable-next-line react-hooks/refs
      guestOrderLogic({
        ports,
        navigate: (to, options) => navigate(to, options),
        currentStep,
      }),
    { input: { step: urlStep ?? 'guest' } },
  );
  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);
  // The live view (?flows=live) and the browser tests' flow coverage follow this flow while it runs.
  useRunningFlow('guestOrder', actor);
  useForgetBuyerDraft(actor);
  const snapshot = useSelector(actor, (current) => current);
  // The flow's updates reach the view through a subscription, which React renders at once and in one
  // piece. Deferred, a new step (the buyer form when the flow starts) renders in slices between which
  // the browser stays responsive: rendering the form in one task blocked the page's main thread for
  // about 190 ms in Lighthouse's phone emulation (issue 28 §4).
  const shown = useDeferredValue(snapshot);
  const step = useSelector(actor, (current) => current.context.step);
  const resuming = useSelector(actor, guestOrderResuming);
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  useCheckoutTracking(resuming ? null : step, summary);
  usePageMeta(t(TITLE_OF_STEP[step]), null);

  // Back and forward buttons: the URL moved away from the flow's step.
  useEffect(() => {
    if (resuming) return;
    if (urlStep === null) void navigate(guestOrderPath(step), { replace: true });
    else if (urlStep !== step) actor.send({ type: 'route.changed', step: urlStep });
    // Only a new URL is news; the flow's own step changes put themselves into the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlStep, resuming]);

  return (
    <article className={GUEST_ORDER_PAGE_CLASS}>
      <GuestSteps actor={actor} snapshot={shown} />
    </article>
  );
}

/** /guest-order without a step starts at the buyer data. */
function ToFirstStep() {
  return <Navigate to={guestOrderPath('guest')} replace />;
}

/** The lazy part of the 'guest-order/:step' route. */
export const guestOrderRoute: Pick<RouteObject, 'Component'> = { Component: () => <GuestOrderPage /> };
export const guestOrderIndexRoute: Pick<RouteObject, 'Component'> = { Component: ToFirstStep };

/**
 * The view of the guest order flow's state, as its view-model says (../view-model/guest-order-view.ts):
 * the progress, the step's heading, the guest's cart beside the buyer data, the step (./GuestStepContent)
 * and the back button. Every waiting state shows a spinner with text, every failure its reason and a
 * way on (retry, back, start again).
 */
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { GuestOrderLogic } from '../../../actors/guestOrder';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { OrderProgress } from '../steps/OrderProgress';
import { StepHeading } from '../steps/StepHeading';
import { WaitingStep } from '../steps/WaitingStep';
import { guestOrderView, LOADING } from '../view-model/guest-order-view';
import { GuestOrderIntro } from './GuestFirstScreen';
import { GuestCartOverview } from './GuestNotices';

/**
 * The step itself (./GuestStepContent.tsx), evaluated apart from this module; a failed load is the
 * route's error with its retry (src/app/RouteError.tsx).
 */
const GuestStep = lazy(() => import('./GuestStepContent'));

export type GuestOrderActor = ActorRefFrom<GuestOrderLogic>;
export interface GuestStepsProps {
  actor: GuestOrderActor;
  /** The snapshot to show: the flow's own, or (GuestOrderPage) the one a deferred render shows. */
  snapshot: SnapshotFrom<GuestOrderLogic>;
}

/** Memoised: a render of the page with the snapshot shown before (a deferred one's first pass) costs nothing here. */
export const GuestSteps = memo(function GuestSteps({ actor, snapshot }: GuestStepsProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const view = guestOrderView(snapshot);
  return (
    <>
      {view.progress && <OrderProgress progress={view.progress} />}
      {view.heading && <StepHeading>{t(view.heading)}</StepHeading>}
      {view.intro && (
        <>
          <GuestOrderIntro />
          <GuestCartOverview />
        </>
      )}
      <Suspense fallback={<WaitingStep view={LOADING} />}>
        <GuestStep content={view.content} context={snapshot.context} send={actor.send} />
      </Suspense>
      {view.back && <BackButton onBack={() => actor.send({ type: 'user.back' })} />}
    </>
  );
});

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <p className="guest-order__back">
      <button type="button" className="button button--secondary" onClick={onBack} data-event="user.back">
        {t('checkout.back')}
      </button>
    </p>
  );
}

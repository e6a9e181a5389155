/**
 * What the guest checkout's first step shows before anything of the cart is known: the progress, the
 * heading and the intro. The server pre-renders it into the page (src/prerender/pages.tsx), so the
 * step's first screen paints from the HTML alone, without waiting for the flow's scripts (issue 28 §4:
 * the intro, the page's largest text, painted after about 3.4 s in Lighthouse's phone emulation). The
 * app's own render of the step (./GuestSteps.tsx) uses the same intro.
 */
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { OrderProgress } from '../steps/OrderProgress';
import { StepHeading } from '../steps/StepHeading';
import { PRE_RENDERED_FIRST_STEP } from '../view-model/guest-order-view';

/** The class of the page's frame, the server's and the app's. */
export const GUEST_ORDER_PAGE_CLASS = 'page checkout-page guest-order';

/** Who orders as a guest, and where the confirmation goes. */
export function GuestOrderIntro() {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return <p>{t('guestOrder.intro')}</p>;
}

export function GuestFirstScreen() {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <article className={GUEST_ORDER_PAGE_CLASS}>
      <OrderProgress progress={PRE_RENDERED_FIRST_STEP.progress} />
      <StepHeading>{t(PRE_RENDERED_FIRST_STEP.heading)}</StepHeading>
      <GuestOrderIntro />
    </article>
  );
}

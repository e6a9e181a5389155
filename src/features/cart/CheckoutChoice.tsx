/**
 * The cart's "Zur Kasse" choice when logged out, loaded with its texts when it is first shown
 * (src/features/cart/CartPage.tsx).
 */
import { useId } from 'react';
import { Alert } from '../../components/Alert';
import { CHECKOUT_NAMESPACE, useCheckoutTexts } from '../../lib/checkout-texts';
import { useTranslation } from '../../lib/texts';
import { useCartActorRef } from '../../state/cart';
import { CheckoutChoiceLoading } from './CheckoutChoiceLoading';

/**
 * "Zur Kasse" when logged out: sign in, register, or order as a guest (spec §2, issue 11 entry). Its
 * texts are the checkout's (a lazily loaded namespace), so the start page does not carry them.
 */
export default function CheckoutChoice() {
  // First: waits (suspends) until i18next is there, which useCheckoutTexts (react-i18next) needs.
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const texts = useCheckoutTexts();
  // While the checkout texts are missing, the app's own say what happens.
  const { t: appText } = useTranslation();
  const actor = useCartActorRef();
  const headingId = useId();
  if (texts.status === 'loading') return <CheckoutChoiceLoading />;
  if (texts.status === 'failed') {
    return (
      <Alert tone="error">
        <p>{appText('routeError.title')}</p>
        <button type="button" className="button button--secondary" onClick={texts.retry}>
          {appText('boot.retry')}
        </button>
      </Alert>
    );
  }
  const ways = [
    { event: 'user.checkoutSignIn', label: 'signIn', hint: 'signInHint', primary: false },
    { event: 'user.checkoutRegister', label: 'register', hint: 'registerHint', primary: false },
    { event: 'user.checkoutAsGuest', label: 'guest', hint: 'guestHint', primary: true },
  ] as const;
  return (
    <section className="checkout-choice" aria-labelledby={headingId}>
      <h2 id={headingId} className="checkout-choice__title">
        {t('guestOrder.checkoutChoice.title')}
      </h2>
      <ul className="checkout-choice__ways">
        {ways.map((way) => (
          <li key={way.event} className="checkout-choice__way">
            <button
              type="button"
              className={`button ${way.primary ? 'button--primary' : 'button--secondary'}`}
              aria-describedby={`${headingId}-${way.label}`}
              onClick={() => actor.send({ type: way.event })}
              data-event={way.event}
            >
              {t(`guestOrder.checkoutChoice.${way.label}`)}
            </button>
            <p id={`${headingId}-${way.label}`} className="checkout-choice__hint">
              {t(`guestOrder.checkoutChoice.${way.hint}`)}
            </p>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary checkout-choice__cancel"
        onClick={() => actor.send({ type: 'user.checkoutCancelled' })}
        data-event="user.checkoutCancelled"
      >
        {t('guestOrder.checkoutChoice.cancel')}
      </button>
    </section>
  );
}

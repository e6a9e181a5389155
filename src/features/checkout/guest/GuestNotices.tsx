/**
 * What only the guest order flow tells: the local cart beside the buyer form, the e-mail that belongs
 * to an account (sign in, or go on as a guest), the expired checkout (start again), the date sold out
 * meanwhile (the waiting list on the course page, or change the cart) and the card payment the
 * provider has not confirmed yet.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatCents } from '../../../lib/format';
import { coursePath } from '../../../shared/page-paths';
import type { FullyBookedPosition, OrderSummary } from '../../../shared/order';
import { useCart } from '../../../state/cart';

const CART_PATH = '/warenkorb';

/** The priced local cart (the global cart actor's): what the guest is ordering. */
export function GuestCartOverview() {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  const cart = useCart();
  const headingId = useId();
  if (!cart || cart.positions.length === 0) return null;
  const language = i18n.language === 'en' ? 'en' : 'de';
  return (
    <section className="guest-cart" aria-labelledby={headingId}>
      <h2 id={headingId} className="guest-cart__title">
        {t('guestOrder.cart')}
      </h2>
      <ul className="guest-cart__positions">
        {cart.positions.map((position) => (
          <li
            key={`${position.kind}-${position.courseId ?? position.packageId}-${position.scheduleId ?? ''}`}
            className="guest-cart__position"
          >
            <span>{position.name}</span>{' '}
            <span className="guest-cart__price">{formatCents(position.discountPriceValue, language)}</span>
          </li>
        ))}
      </ul>
      <p className="guest-cart__sum">
        {t('guestOrder.cartSum')}: <strong>{formatCents(cart.sumValue, language)}</strong>
      </p>
    </section>
  );
}

export interface AccountExistsNoticeProps {
  email: string;
  busy: boolean;
  signInFailed: boolean;
  onSignIn: () => void;
  onContinue: () => void;
}

export function AccountExistsNotice({ email, busy, signInFailed, onSignIn, onContinue }: AccountExistsNoticeProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const headingId = useId();
  return (
    <section className="guest-notice" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('guestOrder.accountExists.title')}</h2>
      <p>{t('guestOrder.accountExists.text', { email })}</p>
      {signInFailed && (
        <Alert tone="error">
          <p>{t('guestOrder.signInFailed')}</p>
        </Alert>
      )}
      <div className="guest-notice__actions">
        <button
          type="button"
          className={`button button--primary${busy ? ' is-busy' : ''}`}
          disabled={busy}
          aria-busy={busy}
          onClick={onSignIn}
          data-event={signInFailed ? 'user.retry' : 'user.signIn'}
        >
          {signInFailed ? t('checkout.retry') : t('guestOrder.accountExists.signIn')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={onContinue}
          data-event="user.continueAsGuest"
        >
          {t('guestOrder.accountExists.continue')}
        </button>
      </div>
    </section>
  );
}

export function ExpiredNotice({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <Alert tone="error">
      <h1 className="guest-notice__title">{t('guestOrder.title.expired')}</h1>
      <p>{t('guestOrder.expired.text')}</p>
      <div className="guest-notice__actions">
        <button type="button" className="button button--primary" onClick={onRestart} data-event="user.restart">
          {t('guestOrder.expired.restart')}
        </button>
        <Link className="button button--secondary" to={CART_PATH}>
          {t('guestOrder.expired.toCart')}
        </Link>
      </div>
    </Alert>
  );
}

export interface FullyBookedNoticeProps {
  summary: OrderSummary | null;
  /** The sold-out positions (409 FULLY_BOOKED). */
  positions: readonly FullyBookedPosition[];
  onBackToCart: () => void;
}

export function FullyBookedNotice({ summary, positions, onBackToCart }: FullyBookedNoticeProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  // The course page (its waiting list) needs the course's kind: the summary's line tells it.
  const soldOut = positions.map((position) => ({
    ...position,
    courseKind: summary?.lines.find((line) => line.positionId === position.positionId)?.courseKind ?? null,
  }));
  return (
    <Alert tone="error">
      <h2 className="guest-notice__title">{t('customerOrder.fullyBooked.title')}</h2>
      {soldOut.length > 0 && (
        <>
          <p>{t('customerOrder.fullyBooked.text')}</p>
          <ul>
            {soldOut.map((line) => (
              <li key={line.positionId}>
                {line.name}
                {line.courseKind !== null && (
                  <>
                    {' – '}
                    <Link to={coursePath({ id: line.courseId, name: line.name, kind: line.courseKind })}>
                      {t('customerOrder.fullyBooked.waitingList')}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('customerOrder.fullyBooked.hint')}</p>
      <button type="button" className="button button--primary" onClick={onBackToCart} data-event="user.backToCart">
        {t('customerOrder.toCart')}
      </button>
    </Alert>
  );
}

export interface PaymentUnfinishedNoticeProps {
  onCheck: () => void;
  onPayAgain: () => void;
  onChooseAgain: () => void;
}

export function PaymentUnfinishedNotice({ onCheck, onPayAgain, onChooseAgain }: PaymentUnfinishedNoticeProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <Alert tone="error">
      <p>{t('guestOrder.unfinished.text')}</p>
      <div className="guest-notice__actions">
        <button type="button" className="button button--primary" onClick={onCheck} data-event="user.retry">
          {t('guestOrder.unfinished.check')}
        </button>
        <button type="button" className="button button--secondary" onClick={onPayAgain} data-event="user.payAgain">
          {t('guestOrder.unfinished.payAgain')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onChooseAgain}
          data-event="user.choosePaymentAgain"
        >
          {t('guestOrder.unfinished.other')}
        </button>
      </div>
    </Alert>
  );
}

/**
 * The cart page 'warenkorb' (spec §2): positions with name, organizer, date and place, price level,
 * list and charged price in EUR and a remove button; package use with the credits left; voucher
 * codes; the sum with its VAT note; the checkout button, only when there is something to check out
 * (an empty cart offers the way to the courses instead). `?merged=true` announces that the check step merged the local
 * cart into the customer's (a live region). The global cart actor decides (src/app/system.ts; views read it through src/state/cart.ts).
 */
import { Suspense, useDeferredValue, useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useSearchParams, type RouteObject } from 'react-router-dom';
import { useCart, useCartActorRef, useCartSelector } from '../../state/cart';
import { Alert } from '../../components/Alert';
import { lazyPart } from '../../components/lazy-part';
import { usePageMeta } from '../../components/page-meta';
import { usePriceLevelName } from '../../components/price-level-name';
import { Spinner } from '../../components/Spinner';
import { VatNote } from '../../components/VatNote';
import { formatCents } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { isSupportedLanguage } from '../../lib/language';
import type { Cart, CartPosition } from '../../shared/cart';
import { PackageCredits } from './PackageCredits';
import { CheckoutChoiceLoading } from './CheckoutChoiceLoading';
import { VoucherForm } from './VoucherForm';
import './cart.css';

/**
 * The three ways to order (./CheckoutChoice.tsx): the checkout's texts come through i18next, which
 * it waits for, so the cart page itself paints without i18next (issue 10 §2).
 */
const CheckoutChoice = lazyPart(() => import('./CheckoutChoice').then((module) => module.default));

/** The cart without page meta (the route adds the title). */
export function CartView() {
  const { t } = useTranslation();
  const actor = useCartActorRef();
  const cart = useCart();
  const busy = useCartSelector((snapshot) => snapshot.hasTag('busy'));
  const loadFailed = useCartSelector((snapshot) => snapshot.matches({ guest: 'failed' }) || snapshot.matches({ customer: 'failed' }));
  const changeFailed = useCartSelector((snapshot) => snapshot.matches({ customer: { ready: 'changeFailed' } }));
  const addFailed = useCartSelector((snapshot) => snapshot.matches({ customer: { ready: 'addFailed' } }));
  // The priced cart's first appearance renders in a deferred pass, in slices (the actor's answer
  // arrives as a synchronous update), so the page stays responsive (issue 10 §2); later changes show at once.
  const contentReady = useDeferredValue(cart !== null, false);
  const [searchParams] = useSearchParams();
  const merged = searchParams.get('merged') === 'true';
  const headingId = useId();

  return (
    <article className="page cart-page" aria-labelledby={headingId} aria-busy={busy}>
      <h1 id={headingId}>{t('cart.title')}</h1>
      <div className="cart-page__notice" role="status" aria-live="polite">
        {merged && <p className="alert alert--info">{t('cart.merged')}</p>}
      </div>
      {busy && (
        <p className="cart-page__busy">
          <Spinner /> {cart ? t('cart.updating') : t('cart.loading')}
        </p>
      )}
      {loadFailed && (
        <Alert tone="error">
          <p>{t('cart.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'user.retry' })}>
            {t('cart.retry')}
          </button>
        </Alert>
      )}
      {changeFailed && <Alert tone="error">{t('cart.changeFailed')}</Alert>}
      {addFailed && <Alert tone="error">{t('cart.addFailed')}</Alert>}
      {cart && contentReady && !loadFailed && <CartContent cart={cart} busy={busy} />}
    </article>
  );
}

interface CartContentProps {
  cart: Cart;
  busy: boolean;
}

function CartContent({ cart, busy }: CartContentProps) {
  const { t } = useTranslation();
  const actor = useCartActorRef();
  const { i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const empty = cart.positions.length === 0;
  const choosing = useCartSelector((snapshot) => snapshot.matches({ guest: { priced: 'choosingCheckout' } }));

  return (
    <>
      {empty ? (
        <p className="cart-page__empty">
          {t('cart.empty')} <Link to="/">{t('cart.findCourses')}</Link>
        </p>
      ) : (
        <ul className="cart-positions" aria-label={t('cart.positions')}>
          {cart.positions.map((position) => (
            <Position
              key={position.kind === 'COURSE' ? `c-${position.courseId}-${position.scheduleId}` : `p-${position.packageId}`}
              position={position}
              language={language}
              disabled={busy}
              onRemove={() => actor.send({ type: 'user.remove', position })}
            />
          ))}
        </ul>
      )}
      <PackageCredits />
      <VoucherForm
        cart={cart}
        disabled={busy}
        onRedeem={(code) => actor.send({ type: 'user.voucherEntered', code })}
        onRemove={(code) => actor.send({ type: 'user.voucherRemoved', code })}
      />
      {!empty && (
        <>
          <dl className="cart-sum">
            <dt>{t('cart.sum')}</dt>
            <dd>{formatCents(cart.sumValue, language)}</dd>
          </dl>
          <VatNote className="cart-sum__note" />
          {choosing ? (
            <Suspense fallback={<CheckoutChoiceLoading />}>
              <CheckoutChoice />
            </Suspense>
          ) : (
            <button
              type="button"
              className="button button--primary cart-page__checkout"
              disabled={busy}
              onClick={() => actor.send({ type: 'user.checkout' })}
            >
              {t('cart.checkout')}
            </button>
          )}
        </>
      )}
    </>
  );
}

interface PositionProps {
  position: CartPosition;
  language: 'de' | 'en';
  disabled: boolean;
  onRemove: () => void;
}

function Position({ position, language, disabled, onRemove }: PositionProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const levelName = usePriceLevelName();
  const discounted = position.discountPriceValue !== position.priceValue;
  const schedule = position.schedule;
  const start = schedule ? formatDate(schedule.startDate) : '';
  const end = schedule ? formatDate(schedule.endDate) : '';
  return (
    <li className="cart-position" aria-labelledby={nameId} data-kind={position.kind}>
      <h2 className="cart-position__name" id={nameId}>
        {position.name}
      </h2>
      <dl className="cart-position__facts">
        {position.kind === 'PACKAGE' && (
          <div>
            <dt className="visually-hidden">{t('cart.packageKind')}</dt>
            <dd>{t('cart.packageKind')}</dd>
          </div>
        )}
        <div>
          <dt>{t('cart.organizer')}</dt>
          <dd>{position.organizer}</dd>
        </div>
        {schedule && (
          <div>
            <dt>{t('cart.date')}</dt>
            <dd>{start === end ? start : t('cart.period', { start, end })}</dd>
          </div>
        )}
        {schedule && (
          <div>
            <dt>{t('cart.place')}</dt>
            <dd>{schedule.city ?? t('cart.noPlace')}</dd>
          </div>
        )}
        {position.priceLevelName && (
          <div>
            <dt>{t('cart.priceLevel')}</dt>
            <dd>{levelName(position.priceLevelName)}</dd>
          </div>
        )}
        {discounted && (
          <div className="cart-position__list-price">
            <dt>{t('cart.listPrice')}</dt>
            <dd>
              <del>{formatCents(position.priceValue, language)}</del>
            </dd>
          </div>
        )}
        <div className="cart-position__price">
          <dt>{t('cart.price')}</dt>
          <dd>{formatCents(position.discountPriceValue, language)}</dd>
        </div>
        {position.voucher && (
          <div>
            <dt className="visually-hidden">{t('cart.voucher.title')}</dt>
            <dd>{t('cart.voucherApplied', { code: position.voucher.voucherCode })}</dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className="button button--secondary cart-position__remove"
        disabled={disabled}
        aria-label={t('cart.removeLabel', { name: position.name })}
        onClick={onRemove}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}

function CartPage() {
  const { t } = useTranslation();
  usePageMeta(t('cart.title'), t('cart.metaDescription'));
  return <CartView />;
}

/** The lazy part of the 'warenkorb' route. */
export const cartRoute: Pick<RouteObject, 'Component'> = { Component: CartPage };

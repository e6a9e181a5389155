/**
 * The cart page 'warenkorb' (spec §2): positions with name, organizer, date and place, price level,
 * list and charged price in EUR and a remove button; package use with the credits left; voucher
 * codes; the sum with its VAT note; the accepted payment methods (§ 312j Abs. 1 BGB); the checkout button, only when there is something to check out
 * (an empty cart offers the way to the courses instead). `?merged=true` announces that the check step merged the local
 * cart into the customer's (a live region). The global cart actor decides (src/app/system.ts; views read it through src/state/cart.ts).
 *
 * A guest's cart paints before the actors have started and before the server has priced it: the
 * local cart keeps what the page a position was added on showed of it (its preview), so the
 * positions show at once with their prices "being calculated"; the answer fills in the prices and
 * adds the rest below them (issue 10 §2). A cart without previews (stored by an older version) and
 * a customer's server cart say they are loading instead.
 */
import { Suspense, useDeferredValue, useEffect, useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useSearchParams, type RouteObject } from 'react-router-dom';
import type { CartUserEvent } from '../../../machines/cart.machine';
import { useCartPreview, useCartView } from '../../state/cart';
import { useStartedSystem } from '../../state/system-context';
import { Alert } from '../../components/Alert';
import { lazyPart } from '../../components/lazy-part';
import { usePageMeta } from '../../components/page-meta';
import { usePriceLevelName } from '../../components/price-level-name';
import { Spinner } from '../../components/Spinner';
import { VatNote } from '../../components/VatNote';
import { formatCents } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { isSupportedLanguage } from '../../lib/language';
import { afterNextPaint } from '../../lib/next-task';
import type { Cart, CartPosition, CartPositionPreview, LocalCartPosition } from '../../shared/cart';
import { PackageCredits } from './PackageCredits';
import { AcceptedPaymentMethods } from './PaymentMethods';
import { CheckoutChoiceLoading } from './CheckoutChoiceLoading';
import { PerPlacePrice, SeatsSelect } from './SeatsSelect';
import './cart.css';

/**
 * The three ways to order (./CheckoutChoice.tsx): the checkout's texts come through i18next, which
 * it waits for, so the cart page itself paints without i18next (issue 10 §2).
 */
const CheckoutChoice = lazyPart(() => import('./CheckoutChoice').then((module) => module.default));

/**
 * The voucher form brings Formik and Yup: its code loads after the positions have painted (the
 * page asks for it then, so it is there when the priced cart shows it).
 */
const loadVoucherForm = () => import('./VoucherForm').then((module) => module.VoucherForm);
const VoucherForm = lazyPart(loadVoucherForm);

/** A position as the page shows it: priced, or a guest's wanted one before the answer (no price yet). */
interface ShownPosition extends CartPositionPreview {
  key: string;
  kind: CartPosition['kind'];
  /** The priced position (its prices and voucher, and what the remove button sends); null before the answer. */
  priced: CartPosition | null;
}

const keyOf = (position: { courseId?: number | null; scheduleId?: number | null; packageId?: number | null }) =>
  position.courseId != null ? `c-${position.courseId}-${position.scheduleId}` : `p-${position.packageId}`;

const pricedPositions = (cart: Cart): ShownPosition[] =>
  cart.positions.map((position) => ({ ...position, key: keyOf(position), priced: position }));

const previewPositions = (positions: readonly LocalCartPosition[]): ShownPosition[] =>
  positions.flatMap(({ preview, ...position }) =>
    preview
      ? [{ ...preview, key: keyOf(position), kind: position.courseId != null ? 'COURSE' : 'PACKAGE', priced: null }]
      : [],
  );

/** The cart without page meta (the route adds the title). */
export function CartView() {
  const { t } = useTranslation();
  const started = useStartedSystem();
  const send = (event: CartUserEvent) => started?.cart.send(event);
  const cart = useCartView((snapshot) => snapshot.context.cart as Cart | null, null);
  const preview = useCartPreview();
  // Until the actor has started, the cart is on its way.
  const busy = useCartView((snapshot) => snapshot.hasTag('busy'), true);
  const loadFailed = useCartView(
    (snapshot) => snapshot.matches({ guest: 'failed' }) || snapshot.matches({ customer: 'failed' }),
    false,
  );
  const changeFailed = useCartView((snapshot) => snapshot.matches({ customer: { ready: 'changeFailed' } }), false);
  const addFailed = useCartView((snapshot) => snapshot.matches({ customer: { ready: 'addFailed' } }), false);
  // The priced cart's first appearance renders in a deferred pass, in slices (the actor's answer
  // arrives as a synchronous update), so the page stays responsive (issue 10 §2); later changes show at once.
  const contentReady = useDeferredValue(cart !== null, false);
  const [searchParams] = useSearchParams();
  const merged = searchParams.get('merged') === 'true';
  const headingId = useId();
  useEffect(() => {
    void afterNextPaint()
      .then(loadVoucherForm)
      .catch(() => undefined);
  }, []);

  const priced = cart && contentReady && !loadFailed ? cart : null;
  const positions = priced ? pricedPositions(priced) : preview && !loadFailed ? previewPositions(preview) : null;
  return (
    <article className="page cart-page" aria-labelledby={headingId} aria-busy={busy}>
      <h1 id={headingId}>{t('cart.title')}</h1>
      <div className="cart-page__notice" role="status" aria-live="polite">
        {merged && <p className="alert alert--info">{t('cart.merged')}</p>}
      </div>
      {/* A preview's prices say themselves that they are on their way. */}
      {busy && !(preview && !priced) && (
        <p className="cart-page__busy">
          <Spinner /> {cart ? t('cart.updating') : t('cart.loading')}
        </p>
      )}
      {loadFailed && (
        <Alert tone="error">
          <p>{t('cart.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'user.retry' })}
            data-event="user.retry"
          >
            {t('cart.retry')}
          </button>
        </Alert>
      )}
      {changeFailed && <Alert tone="error">{t('cart.changeFailed')}</Alert>}
      {addFailed && <Alert tone="error">{t('cart.addFailed')}</Alert>}
      {positions && (
        <PositionList
          positions={positions}
          busy={busy}
          onRemove={(position) => send({ type: 'user.remove', position })}
          onSeats={(position, seats) => send({ type: 'user.seatsChanged', position, seats })}
        />
      )}
      {priced && (
        // The rest shows at once when the voucher form's code is there.
        <Suspense fallback={null}>
          <CartSummary cart={priced} busy={busy} send={send} />
        </Suspense>
      )}
    </article>
  );
}

interface PositionListProps {
  positions: readonly ShownPosition[];
  busy: boolean;
  onRemove: (position: CartPosition) => void;
  onSeats: (position: CartPosition, seats: number) => void;
}

function PositionList({ positions, busy, onRemove, onSeats }: PositionListProps) {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  if (positions.length === 0) {
    return (
      <p className="cart-page__empty">
        {t('cart.empty')} <Link to="/">{t('cart.findCourses')}</Link>
      </p>
    );
  }
  return (
    <ul className="cart-positions" aria-label={t('cart.positions')}>
      {positions.map((position) => (
        <Position
          key={position.key}
          position={position}
          language={language}
          disabled={busy || !position.priced}
          onRemove={() => position.priced && onRemove(position.priced)}
          onSeats={(seats) => position.priced && onSeats(position.priced, seats)}
        />
      ))}
    </ul>
  );
}

interface CartSummaryProps {
  cart: Cart;
  busy: boolean;
  send: (event: CartUserEvent) => void;
}

/** Below the positions of a priced cart: package use, vouchers, the sum and the way to order. */
function CartSummary({ cart, busy, send }: CartSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const empty = cart.positions.length === 0;
  const choosing = useCartView((snapshot) => snapshot.matches({ guest: { priced: 'choosingCheckout' } }), false);

  return (
    <>
      <PackageCredits />
      <VoucherForm
        cart={cart}
        disabled={busy}
        onRedeem={(code) => send({ type: 'user.voucherEntered', code })}
        onRemove={(code) => send({ type: 'user.voucherRemoved', code })}
      />
      {!empty && (
        <>
          <dl className="cart-sum">
            <dt>{t('cart.sum')}</dt>
            <dd>{formatCents(cart.sumValue, language)}</dd>
          </dl>
          <VatNote className="cart-sum__note" />
          <AcceptedPaymentMethods />
          {choosing ? (
            <Suspense fallback={<CheckoutChoiceLoading />}>
              <CheckoutChoice />
            </Suspense>
          ) : (
            <button
              type="button"
              className="button button--primary cart-page__checkout"
              disabled={busy}
              onClick={() => send({ type: 'user.checkout' })}
              data-event="user.checkout"
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
  position: ShownPosition;
  language: 'de' | 'en';
  disabled: boolean;
  onRemove: () => void;
  onSeats: (seats: number) => void;
}

function Position({ position, language, disabled, onRemove, onSeats }: PositionProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const levelName = usePriceLevelName();
  const { priced, schedule } = position;
  const discounted = priced !== null && priced.discountPriceValue !== priced.priceValue;
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
              <del>{formatCents(priced.priceValue, language)}</del>
            </dd>
          </div>
        )}
        <div className="cart-position__price">
          <dt>{t('cart.price')}</dt>
          <dd>{priced ? formatCents(priced.discountPriceValue, language) : t('cart.pricePending')}</dd>
        </div>
        {priced && <PerPlacePrice position={priced} language={language} />}
        {priced?.voucher && (
          <div>
            <dt className="visually-hidden">{t('cart.voucher.title')}</dt>
            <dd>{t('cart.voucherApplied', { code: priced.voucher.voucherCode })}</dd>
          </div>
        )}
      </dl>
      {priced?.kind === 'COURSE' && <SeatsSelect position={priced} disabled={disabled} onChange={onSeats} />}
      <button
        type="button"
        className="button button--secondary cart-position__remove"
        disabled={disabled}
        aria-label={t('cart.removeLabel', { name: position.name })}
        onClick={onRemove}
        data-event="user.remove"
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

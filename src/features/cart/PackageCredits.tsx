/**
 * Package use on the cart page (spec §4 Package credits): the packages of the cart with their credits
 * left, and per course the packages that may pay for it. Paying takes the course's hours off the
 * package, releasing gives them back; a course that does not fit is refused with the reason. The
 * global packageCredits actor decides and the composition root (src/app/system.ts) keeps it in step
 * with the cart, which reprices; this view only reads both and sends the visitor's choices.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import {
  courseKey,
  creditCourse,
  isEligible,
  type CreditPackageState,
  type CreditRefusal,
} from '../../../machines/package-credit-rules';
import { useCart, useCartSelector } from '../../state/cart';
import { useCreditsActorRef, useCreditsSelector } from '../../state/credits';

export function PackageCredits() {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = useCreditsActorRef();
  const cart = useCart();
  // While the cart is busy, nothing can be chosen.
  const disabled = useCartSelector((snapshot) => snapshot.hasTag('busy'));
  const packages = useCreditsSelector((snapshot) => snapshot.context.packages);
  const assignments = useCreditsSelector((snapshot) => snapshot.context.assignments);
  const refusal = useCreditsSelector((snapshot) => (snapshot.matches('refused') ? snapshot.context.refusal : null));

  if (!cart) return null;
  const courses = cart.positions.filter((p) => p.kind === 'COURSE' && p.courseId !== null);
  if (packages.length === 0 || courses.length === 0) return null;
  const nameOf = (packageId: number) =>
    cart.positions.find((p) => p.kind === 'PACKAGE' && p.packageId === packageId)?.name ?? '';

  return (
    <section className="cart-credits" aria-labelledby={headingId} data-machine="packageCredits">
      <h2 id={headingId}>{t('cart.credits.title')}</h2>
      <ul className="cart-credits__packages">
        {packages.map((pkg) => (
          <li key={pkg.packageId} data-package={pkg.packageId}>
            {t('cart.credits.remaining', { name: nameOf(pkg.packageId), count: pkg.remainingCredits })}
          </li>
        ))}
      </ul>
      {refusal && (
        <Refusal
          refusal={refusal}
          name={nameOf(refusal.packageId)}
          course={courses.find((c) => courseKey(c) === refusal.key)?.name ?? ''}
          onDismiss={() => actor.send({ type: 'user.refusalDismissed' })}
        />
      )}
      <ul className="cart-credits__courses">
        {courses.map((position) => {
          const course = creditCourse(position);
          const used = assignments.find((a) => a.key === course.key);
          const offered = packages.filter((pkg: CreditPackageState) => isEligible(pkg, course));
          return (
            <li key={course.key}>
              <span className="cart-credits__course">{position.name}</span>
              {used ? (
                <>
                  <span className="cart-credits__used">
                    {t('cart.credits.paidWith', { name: nameOf(used.packageId) })}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={disabled}
                    aria-label={t('cart.credits.releaseLabel', { course: position.name })}
                    onClick={() => actor.send({ type: 'user.courseRemoved', key: course.key })}
                    data-event="user.courseRemoved"
                  >
                    {t('cart.credits.release')}
                  </button>
                </>
              ) : offered.length === 0 ? (
                <span className="cart-credits__none">{t('cart.credits.noPackage')}</span>
              ) : (
                offered.map((pkg) => (
                  <button
                    key={pkg.packageId}
                    type="button"
                    className="button button--secondary"
                    disabled={disabled}
                    aria-label={t('cart.credits.useLabel', { course: position.name, name: nameOf(pkg.packageId) })}
                    onClick={() => actor.send({ type: 'user.courseAdded', course, packageId: pkg.packageId })}
                    data-event="user.courseAdded"
                  >
                    {t('cart.credits.use', { name: nameOf(pkg.packageId) })}
                  </button>
                ))
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Refusal({
  refusal,
  name,
  course,
  onDismiss,
}: {
  refusal: CreditRefusal;
  name: string;
  course: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  // The Alert's own markup with a close button that names its machine event (data-event): the shared
  // Alert stays as small as the start page's budget needs it.
  return (
    <div role="alert" className="alert alert--error cart-credits__refusal">
      <div className="alert__body">
        {refusal.reason === 'credits'
          ? t('cart.credits.refusedCredits', { course, name, hours: refusal.hours, remaining: refusal.remaining })
          : t('cart.credits.refusedPackage', { course, name })}
      </div>
      <button
        type="button"
        className="alert__dismiss"
        onClick={onDismiss}
        aria-label={t('errors.dismiss')}
        data-event="user.refusalDismissed"
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

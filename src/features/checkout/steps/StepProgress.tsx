/**
 * Where the shopper is in the checkout: the flow's steps in order, the current one marked
 * (aria-current="step"), the ones before it as done. Both order flows pass their own step list.
 */
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import './steps.css';

export interface ProgressStep {
  id: string;
  label: string;
}

export function StepProgress({ steps, current }: { steps: readonly ProgressStep[]; current: string }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const index = steps.findIndex((step) => step.id === current);
  return (
    <nav className="checkout-progress" aria-label={t('checkout.progress.label')}>
      <ol className="checkout-progress__list">
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li
              key={step.id}
              className={`checkout-progress__step checkout-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="checkout-progress__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="checkout-progress__label">
                {step.label}
                {state === 'done' && <span className="visually-hidden"> ({t('checkout.progress.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

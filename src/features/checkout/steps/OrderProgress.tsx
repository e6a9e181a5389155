/** The progress list of an order flow, as its view-model gives it (the steps this order has). */
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { StepProgress } from './StepProgress';
import type { StepProgressView } from './step-view';

export function OrderProgress({ progress }: { progress: StepProgressView }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const steps = progress.steps.map((id) => ({ id, label: t(`checkout.progress.${id}`) }));
  return <StepProgress steps={steps} current={progress.current} />;
}

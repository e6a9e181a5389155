/** The payment step of both order flows: on the way to the provider's page, or checking on return. */
import { PaymentRedirectView } from './PaymentRedirectView';
import type { PaymentStepView } from './step-view';

export function PaymentStep({ view }: { view: PaymentStepView }) {
  return <PaymentRedirectView mode={view.mode} redirectUrl={view.redirectUrl} />;
}

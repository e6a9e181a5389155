/** The payment selection step of both order flows: the methods, the reasons a choice did not go through. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import type { PaymentChoice } from '../../../shared/order';
import { PaymentSelectionStep } from './PaymentSelectionStep';
import { StepNoticeView, useStepText } from './StepNotice';
import type { PaymentChoiceStepView, StepNotice } from './step-view';

export interface PaymentChoiceStepProps<E extends string> {
  view: PaymentChoiceStepView<E>;
  onSubmit: (choice: PaymentChoice) => void;
  onSend: (event: E) => void;
  /** The machine event the submit button sends (data-event, for the model-based tests' control check). */
  submitSends: string;
}

export function PaymentChoiceStep<E extends string>({
  view,
  onSubmit,
  onSend,
  submitSends,
}: PaymentChoiceStepProps<E>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const text = useStepText();
  const notices = (list: readonly StepNotice<E>[]) =>
    list.map((notice) => <StepNoticeView key={JSON.stringify(notice.text)} notice={notice} onSend={onSend} />);
  return (
    <>
      {notices(view.notices)}
      <PaymentSelectionStep
        offers={view.offers}
        chosen={view.chosen}
        busy={view.busy}
        submitLabel={t(view.submitLabel)}
        ibanError={view.ibanError && text(view.ibanError)}
        onSubmit={onSubmit}
        submitSends={submitSends}
      >
        {notices(view.innerNotices)}
        {view.backTo && <Link to={view.backTo}>{t('checkout.back')}</Link>}
      </PaymentSelectionStep>
    </>
  );
}

/** The buyer data step of both order flows: the buyer form, the server's refusal at its field or as a notice. */
import { useTranslation } from 'react-i18next';
import { BuyerForm } from '../../../components/forms/BuyerForm';
import type { BuyerDraftStore } from '../../../components/forms/buyer-draft-store';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import type { BuyerData } from '../../../shared/order';
import { StepNoticeView } from './StepNotice';
import type { BuyerStepView } from './step-view';

export interface BuyerStepProps<E extends string> {
  view: BuyerStepView<E>;
  onSubmit: (buyer: BuyerData) => void;
  onSend: (event: E) => void;
  /** The machine event the submit button sends (data-event, for the model-based tests' control check). */
  submitSends: string;
  /** Where what is typed is kept across a reload (the guest flow); none: the form starts from `view.initial`. */
  draft?: BuyerDraftStore;
}

export function BuyerStep<E extends string>({ view, onSubmit, onSend, submitSends, draft }: BuyerStepProps<E>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const notice = view.notice && <StepNoticeView notice={view.notice} onSend={onSend} />;
  return (
    <>
      {!view.noticeInForm && notice}
      <BuyerForm
        initial={view.initial}
        taxNumberRequired={view.taxNumberRequired}
        busy={view.busy}
        submitLabel={t(view.submitLabel)}
        emailReadOnly={view.emailReadOnly}
        serverErrors={view.fieldErrors}
        onSubmit={onSubmit}
        submitSends={submitSends}
        draft={draft}
      >
        {view.noticeInForm && notice}
      </BuyerForm>
    </>
  );
}

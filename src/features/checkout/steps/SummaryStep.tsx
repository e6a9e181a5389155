/** The summary step of both order flows: positions, totals and consents, with the step's notices. */
import { SummaryView, type SummaryConfirmation } from './SummaryView';
import { StepNoticeView } from './StepNotice';
import type { SummaryStepView } from './step-view';

export interface SummaryStepProps<E extends string> {
  view: SummaryStepView<E>;
  onConfirm: (confirmation: SummaryConfirmation) => void;
  onSend: (event: E) => void;
  /** The machine event the order button sends (data-event, for the model-based tests' control check). */
  confirmSends: string;
}

export function SummaryStep<E extends string>({ view, onConfirm, onSend, confirmSends }: SummaryStepProps<E>) {
  return (
    <>
      {view.notice && <StepNoticeView notice={view.notice} onSend={onSend} />}
      <SummaryView
        summary={view.summary}
        busy={view.busy}
        onConfirm={onConfirm}
        confirmSends={confirmSends}
        editBuyerTo={view.editBuyerTo}
        editPaymentTo={view.editPaymentTo}
      >
        {view.innerNotice && <StepNoticeView notice={view.innerNotice} onSend={onSend} />}
      </SummaryView>
    </>
  );
}

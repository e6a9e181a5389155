/** The proof upload step of both order flows: the upload, why the last file was refused, the way back. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { FileUploadStep } from './FileUploadStep';
import { StepNoticeView } from './StepNotice';
import type { UploadStepView } from './step-view';

export interface UploadStepProps<E extends string> {
  view: UploadStepView<E>;
  onFile: (file: File) => void;
  onContinue: () => void;
  onSend: (event: E) => void;
  /** The machine events choosing a file and "Weiter" send (data-event, for the model-based tests' control check). */
  sends: { file: string; continue: string };
}

export function UploadStep<E extends string>({ view, onFile, onContinue, onSend, sends }: UploadStepProps<E>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <>
      {view.notice && <StepNoticeView notice={view.notice} onSend={onSend} />}
      <FileUploadStep
        uploads={view.uploads}
        uploading={view.uploading}
        problem={view.problem}
        onFile={onFile}
        onContinue={onContinue}
        sends={sends}
      >
        {view.backTo && <Link to={view.backTo}>{t('checkout.back')}</Link>}
      </FileUploadStep>
    </>
  );
}

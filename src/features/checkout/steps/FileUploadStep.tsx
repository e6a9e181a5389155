/**
 * The proof upload (issue 11 §6; /order/file-upload and /guest-order/file-upload): the shopper picks
 * a PDF, JPEG or PNG of at most 10 MB — checked here before anything is sent (src/lib/upload-check.ts);
 * the server checks the content again. While a file is sent a progress bar shows; uploaded files are
 * listed. "Weiter" needs at least one uploaded file.
 */
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatDate } from '../../../lib/format-date';
import { isSupportedLanguage } from '../../../lib/language';
import { formatBytes, UPLOAD_ACCEPT, uploadRefusal, type UploadRefusal } from '../../../lib/upload-check';
import type { UploadedFile } from '../../../shared/order';
import './steps.css';

/** Why the server refused the last file ('failed': it could not be sent or stored). */
export type UploadProblem = UploadRefusal | 'failed';

export interface FileUploadStepProps {
  uploads: readonly UploadedFile[];
  /** The file being sent, or null. */
  uploading: { fileName: string; sizeBytes: number } | null;
  /** The server's refusal of the last file. */
  problem: UploadProblem | null;
  onFile: (file: File) => void;
  onContinue: () => void;
  /** The machine events choosing a file and "Weiter" send (data-event, for the model-based tests' control check). */
  sends?: { file: string; continue: string };
  /** Beside the continue button (e.g. the back link). */
  children?: ReactNode;
}

export function FileUploadStep({
  uploads,
  uploading,
  problem,
  onFile,
  onContinue,
  sends,
  children,
}: FileUploadStepProps) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const inputId = useId();
  const [refused, setRefused] = useState<UploadRefusal | null>(null);
  const [missing, setMissing] = useState(false);
  const shown = refused ?? problem;
  const error =
    missing && uploads.length === 0
      ? t('checkout.upload.missing')
      : shown
        ? t(`checkout.upload.problem.${shown}`)
        : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = uploadRefusal(file);
    setRefused(refusal);
    setMissing(false);
    if (!refusal) onFile(file);
  };

  return (
    <div className="file-upload">
      <p>{t('checkout.upload.intro')}</p>
      <div className={`field ${error ? 'has-error' : ''}`.trim()}>
        <label htmlFor={inputId} className="field__label">
          {t('checkout.upload.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          onChange={choose}
          disabled={uploading !== null}
          aria-describedby={`${inputId}-hint ${inputId}-error`}
          aria-invalid={error ? true : undefined}
          className="field__control file-upload__input"
          data-event={sends?.file}
        />
        <p id={`${inputId}-hint`} className="form-hint">
          {t('checkout.upload.hint')}
        </p>
        <div id={`${inputId}-error`} className="field__error" role={error ? 'alert' : undefined}>
          {error}
        </div>
      </div>
      {uploading && (
        <div className="file-upload__progress" role="status">
          <span>
            {t('checkout.upload.sending', {
              name: uploading.fileName,
              size: formatBytes(uploading.sizeBytes, language),
            })}
          </span>
          <progress aria-label={t('checkout.upload.progress')} />
        </div>
      )}
      <h2 className="file-upload__list-title">{t('checkout.upload.listTitle')}</h2>
      {uploads.length === 0 ? (
        <p className="file-upload__none">{t('checkout.upload.none')}</p>
      ) : (
        <ul className="file-upload__list">
          {uploads.map((file) => (
            <li key={file.id} className="file-upload__file">
              <span className="file-upload__name">{file.fileName}</span>
              <span className="file-upload__meta">
                {formatBytes(file.sizeBytes, language)} · {formatDate(file.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="checkout-form__actions">
        {children}
        <button
          type="button"
          className="button button--primary"
          disabled={uploading !== null}
          data-event={sends?.continue}
          onClick={() => {
            if (uploads.length === 0) setMissing(true);
            else onContinue();
          }}
        >
          {t('checkout.continue')}
        </button>
      </div>
    </div>
  );
}

/**
 * What a page shows while the texts it loads lazily (its i18n namespace) are on their way: a spinner,
 * or — when they failed — the message with a retry. Every wait ends in content or an error.
 */
import { Alert } from './Alert';
import { Spinner } from './Spinner';

export interface TextsNotReadyProps {
  failed: boolean;
  /** The failure message and the retry button's label (from texts that are already there). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function TextsNotReady({ failed, message, retryLabel, onRetry }: TextsNotReadyProps) {
  if (!failed) {
    return (
      <div className="loading" role="status">
        <Spinner />
      </div>
    );
  }
  return (
    <Alert tone="error">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </Alert>
  );
}

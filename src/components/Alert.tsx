/** A message box; with onDismiss it gets a close button (e.g. the 'unexpected error' alert, §8). */
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/texts';

export type AlertTone = 'error' | 'success' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

export function Alert({ tone, children, onDismiss, className = '' }: AlertProps) {
  const { t } = useTranslation();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`alert alert--${tone} ${className}`.trim()}>
      <div className="alert__body">{children}</div>
      {onDismiss && (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label={t('errors.dismiss')}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/**
 * A submit button that shows a spinner while its request runs (spec §4) and is inert meanwhile, so a
 * form is not sent twice. The caller sets `busy` (e.g. Formik's isSubmitting), which ends on error too.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../lib/texts';
import { Spinner } from './Spinner';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  busy: boolean;
  children: ReactNode;
}

export function SubmitButton({ busy, children, className = '', disabled, ...rest }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      {...rest}
      type="submit"
      className={`button button--primary ${busy ? 'is-busy' : ''} ${className}`.trim()}
      disabled={disabled || busy}
      aria-busy={busy}
    >
      {busy && <Spinner className="spinner--inline" />}
      <span>{children}</span>
      {busy && <span className="visually-hidden">{t('form.submitting')}</span>}
    </button>
  );
}

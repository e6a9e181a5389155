/**
 * A name asked for in place: one labelled text field with save and cancel, focused when it opens,
 * Escape cancels. Saving a search on the result page and renaming a saved search in favoriten (issue
 * 12 §1) both use it, hence here and not in a feature. It holds the submit's state: an empty name is
 * refused before anything is sent, the save button is busy while `onSave` runs, and the message
 * `onSave` resolves to shows at the field. The texts come from the caller (its i18n namespace).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

export interface InlineNameFormProps {
  /** The field's value; the caller keeps it, so it may outlive the form. */
  name: string;
  onNameChange: (name: string) => void;
  maxLength: number;
  label: string;
  submitLabel: string;
  cancelLabel: string;
  /** Shown when the name is empty or only spaces on submit. */
  requiredMessage: string;
  /** Saves the trimmed name; resolves to the message to show when it failed, or null. */
  onSave: (name: string) => Promise<string | null>;
  /** Cancel and Escape. */
  onCancel: () => void;
  /** The form's accessible name, when the page around it does not give one. */
  formLabel?: string;
  /** Added to the form's class (`inline-form`). */
  className?: string;
  /** The class of the paragraph holding the buttons. */
  actionsClassName: string;
}

type SubmitState = { phase: 'idle' | 'busy' } | { phase: 'error'; message: string };

export function InlineNameForm({
  name,
  onNameChange,
  maxLength,
  label,
  submitLabel,
  cancelLabel,
  requiredMessage,
  onSave,
  onCancel,
  formLabel,
  className,
  actionsClassName,
}: InlineNameFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SubmitState>({ phase: 'idle' });
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setState({ phase: 'error', message: requiredMessage });
      return;
    }
    setState({ phase: 'busy' });
    const failure = await onSave(trimmed);
    setState(failure === null ? { phase: 'idle' } : { phase: 'error', message: failure });
  };
  const error = state.phase === 'error' ? state.message : '';
  const busy = state.phase === 'busy';
  return (
    <form
      className={['inline-form', className].filter(Boolean).join(' ')}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={formLabel}
    >
      <div className={`field ${error ? 'has-error' : ''}`.trim()}>
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          className="field__control"
          value={name}
          maxLength={maxLength}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => onNameChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        <div id={`${id}-error`} className="field__error" aria-live="polite">
          {error}
        </div>
      </div>
      <p className={actionsClassName}>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </p>
    </form>
  );
}

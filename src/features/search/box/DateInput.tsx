/**
 * A date text field with the §5 input rules: the visitor types '5.3.2027', '03.2027' or '2027'; the
 * machine learns at every keystroke what the text means (so the search button follows at once), and
 * on leaving the field the text is rewritten as TT.MM.JJJJ. The error shows only while the visitor is
 * not typing, so '5.3.20' on the way to '5.3.2027' does not flash "in the past".
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import type { DateField } from '../../../../machines/searchBox.machine';
import { dateFieldText, readDateField } from './date-field';

export interface DateInputProps {
  label: string;
  value: DateField;
  onChange: (field: DateField) => void;
  /** The translated validation message, if the field breaks a rule. */
  error: string | null;
  required?: boolean;
  /** The machine event typing sends (data-event, for the model-based tests' control check). */
  sends?: string;
}

export function DateInput({ label, value, onChange, error, required = false, sends }: DateInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The text being typed; null while the field shows the machine's value (also after reset/restore).
  const [draft, setDraft] = useState<string | null>(null);
  const shownError = draft === null ? error : null;

  return (
    <div className={`field search-box__date ${shownError ? 'has-error' : ''}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        className="field__control"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('search.box.datePlaceholder')}
        required={required}
        value={draft ?? dateFieldText(value)}
        aria-invalid={shownError ? true : undefined}
        // The error region always exists (it announces new errors); it describes the field only when it speaks.
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(readDateField(event.target.value));
        }}
        onBlur={() => setDraft(null)}
        data-event={sends}
      />
      <span id={hintId} className="visually-hidden">
        {t('search.box.dateHint')}
      </span>
      <div id={errorId} className="field__error" aria-live="polite">
        {shownError}
      </div>
    </div>
  );
}

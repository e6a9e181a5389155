/**
 * Formik fields the checkout forms need besides src/components/FormField (text inputs): a select, a
 * radio group and a checkbox, each labelled and with its error tied to it (aria-describedby).
 */
import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';

function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext<unknown>();
  return (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Options shown first, above a separator (e.g. the priority countries). */
  firstOptions?: readonly { value: string; label: string }[];
  required?: boolean;
  autoComplete?: string;
  placeholder: string;
}

export function SelectField({
  name,
  label,
  options,
  firstOptions = [],
  required = false,
  autoComplete,
  placeholder,
}: SelectFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <div className={`field ${error ? 'has-error' : ''}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        {...field}
        id={id}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className="field__control"
      >
        <option value="">{placeholder}</option>
        {firstOptions.map((option) => (
          <option key={`first-${option.value}`} value={option.value}>
            {option.label}
          </option>
        ))}
        {firstOptions.length > 0 && <option disabled>──────────</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <div id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}

export interface RadioGroupFieldProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: ReactNode; hint?: ReactNode }[];
}

export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <fieldset className={`field choice-group ${error ? 'has-error' : ''}`.trim()} aria-describedby={`${id}-error`}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input type="radio" {...field} value={option.value} checked={field.value === option.value} />
          <span className="choice__text">
            {option.label}
            {option.hint && <span className="choice__hint">{option.hint}</span>}
          </span>
        </label>
      ))}
      <div id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </div>
    </fieldset>
  );
}

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <div className={`field choice-field ${error ? 'has-error' : ''}`.trim()}>
      <label className="choice" htmlFor={id}>
        <input
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
        />
        <span className="choice__text">{children}</span>
      </label>
      <div id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}

/**
 * A labelled Formik field with its error text. Errors come from the Yup schema (shown once the field
 * was touched or the form submitted) or from the server via Formik status ({ fieldErrors }), which
 * the next edit of the field clears.
 */
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useField, useFormikContext } from 'formik';

export interface FormStatus {
  fieldErrors?: Record<string, string>;
}

export interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  maxLength?: number;
  /** type number: the step of valid values ('0.5'; 'any' for every decimal). */
  step?: string;
  className?: string;
}

export function FormField({
  name,
  label,
  type = 'text',
  multiline = false,
  rows = 6,
  required = false,
  autoComplete,
  maxLength,
  step,
  className = '',
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [field, meta] = useField<string>(name);
  const { status, setStatus, submitCount } = useFormikContext<unknown>();
  const fieldErrors = (status as FormStatus | undefined)?.fieldErrors;
  const serverError = fieldErrors?.[name];
  const schemaError = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const error = schemaError ?? serverError;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    field.onChange(event);
    if (serverError && fieldErrors) {
      const { [name]: _cleared, ...rest } = fieldErrors;
      setStatus({ ...(status as FormStatus), fieldErrors: rest });
    }
  };
  const common = {
    ...field,
    id,
    onChange,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    className: 'field__control',
  };
  return (
    <div className={`field ${error ? 'has-error' : ''} ${className}`.trim()}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} step={step} />
      )}
      <div id={errorId} className="field__error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}

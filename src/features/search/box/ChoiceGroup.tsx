/** A radio group in a fieldset with its legend: the accessible form of the box's type choices. */
import { useId } from 'react';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** The radios' shared name. */
  name: string;
  choices: readonly T[];
  value: T;
  label: (choice: T) => string;
  onChange: (choice: T) => void;
  /** The machine event a choice sends (data-event, for the model-based tests' control check). */
  sends?: string;
}

export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  label,
  onChange,
  sends,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="search-box__choices">
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="search-box__choice" htmlFor={`${id}-${choice}`}>
          <input
            id={`${id}-${choice}`}
            type="radio"
            name={`${name}-${id}`}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            data-event={sends}
          />
          {label(choice)}
        </label>
      ))}
    </fieldset>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** Props of `<CheckboxField>`. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** An error shown under the checkbox; marks it `aria-invalid`. */
  error?: string | undefined;
}

/** A labelled checkbox with an error tied to it by `aria-describedby`. */
export function CheckboxField({ label, error, id, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="checkbox-field">
      <div className="checkbox-field__row">
        <input
          id={inputId}
          type="checkbox"
          className="checkbox-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="checkbox-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

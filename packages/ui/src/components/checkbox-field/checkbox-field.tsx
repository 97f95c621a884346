import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<CheckboxField>`; other props (`name`, `checked`, `onChange`, `required`) go to the `<input>`. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label beside the box; it may hold a link (the terms). */
  label: ReactNode;
  /** An error shown under the label; marks the box `aria-invalid` and describes it. Defaults to none. */
  error?: string | undefined;
}

/**
 * A labelled checkbox (an agreement in a form), the box in the accent colour and 20px square,
 * with an error tied to it by `aria-describedby`, lined up under the label.
 *
 * @example
 * <CheckboxField name="accept_terms" label={<>I accept the <a href="/terms">terms</a>.</>}
 *   error={errors.accept_terms} />
 */
export function CheckboxField({ label, error, id, className, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={classNames('bx-checkbox-field', className)}>
      <div className="bx-checkbox-field__row">
        <input
          id={inputId}
          type="checkbox"
          className="bx-checkbox-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="bx-checkbox-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

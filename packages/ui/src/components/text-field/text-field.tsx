import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { DEFAULT_STEP } from '@beurs/domain';
import { FieldFrame } from '../field/field-frame';

/** Props of `<TextField>`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The visible label, also the input's accessible name. */
  label: ReactNode;
  /** Defaults to `'text'`. `'date'` gives the browser's date picker; its value is `YYYY-MM-DD` or empty. */
  type?: 'text' | 'email' | 'password' | 'number' | 'date';
  /** Help shown under the input and read with it. */
  hint?: ReactNode;
  /** An error shown under the input; marks it `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A labelled text input with an optional hint and error, both tied to the input with
 * `aria-describedby`. A number input's `step` defaults to `DEFAULT_STEP` (1, contract §9).
 *
 * @example
 * <TextField label="Amount" type="number" min={10} hint="In EUR" error={errors.amount} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, type = 'text', hint, error, id, step, className, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          type={type}
          step={type === 'number' ? (step ?? DEFAULT_STEP) : step}
          className="bx-field__control"
          {...rest}
        />
      )}
    </FieldFrame>
  );
});

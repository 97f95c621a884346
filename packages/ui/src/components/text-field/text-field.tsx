import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { DEFAULT_STEP } from '@beurs/domain';
import { classNames } from '../class-names';
import { FieldMessages } from '../field/field-messages';
import { useFieldIds } from '../field/use-field-ids';

/** Props of `<TextField>`. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The visible label, also the input's accessible name. */
  label: ReactNode;
  /** Defaults to `'text'`. */
  type?: 'text' | 'email' | 'password' | 'number';
  /** Help shown under the input and read with it. */
  hint?: ReactNode;
  /** An error shown under the input; marks it `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A labelled text input with an optional hint and error, both tied to the input with
 * `aria-describedby`. A number input's `step` defaults to `DEFAULT_STEP` (1, spec 9).
 *
 * @example
 * <TextField label="Amount" type="number" min={10} hint="In EUR" error={errors.amount} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, type = 'text', hint, error, id, step, className, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <div className={classNames('bx-field', className)}>
      <label className="bx-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={ids.inputId}
        type={type}
        step={type === 'number' ? (step ?? DEFAULT_STEP) : step}
        className="bx-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
});

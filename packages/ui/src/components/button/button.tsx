import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { buttonClassName } from './button-class-name';

/** The look of a button: `buy` and `sell` carry the trading colours (positive, negative). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'buy' | 'sell';

/** Props of `<Button>`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Defaults to `'primary'`. */
  variant?: ButtonVariant;
  /** Defaults to `'medium'`. */
  size?: 'small' | 'medium' | 'large';
  /** Stretch to the width of the container. Defaults to `false`. */
  fullWidth?: boolean;
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action runs. Defaults to `false`. */
  loading?: boolean;
}

/**
 * A button. `type` defaults to `'button'`, so it never submits a form by accident.
 *
 * @example
 * <Button variant="buy" onClick={openOrder}>Buy</Button>
 * <Button variant="secondary" type="submit" loading={saving}>Save</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'medium', fullWidth = false, loading = false, type = 'button', className, disabled, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="bx-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
});

import { classNames } from '../class-names';
import type { ButtonVariant } from './button';

/** The classes that give a `<button>` or an `<a>` the look of `<Button>`. */
export function buttonClassName(options: {
  variant: ButtonVariant;
  size: 'small' | 'medium' | 'large';
  fullWidth: boolean;
  className: string | undefined;
}): string {
  return classNames(
    'bx-button',
    `bx-button--${options.variant}`,
    `bx-button--${options.size}`,
    options.fullWidth && 'bx-button--full-width',
    options.className,
  );
}

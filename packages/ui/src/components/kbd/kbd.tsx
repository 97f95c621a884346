import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<Kbd>`. */
export type KbdProps = HTMLAttributes<HTMLElement>;

/**
 * A key to press, drawn as a keycap (`<kbd>`): in a shortcuts list or in running text.
 *
 * @example
 * <p>Press <Kbd>?</Kbd> for the keyboard shortcuts.</p>
 */
export function Kbd({ className, children, ...rest }: KbdProps) {
  return (
    <kbd className={classNames('bx-kbd', className)} {...rest}>
      {children}
    </kbd>
  );
}

import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<MenuToggle>`; other props (`aria-controls`, `onClick`) go to the `<button>`. */
export interface MenuToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-expanded'> {
  /** Whether the menu it controls is open; sets `aria-expanded`. */
  expanded: boolean;
  /** Defaults to `'Menu'`. */
  children?: ReactNode;
}

/**
 * The button that folds a navigation out on a small screen: three bars and a word, 44px tall
 * (a touch target), `aria-expanded` telling whether the menu is open. Pair it with
 * `aria-controls` naming the list.
 *
 * @example
 * <MenuToggle expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} />
 */
export const MenuToggle = forwardRef<HTMLButtonElement, MenuToggleProps>(function MenuToggle(
  { expanded, className, children = 'Menu', ...rest },
  ref,
) {
  return (
    <button ref={ref} type="button" className={classNames('bx-menu-toggle', className)} aria-expanded={expanded} {...rest}>
      <span className="bx-menu-toggle__icon" aria-hidden="true" />
      {children}
    </button>
  );
});

import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<AppBar>`. */
export type AppBarProps = HTMLAttributes<HTMLElement>;

/**
 * The bar at the top of an app: a `<header>` (the page's banner landmark) on the surface colour
 * with a divider below. It only gives the look; the app arranges what is inside (brand, figures,
 * actions) and decides whether it sticks. Give its links `appBarLinkClassName()`.
 *
 * @example
 * <AppBar className="t-header">
 *   <Link to="/dashboard" className={appBarLinkClassName({ variant: 'brand' })}>Beurs</Link>
 * </AppBar>
 */
export function AppBar({ className, children, ...rest }: AppBarProps) {
  return (
    <header className={classNames('bx-app-bar', className)} {...rest}>
      {children}
    </header>
  );
}

import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<SiteShell>`; other props go to the `<div>`. */
export type SiteShellProps = HTMLAttributes<HTMLDivElement>;

/**
 * The frame of a content site (the public site): a column at least a screen tall, holding the
 * header, `<main>` and footer, that gives the running text inside it its element defaults:
 * strong headings, links with an underline clear of descenders (thicker on hover), inline
 * `<code>` on a muted chip, figures in tables with aligned digits, and shorter motion when the
 * visitor asks for less. Scoped to the frame, so an app built of panels (the terminal) keeps the
 * browser's defaults.
 *
 * @example
 * <SiteShell>
 *   <SkipLink>Skip to main content</SkipLink>
 *   <AppBar>…</AppBar>
 *   <main id="main" tabIndex={-1}>…</main>
 * </SiteShell>
 */
export function SiteShell({ className, children, ...rest }: SiteShellProps) {
  return (
    <div className={classNames('bx-site-shell', className)} {...rest}>
      {children}
    </div>
  );
}

import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { ButtonLinkRenderProps } from '../button-link/button-link';
import { classNames } from '../class-names';

/** Props of `<LinkCard>`. */
export interface LinkCardProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Renders the link, e.g. a router's `<Link>`; gets the same props as `<ButtonLink>`'s. Defaults to a plain `<a>`. */
  renderLink?: (props: ButtonLinkRenderProps) => ReactNode;
  children?: ReactNode;
}

function renderAnchor({ children, ...props }: ButtonLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

/**
 * A bordered tile that is one link as a whole (an instrument with its quote), in the text colour
 * and without an underline, tinted on hover. The caller lays out its content through `className`.
 * Router-agnostic through `renderLink`, as `<ButtonLink>`.
 *
 * @example
 * <LinkCard href="/instrument/EURUSD" renderLink={({ href, ...props }) => <Link to={href} {...props} />}>
 *   <Text variant="strong">EURUSD</Text>
 * </LinkCard>
 */
export const LinkCard = forwardRef<HTMLAnchorElement, LinkCardProps>(function LinkCard(
  { renderLink = renderAnchor, className, ...rest },
  ref,
) {
  return renderLink({ ...rest, ref, className: classNames('bx-link-card', className) });
});

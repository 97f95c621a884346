import { forwardRef, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { ButtonProps } from '../button/button';
import { buttonClassName } from '../button/button-class-name';

/** What `renderLink` receives: spread it on your router's link (mapping `href` to `to` if needed). */
export interface ButtonLinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  className: string;
  ref: Ref<HTMLAnchorElement>;
}

/** Props of `<ButtonLink>`. */
export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Defaults to `'primary'`. */
  variant?: ButtonProps['variant'];
  /** Defaults to `'medium'`. */
  size?: ButtonProps['size'];
  /** Stretch to the width of the container. Defaults to `false`. */
  fullWidth?: boolean;
  /** Renders the link, e.g. a router's `<Link>`. Defaults to a plain `<a>`. */
  renderLink?: (props: ButtonLinkRenderProps) => ReactNode;
}

function renderAnchor({ children, ...props }: ButtonLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

/**
 * A link that looks like a `<Button>` (same variants and sizes), for a call to action that goes
 * somewhere rather than does something. Router-agnostic through `renderLink`.
 *
 * @example
 * <ButtonLink href="/registration">Open a demo account</ButtonLink>
 * <ButtonLink href="/login" variant="secondary"
 *   renderLink={({ href, ...props }) => <Link to={href} {...props} />}>Sign in</ButtonLink>
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'medium', fullWidth = false, renderLink = renderAnchor, className, ...rest },
  ref,
) {
  return renderLink({ ...rest, ref, className: buttonClassName({ variant, size, fullWidth, className }) });
});

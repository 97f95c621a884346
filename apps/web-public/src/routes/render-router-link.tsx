import { Link } from 'react-router';
import type { ButtonLinkRenderProps } from '@beurs/ui';

/** `renderLink` for `<ButtonLink>`: a client-side route change instead of a page load. */
export function renderRouterLink({ href, ...props }: ButtonLinkRenderProps) {
  return <Link to={href} {...props} />;
}

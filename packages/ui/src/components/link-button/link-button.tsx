import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<LinkButton>`: those of a `<button>`. */
export type LinkButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A button that reads like a link (accent colour, underlined, in the surrounding text's font), for
 * an action inside text or a table cell where a `<Button>`'s frame would be too heavy, e.g. an
 * instrument's symbol that selects it. It is still a button: it acts, it does not go anywhere (for
 * that, use a link). `type` defaults to `'button'`.
 *
 * @example
 * <LinkButton aria-pressed={selected} onClick={() => select('EURUSD')}>EURUSD</LinkButton>
 */
export const LinkButton = forwardRef<HTMLButtonElement, LinkButtonProps>(function LinkButton({ type = 'button', className, ...rest }, ref) {
  return <button ref={ref} type={type} className={classNames('bx-link-button', className)} {...rest} />;
});

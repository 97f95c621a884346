import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<Prose>`; other props go to the `<div>`. */
export interface ProseProps extends HTMLAttributes<HTMLDivElement> {
  /** `'large'` sets the text a step up (a short list standing alone). Defaults to `'medium'`. */
  size?: 'medium' | 'large';
  /** A closing line under a rule, in strong type (e.g. a link to the next article). Defaults to none. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * Running text (articles, FAQ answers, information pages) at a readable measure: it spaces and
 * sizes the plain elements inside it (`h2`, `h3`, paragraphs, lists, tables), so content can
 * be written as plain HTML.
 *
 * @example
 * <Prose footer={<>Next: <a href="/learn/markets">Going long and short</a></>}>
 *   <h2>Margin</h2>
 *   <p>The deposit a position needs.</p>
 * </Prose>
 */
export function Prose({ size = 'medium', footer, className, children, ...rest }: ProseProps) {
  return (
    <div className={classNames('bx-prose', size === 'large' && 'bx-prose--large', className)} {...rest}>
      {children}
      {footer ? <p className="bx-prose__footer">{footer}</p> : null}
    </div>
  );
}

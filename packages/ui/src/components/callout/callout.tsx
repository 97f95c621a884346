import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** The colour of a callout's bar: `'accent'` a point worth noting, the others what their names say. */
export type CalloutTone = 'accent' | 'warning' | 'danger' | 'positive';

/** Props of `<Callout>`; other props (`role`, `tabIndex`, `id`) go to the element. */
export interface CalloutProps extends HTMLAttributes<HTMLElement> {
  /** Defaults to `'accent'`. */
  tone?: CalloutTone;
  /** On the muted surface instead of the surface, to stand out inside a card (a form's message). Defaults to `false`. */
  muted?: boolean;
  /** The element rendered: a `'blockquote'` for quoted text, a `'p'` for one paragraph. Defaults to `'div'`. */
  as?: 'div' | 'p' | 'blockquote' | 'aside';
  children?: ReactNode;
}

/**
 * A passage set apart from the running text in a framed box with a bar in the tone colour: a
 * formula, a quoted rule, a warning, or a form's message. It sets no role; the caller says how
 * it is announced (`role="alert"` for a form's errors). Spaced as a block of text (16px above
 * and below); an app may change that through `className`.
 *
 * @example
 * <Callout as="p"><strong>margin = value ÷ leverage</strong></Callout>
 * <Callout as="blockquote" tone="warning">{riskWarning(null)}</Callout>
 * <Callout tone="danger" muted role="alert" tabIndex={-1} ref={alertRef}>Wrong email or password.</Callout>
 */
export const Callout = forwardRef<HTMLElement, CalloutProps>(function Callout(
  { tone = 'accent', muted = false, as: Element = 'div', className, children, ...rest },
  ref,
) {
  // createElement rather than JSX: one ref type (HTMLElement) fits each element the callout can be.
  return createElement(
    Element,
    { ref, className: classNames('bx-callout', `bx-callout--${tone}`, muted && 'bx-callout--muted', className), ...rest },
    children,
  );
});

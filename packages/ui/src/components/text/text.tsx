import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/**
 * The looks of running text: `'muted'` secondary text (muted colour, small size: dates, hints,
 * captions), `'small'` small type in the surrounding colour, `'strong'` the strong weight (a
 * title inside a list item), `'figure'` one big number standing alone (a statistic), `'lead'`
 * the figure a card leads with, large and strong (an order's P&L on a phone), `'numeric'` figures
 * in the surrounding size and colour with digits of one width, so prices that tick do not jiggle.
 */
export type TextVariant = 'muted' | 'small' | 'strong' | 'figure' | 'lead' | 'numeric';

/** Props of `<Text>`; other props go to the element. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant: TextVariant;
  /** The element rendered. Defaults to `'span'`. */
  as?: 'span' | 'p' | 'div';
  children?: ReactNode;
}

/**
 * Text in one of the shared looks. It sets only the look (colour, size, weight), never margins:
 * where the text sits is the caller's layout, through `className`.
 *
 * @example
 * <Text as="p" variant="muted">Your choice is remembered on this device.</Text>
 * <Text variant="strong">{notification.title}</Text>
 */
export function Text({ variant, as: Element = 'span', className, children, ...rest }: TextProps) {
  return (
    <Element className={classNames('bx-text', `bx-text--${variant}`, className)} {...rest}>
      {children}
    </Element>
  );
}

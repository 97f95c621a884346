import type { OrderSide } from '@beurs/domain';
import type { ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<SideText>`. */
export interface SideTextProps {
  /** The trading side, which picks the colour: positive for `'buy'`, negative for `'sell'`. */
  side: OrderSide;
  /** The text; it should name the side itself ("Buy 0.10"), since colour alone tells nothing. */
  children: ReactNode;
  className?: string;
}

/**
 * Text in a trading side's colour, e.g. "Buy 0.10" under an order's instrument. Only the colour:
 * the words must still say the side, for those who do not see it.
 *
 * @example
 * <SideText side={order.side}>{order.side === 'buy' ? 'Buy' : 'Sell'} {order.volume}</SideText>
 */
export function SideText({ side, children, className }: SideTextProps) {
  return <span className={classNames(`bx-side-text--${side}`, className)}>{children}</span>;
}

import type { OrderSide } from '@beurs/domain';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<PriceButton>`. */
export interface PriceButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** Which side a press trades, and its colour: `'sell'` (at the bid) or `'buy'` (at the ask). */
  side: OrderSide;
  /** The price shown, as the contract's decimal text with the instrument's digits, e.g. `'1.08512'`. */
  price: string;
  /**
   * What a press does, read after the price and hidden from view, e.g. `'one click: sell EURUSD'`:
   * the name becomes "1.08512, one click: sell EURUSD", beginning with the text shown, as speech
   * input expects.
   */
  actionLabel: string;
  /** Renders the price, e.g. as a quote that flashes when it changes. Defaults to the text as is. */
  renderPrice?: (price: string) => ReactNode;
}

function renderText(price: string): ReactNode {
  return price;
}

/**
 * A price that trades when pressed, as market watches do in one-click mode (sell at the bid, buy at
 * the ask): a small outlined button in the side's colour (negative for sell, positive for buy),
 * with tabular figures so prices line up; muted when disabled (e.g. the market is closed).
 *
 * @example
 * <PriceButton side="sell" price={symbol.bid} actionLabel={`one click: sell ${symbol.instrument_id}`}
 *   disabled={!symbol.is_open} onClick={() => sell(symbol)} />
 */
export const PriceButton = forwardRef<HTMLButtonElement, PriceButtonProps>(function PriceButton(
  { side, price, actionLabel, renderPrice = renderText, className, ...rest },
  ref,
) {
  return (
    <button ref={ref} type="button" className={classNames('bx-price-button', `bx-price-button--${side}`, className)} {...rest}>
      {renderPrice(price)}
      <span className="bx-visually-hidden">, {actionLabel}</span>
    </button>
  );
});

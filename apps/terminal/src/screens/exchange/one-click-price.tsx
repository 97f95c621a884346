import type { MarketSymbol, OrderSide } from '@beurs/domain';
import { PriceButton } from '@beurs/ui';
import { QuotePrice } from '../../components/quote-price';

const renderQuote = (price: string) => <QuotePrice value={price} />;

/**
 * A bid or ask that trades when clicked, as market watches do in one-click mode (sell at the bid,
 * buy at the ask): the compact list has no room for a column of Sell and Buy buttons. The click
 * does not select the row. Its name begins with the price shown, as speech input expects.
 */
export function OneClickPrice({
  symbol,
  side,
  onOneClick,
}: {
  symbol: MarketSymbol;
  side: OrderSide;
  onOneClick: (symbol: MarketSymbol, side: OrderSide) => void;
}) {
  return (
    <PriceButton
      side={side}
      price={side === 'sell' ? symbol.bid : symbol.ask}
      actionLabel={`one click: ${side} ${symbol.instrument_id}`}
      renderPrice={renderQuote}
      disabled={!symbol.is_open}
      title={side === 'sell' ? 'Sell at the bid, one click' : 'Buy at the ask, one click'}
      onClick={(event) => {
        event.stopPropagation();
        onOneClick(symbol, side);
      }}
    />
  );
}

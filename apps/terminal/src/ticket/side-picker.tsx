import { Decimal, type MarketSymbol, type OrderSide } from '@beurs/domain';
import { formatDecimal } from '../format/format-decimal';
import { QuotePrice } from '../components/quote-price';

/**
 * Sell and Buy as two big radio cards side by side with their live prices, the spread between
 * them, as cTrader and xStation draw them: SELL at the bid on the left, BUY at the ask on the
 * right. Choosing a side sends nothing; the ticket's button does. A native radio group: one Tab
 * stop, the arrow keys move the choice.
 */
export function SidePicker({
  symbol,
  side,
  onChange,
  name,
}: {
  symbol: MarketSymbol;
  side: OrderSide;
  onChange: (side: OrderSide) => void;
  name: string;
}) {
  // Live: ask minus bid of the quote shown, not the instrument's nominal spread.
  const spread = formatDecimal(Decimal.from(symbol.ask).sub(symbol.bid), symbol.digits);
  const option = (value: OrderSide) => (
    <label className={`t-side t-side--${value}${side === value ? ' t-side--chosen' : ''}`}>
      <input className="t-side__radio" type="radio" name={name} value={value} checked={side === value} onChange={() => onChange(value)} />
      <span className="t-side__name">{value === 'buy' ? 'Buy' : 'Sell'}</span>{' '}
      <span className="t-side__price" data-testid={`ticket-${value}-price`}>
        <QuotePrice value={value === 'buy' ? symbol.ask : symbol.bid} />
      </span>
    </label>
  );
  return (
    <fieldset className="t-side-picker">
      <legend className="bx-visually-hidden">Side</legend>
      {option('sell')}
      <span className="t-side-picker__spread" title={`Spread: ask minus bid, in ${symbol.currency}`} data-testid="ticket-spread">
        <span className="bx-visually-hidden">Spread </span>
        {spread}
      </span>
      {option('buy')}
    </fieldset>
  );
}

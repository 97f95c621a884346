import { Button, Text, Toolbar } from '@beurs/ui';
import type { MarketSymbol, OrderSide } from '@beurs/domain';
import { QuotePrice } from '../components/quote-price';
import { usePreferences } from '../preferences/preferences-store';
import { useOneClickOrder } from '../ticket/use-one-click-order';

/**
 * One-click trading on the chart, as the instrument list has it: Sell at the bid and Buy at the
 * ask, each a market order of the default volume sent at once. Shown only while the trader has
 * one-click trading on (off by default, turned on after a warning in the settings). A button
 * waits for its answer before it can send again, so a double click is one order, not two.
 */
export function ChartQuickTrade({ symbol }: { symbol: MarketSymbol }) {
  const oneClick = usePreferences((state) => state.oneClick);
  const volume = usePreferences((state) => state.defaultVolume);
  const { send: sendOrder, sending } = useOneClickOrder();
  if (!oneClick) return null;
  const id = symbol.instrument_id;
  const send = (side: OrderSide) => sendOrder({ symbol, side, volume });
  const closed = !symbol.is_open;
  return (
    <Toolbar label={`One-click trading on ${id}`} role="group" numeric>
      {/* The name begins with what the button shows, as speech input expects ("click Sell"). */}
      <Button size="small" variant="sell" disabled={closed || sending} onClick={() => send('sell')}>
        Sell <QuotePrice value={symbol.bid} />
        <span className="bx-visually-hidden">
          , one click: {volume} lots of {id}
        </span>
      </Button>
      <Text variant="muted">{closed ? 'Market closed' : `${volume} lots`}</Text>
      <Button size="small" variant="buy" disabled={closed || sending} onClick={() => send('buy')}>
        Buy <QuotePrice value={symbol.ask} />
        <span className="bx-visually-hidden">
          , one click: {volume} lots of {id}
        </span>
      </Button>
    </Toolbar>
  );
}

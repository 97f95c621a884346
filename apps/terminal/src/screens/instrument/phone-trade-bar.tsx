import { useLayoutEffect, useState } from 'react';
import { BottomSheet, Button } from '@beurs/ui';
import type { MarketSymbol, OrderSide } from '@beurs/domain';
import { QuotePrice } from '../../components/quote-price';
import { OrderTicket } from '../../ticket/order-ticket';
import './phone-trading.css';

/**
 * The height of the bottom navigation bar, followed as it changes (the safe area, a larger
 * font): the trade bar sits right on top of it, so neither covers the other.
 */
function useBottomBarHeight(): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const bar = document.querySelector('.t-bottom-bar');
    if (!bar) return;
    const measure = () => setHeight(Math.round(bar.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * A phone's way to trade an instrument, as trading apps have it: Sell at the live bid and Buy at
 * the live ask in a bar fixed right above the bottom navigation (always in view, whatever is
 * scrolled), each opening the order ticket on that side in a bottom sheet whose footer holds the
 * ticket's button. Nothing is sent from the bar itself. The sheet closes once the order is taken
 * (the toast says what was done), and the focus goes back to the button that opened it.
 */
export function PhoneTradeBar({ symbol }: { symbol: MarketSymbol }) {
  const [side, setSide] = useState<OrderSide | null>(null);
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  const bottom = useBottomBarHeight();
  const id = symbol.instrument_id;
  return (
    <>
      <div className="t-trade-bar" style={{ bottom }} role="group" aria-label={`Trade ${id}`} data-testid="trade-bar">
        {/* The name begins with what the button shows, as speech input expects ("tap Buy"). */}
        <Button variant="sell" className="t-trade-bar__button" onClick={() => setSide('sell')} aria-haspopup="dialog">
          <span className="t-trade-bar__side">Sell</span>
          <QuotePrice value={symbol.bid} />
        </Button>
        <Button variant="buy" className="t-trade-bar__button" onClick={() => setSide('buy')} aria-haspopup="dialog">
          <span className="t-trade-bar__side">Buy</span>
          <QuotePrice value={symbol.ask} />
        </Button>
      </div>
      <BottomSheet
        open={side !== null}
        onClose={() => setSide(null)}
        title={`Trade ${id}`}
        className="t-ticket-sheet"
        footer={<div ref={setFooter} className="t-ticket-sheet__footer" />}
      >
        {side ? (
          <OrderTicket key={`${id}-${side}`} symbol={symbol} initialSide={side} footerTarget={footer} onPlaced={() => setSide(null)} />
        ) : null}
      </BottomSheet>
    </>
  );
}

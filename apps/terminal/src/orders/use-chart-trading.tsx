import { useCallback, useMemo, type ReactNode } from 'react';
import type { MarketSymbol } from '@beurs/domain';
import type { PlacedLevel } from '../charts/chart-trade-overlay';
import { describeOutcome, levelOutcome } from '../charts/level-outcome';
import type { ChartOrderLine } from '../charts/order-lines';
import { accountRate } from '../market/eur-rate';
import { useCachedSymbols } from '../market/use-symbols';
import { usePreferences } from '../preferences/preferences-store';
import { useLiveOrders } from '../session/use-live-orders';
import { useOneClickOrder } from '../ticket/use-one-click-order';
import { useTicketDraft } from '../workspace/ticket-draft';
import { useCloseOrder } from './use-close-order';

/** What a chart needs to trade from it: see {@link useChartTrading}. */
export interface ChartTrading {
  /** A dragged line's meaning at a price: P&L in money and pips or points. */
  describeLevel: (line: ChartOrderLine, price: string) => string | null;
  /** The close button on a position's line: at once with one-click trading, else asks first. */
  onClosePosition: (orderId: string) => void;
  /**
   * The "+" on the price axis: with one-click trading on, the pending order of the default volume
   * is sent at once; otherwise the ticket of this instrument gets it filled in.
   */
  onPlace: (level: PlacedLevel) => void;
  /** The close confirmation; render it once. */
  dialog: ReactNode;
}

/**
 * Trading from the chart of one instrument: what a dragged stop-loss, take-profit or pending
 * price would mean, closing a position from its line, and placing a pending order from the
 * price axis: at once with one-click trading on, else through the ticket (which the trader
 * checks and sends).
 */
export function useChartTrading(symbol: MarketSymbol): ChartTrading {
  const orders = useLiveOrders();
  const symbols = useCachedSymbols();
  const oneClick = usePreferences((state) => state.oneClick);
  const defaultVolume = usePreferences((state) => state.defaultVolume);
  const { send: sendOneClick } = useOneClickOrder();
  const close = useCloseOrder('EUR');
  const rate = useMemo(() => accountRate(symbol.currency, symbols), [symbol.currency, symbols]);

  const describeLevel = useCallback(
    (line: ChartOrderLine, price: string) => {
      const order = orders.find((candidate) => candidate.id === line.orderId);
      if (!order) return null;
      const outcome = levelOutcome({ order, kind: line.kind, level: price, symbol, quoteToAccountRate: rate });
      return outcome ? describeOutcome(outcome, line.kind, order.side) : null;
    },
    [orders, symbol, rate],
  );

  const { request, closeNow } = close;
  const onClosePosition = useCallback(
    (orderId: string) => {
      const order = orders.find((candidate) => candidate.id === orderId);
      if (!order) return;
      if (oneClick) closeNow(order);
      else request(order);
    },
    [orders, oneClick, request, closeNow],
  );

  const onPlace = useCallback(
    (level: PlacedLevel) => {
      if (oneClick) sendOneClick({ symbol, side: level.side, volume: defaultVolume, pending: { type: level.type, price: level.price } });
      else useTicketDraft.getState().propose({ instrumentId: symbol.instrument_id, ...level });
    },
    [oneClick, defaultVolume, symbol, sendOneClick],
  );

  return { describeLevel, onClosePosition, onPlace, dialog: close.dialog };
}

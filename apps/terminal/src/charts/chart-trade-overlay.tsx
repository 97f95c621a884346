import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { Decimal, type OrderSide } from '@beurs/domain';
import { formatDecimal } from '../format/format-decimal';
import { Highcharts } from './stock-modules';
import type { ChartOrderLine } from './order-lines';
import { priceAxisOf, type StockToolsChart } from './stock-tools-chart';
import './chart-trade-overlay.css';

/** A pending order the "+" on the price axis proposes: its side, type and price. */
export interface PlacedLevel {
  side: OrderSide;
  type: 'limit' | 'stop';
  price: string;
}

/** Props of {@link ChartTradeOverlay}. */
export interface ChartTradeOverlayProps {
  chart: StockToolsChart;
  /** The element around the chart: the "+" follows the pointer over it. */
  host: RefObject<HTMLElement | null>;
  lines: readonly ChartOrderLine[];
  digits: number;
  quote: { bid: string; ask: string } | null;
  /** Closes (or asks to close) the position of an order line. Without it, no close buttons. */
  onClosePosition?: (orderId: string) => void;
  /** Opens the ticket with this pending order filled in. Without it, no "+". */
  onPlace?: (level: PlacedLevel) => void;
}

/** The price axis's own box, which Highcharts' declarations leave out. */
interface AxisBox {
  top: number;
  height: number;
}

const BUTTON = 20;

/** The pending orders that make sense at a price: below the market a buy limit or a sell stop, above it a sell limit or a buy stop. */
export function pendingChoicesAt(price: string, quote: { bid: string; ask: string }): PlacedLevel[] {
  const level = Decimal.from(price);
  if (level.lt(quote.bid))
    return [
      { side: 'buy', type: 'limit', price },
      { side: 'sell', type: 'stop', price },
    ];
  if (level.gt(quote.ask))
    return [
      { side: 'sell', type: 'limit', price },
      { side: 'buy', type: 'stop', price },
    ];
  // Inside the spread: a limit on either side waits for the market to come to it.
  return [
    { side: 'buy', type: 'limit', price },
    { side: 'sell', type: 'limit', price },
  ];
}

/**
 * Trading from the chart, over the plot: a close button at the right end of each open position's
 * line, and a "+" on the price axis that follows the pointer and proposes a pending order at
 * that price (the ticket opens with it filled in). Positions follow the chart as it redraws
 * (zoom, pan, resize, new candles).
 */
export function ChartTradeOverlay({ chart, host, lines, digits, quote, onClosePosition, onPlace }: ChartTradeOverlayProps) {
  const [, redrawn] = useReducer((count: number) => count + 1, 0);
  const [pointerY, setPointerY] = useState<number | null>(null);
  const [menu, setMenu] = useState<{ y: number; price: string } | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const off: unknown = Highcharts.addEvent(chart, 'redraw', redrawn);
    return () => {
      if (typeof off === 'function') off();
    };
  }, [chart]);

  useEffect(() => {
    const element = host.current;
    if (!element || !onPlace) return;
    const onMove = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest('.t-chart-overlay__menu')) return;
      const box = element.getBoundingClientRect();
      setPointerY(event.clientY - box.top);
    };
    const onLeave = () => setPointerY(null);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [host, onPlace]);

  useEffect(() => {
    if (!menu) return;
    menuRef.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenu(null);
    };
    const onDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !menuRef.current?.contains(event.target)) setMenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown, true);
    };
  }, [menu]);

  const axis = priceAxisOf(chart);
  if (!axis || !chart.container) return null;
  const { top, height } = axis as unknown as AxisBox;
  const inPane = (y: number) => Number.isFinite(y) && y >= top && y <= top + height;
  const priceAt = (y: number): string | null => {
    const value = axis.toValue(y);
    return Number.isFinite(value) && value > 0 ? Decimal.from(value.toFixed(digits)).toFixed(digits) : null;
  };
  const right = chart.plotLeft + chart.plotWidth;
  const plusPrice = pointerY !== null && inPane(pointerY) ? priceAt(pointerY) : null;

  return (
    <div className="t-chart-overlay">
      {onClosePosition
        ? lines
            .filter((line) => line.kind === 'open')
            .map((line) => {
              const y = axis.toPixels(Number(line.price), false);
              if (!inPane(y)) return null;
              return (
                <button
                  key={line.orderId}
                  type="button"
                  className="t-chart-overlay__close"
                  style={{ left: right - BUTTON - 2, top: y - BUTTON / 2 }}
                  aria-label={`Close the position ${line.label}`}
                  title={`Close the position ${line.label}`}
                  onClick={() => onClosePosition(line.orderId)}
                >
                  ×
                </button>
              );
            })
        : null}
      {onPlace && quote && plusPrice !== null && pointerY !== null && !menu ? (
        <button
          type="button"
          className="t-chart-overlay__plus"
          style={{ left: right + 2, top: pointerY - BUTTON / 2 }}
          aria-label={`Place an order at ${plusPrice}`}
          title={`Place a pending order at ${formatDecimal(plusPrice, digits)}`}
          onClick={() => setMenu({ y: pointerY, price: plusPrice })}
        >
          +
        </button>
      ) : null}
      {menu && quote && onPlace ? (
        <div
          ref={menuRef}
          className="t-chart-overlay__menu"
          role="group"
          aria-label={`Place an order at ${menu.price}`}
          style={{ right: chart.chartWidth - right + 4, top: Math.max(0, menu.y - 36) }}
        >
          {pendingChoicesAt(menu.price, quote).map((choice) => (
            <button
              key={`${choice.side}-${choice.type}`}
              type="button"
              className={`t-chart-overlay__choice t-chart-overlay__choice--${choice.side}`}
              onClick={() => {
                setMenu(null);
                onPlace(choice);
              }}
            >
              {`${choice.side === 'buy' ? 'Buy' : 'Sell'} ${choice.type} at ${formatDecimal(choice.price, digits)}`}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

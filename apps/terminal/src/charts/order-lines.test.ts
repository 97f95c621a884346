import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures';
import { chartPalette } from './chart-palette';
import { orderPlotLine } from './order-line-plot';
import { isDraggableLine, orderLinesOf, relabel } from './order-lines';

describe('order lines', () => {
  it('draws an open position at its fill price with its stop loss and take profit', () => {
    const order = makeOrder({ id: 'a', side: 'buy', volume: '0.10', open_price: '1.08500', stop_loss: '1.08000', take_profit: '1.09000' });
    expect(orderLinesOf([order], 'EURUSD')).toEqual([
      { orderId: 'a', kind: 'open', price: '1.08500', label: 'Buy 0.10 @ 1.08500' },
      { orderId: 'a', kind: 'sl', price: '1.08000', label: 'SL 1.08000' },
      { orderId: 'a', kind: 'tp', price: '1.09000', label: 'TP 1.09000' },
    ]);
  });

  it('draws a stop-limit at its stop and its limit until the stop is reached, then at its limit alone', () => {
    const waiting = makeOrder({
      id: 's',
      side: 'buy',
      type: 'stop_limit',
      status: 'pending',
      price: '1.09000',
      limit_price: '1.09100',
      triggered_at: null,
      open_price: null,
      volume: '0.50',
    });
    expect(orderLinesOf([waiting], 'EURUSD')).toEqual([
      { orderId: 's', kind: 'pending', price: '1.09000', label: 'Buy stop-limit 0.50 stop @ 1.09000' },
      { orderId: 's', kind: 'limit', price: '1.09100', label: 'Buy stop-limit 0.50 limit @ 1.09100' },
    ]);
    const triggered = { ...waiting, triggered_at: '2026-11-27T10:00:00.000Z' };
    expect(orderLinesOf([triggered], 'EURUSD').map((line) => line.kind)).toEqual(['limit']);
  });

  it('draws a pending order at its trigger price, named by its type', () => {
    const order = makeOrder({
      id: 'p',
      side: 'sell',
      type: 'limit',
      status: 'pending',
      price: '1.09200',
      open_price: null,
      volume: '1.00',
      stop_loss: '1.09500',
    });
    expect(orderLinesOf([order], 'EURUSD')).toEqual([
      { orderId: 'p', kind: 'pending', price: '1.09200', label: 'Sell limit 1.00 @ 1.09200' },
      { orderId: 'p', kind: 'sl', price: '1.09500', label: 'SL 1.09500' },
    ]);
  });

  it('marks the line of a position with a journal and gives it the tags and note as a tooltip, not its levels', async () => {
    const order = makeOrder({
      id: 'j',
      side: 'buy',
      volume: '0.10',
      open_price: '1.08500',
      stop_loss: '1.08000',
      note: 'Retest of <the> range',
      tags: ['breakout', 'eur'],
    });
    const [own, stop] = orderLinesOf([order], 'EURUSD');
    expect(own).toEqual({
      orderId: 'j',
      kind: 'open',
      price: '1.08500',
      label: 'Buy 0.10 @ 1.08500 ✎',
      note: '#breakout #eur\nRetest of <the> range',
    });
    expect(stop).toEqual({ orderId: 'j', kind: 'sl', price: '1.08000', label: 'SL 1.08000' });
    expect(relabel(own!, '1.08600')).toBe('Buy 0.10 @ 1.08600 ✎');
    const plotted = orderPlotLine(
      own!,
      chartPalette((name) => `var(--${name})`),
    );
    expect(plotted.className).toContain('t-order-line--journal');
    expect(plotted.label?.text).toBe('Buy 0.10 @ 1.08500 ✎');
    // The formatter answers the label and then gives the drawn label its tooltip.
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'text');
    const formatted = plotted.label?.formatter?.call({ label: { element: svg } } as never);
    expect(formatted).toBe('Buy 0.10 @ 1.08500 ✎');
    await Promise.resolve();
    expect(svg.querySelector('title')?.textContent).toBe('#breakout #eur\nRetest of <the> range');
    // Without a journal the label has neither.
    const plain = orderPlotLine(
      stop!,
      chartPalette((name) => `var(--${name})`),
    );
    expect(plain.label?.formatter).toBeUndefined();
    expect(plain.className).not.toContain('journal');
  });

  it('leaves out other instruments and orders that are no longer live', () => {
    const orders = [
      makeOrder({ instrument_id: 'GBPUSD' }),
      makeOrder({ status: 'closed', stop_loss: '1.08000' }),
      makeOrder({ status: 'cancelled', type: 'limit', price: '1.07000', open_price: null }),
    ];
    expect(orderLinesOf(orders, 'EURUSD')).toEqual([]);
  });

  it('lets the stop loss, take profit and pending price be dragged, not the fill price', () => {
    expect(['open', 'sl', 'tp', 'pending'].filter((kind) => isDraggableLine(kind as 'open'))).toEqual(['sl', 'tp', 'pending']);
  });

  it('relabels a dragged line with its new price', () => {
    expect(relabel({ orderId: 'a', kind: 'sl', price: '1.08000', label: 'SL 1.08000' }, '1.08120')).toBe('SL 1.08120');
    expect(relabel({ orderId: 'p', kind: 'pending', price: '1.09200', label: 'Sell limit 1.00 @ 1.09200' }, '1.09250')).toBe(
      'Sell limit 1.00 @ 1.09250',
    );
  });
});

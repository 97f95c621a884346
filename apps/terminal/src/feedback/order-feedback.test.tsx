import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Order } from '@beurs/domain';
import { getQueryClient } from '../query/query-client';
import { makeOrder } from '../test/fixtures';
import { setCachedOrders } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { usePreferences } from '../preferences/preferences-store';
import { DEFAULT_FEEDBACK_OUTPUTS, startOrderFeedback, type FeedbackOutputs } from './order-feedback';
import { closeEvents, describeOrderEvent, diffLiveOrders } from './order-events';

const pending = makeOrder({
  id: '00000000-0000-4000-8000-000000000001',
  instrument_id: 'AAPL',
  type: 'limit',
  status: 'pending',
  price: '240.00',
  open_price: null,
  volume: '1.00',
});
const long = makeOrder({ id: '00000000-0000-4000-8000-000000000002', instrument_id: 'EURUSD', stop_loss: '1.08000', volume: '0.10' });
const short = makeOrder({
  id: '00000000-0000-4000-8000-000000000003',
  instrument_id: 'BTCUSD',
  side: 'sell',
  take_profit: '60000.00',
  volume: '0.01',
});

describe('order events from two userOrders lists', () => {
  it('a pending order that is open in the next list was filled', () => {
    const filled = { ...pending, status: 'open' as const, open_price: '239.98' };
    expect(diffLiveOrders([pending, long], [filled, long])).toEqual({ filled: [filled], gone: [] });
  });

  it('an open position missing from the next list is gone; a new market order is not announced', () => {
    const fresh = makeOrder({ instrument_id: 'AAPL' });
    expect(diffLiveOrders([long, short], [short, fresh])).toEqual({ filled: [], gone: [long] });
  });

  it('the history says why: stop-loss, take-profit and close-out are announced, a close by hand is not', () => {
    const history: Order[] = [
      { ...long, status: 'closed', close_reason: 'stop_loss', close_price: '1.07990', pnl: '-51.00' },
      { ...short, status: 'closed', close_reason: 'user', close_price: '61000.00' },
    ];
    const events = closeEvents([long, short], history);
    expect(events).toEqual([{ kind: 'closed', order: history[0], reason: 'stop_loss' }]);
    expect(describeOrderEvent(events[0]!, 'EUR').body).toBe('Stop-loss hit: buy 0.10 EURUSD closed at 1.07990, P&L -51.00 EUR');
  });

  it('describes a margin close-out with the rule that triggered it', () => {
    const order = { ...long, status: 'closed' as const, close_price: '1.05000', pnl: '-350.00' };
    expect(describeOrderEvent({ kind: 'closed', order, reason: 'margin_close_out' }, 'EUR')).toEqual({
      title: 'Margin close-out',
      body: 'Margin close-out: buy 0.10 EURUSD closed at 1.05000, P&L -350.00 EUR (equity fell to 50% of the margin used)',
    });
  });
});

describe('startOrderFeedback', () => {
  const server = useTestServices();
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
    usePreferences.setState({ sound: false, browserNotifications: false });
  });

  it('raises a toast for a fill and for a take-profit read from the history, and beeps when the sound is on', async () => {
    server().route({
      'POST /api/v1/orders/history': {
        json: { orders: [{ ...short, status: 'closed', close_reason: 'take_profit', close_price: '59990.00', pnl: '12.50' }] },
      },
    });
    const sounds: string[] = [];
    const outputs: FeedbackOutputs = { ...DEFAULT_FEEDBACK_OUTPUTS, sound: (event) => sounds.push(event.kind), browser: () => undefined };
    usePreferences.setState({ sound: true });
    renderWithRouter(<p>Terminal</p>);
    act(() => setCachedOrders([pending, short]));
    stop = startOrderFeedback(getQueryClient(), outputs);

    act(() => setCachedOrders([{ ...pending, status: 'open', open_price: '239.98' }]));
    expect(await screen.findByText('limit buy 1.00 AAPL filled at 239.98')).toBeTruthy();
    expect(await screen.findByText('Take-profit hit: sell 0.01 BTCUSD closed at 59990.00, P&L 12.50 EUR')).toBeTruthy();
    expect(sounds).toEqual(['filled', 'closed']);
  });

  it('says nothing for the first list of a session, nor for a push that changes only prices', async () => {
    const toasts: string[] = [];
    const outputs: FeedbackOutputs = { ...DEFAULT_FEEDBACK_OUTPUTS, toast: (_event, message) => toasts.push(message.body) };
    stop = startOrderFeedback(getQueryClient(), outputs);
    act(() => setCachedOrders([pending, long]));
    act(() => setCachedOrders([pending, { ...long, pnl: '3.00', current_price: '1.08530' }]));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(toasts).toEqual([]);
    expect(server().count('POST /api/v1/orders/history')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures';
import { placedOrderResult, placedOrderToast } from './placed-order-text';

describe('placed-order text', () => {
  it('says a filled order opened and where the position is now', () => {
    const order = makeOrder({ side: 'sell', volume: '0.10', instrument_id: 'EURUSD', open_price: '1.08500' });
    expect(placedOrderToast(order, undefined)).toBe('Order opened: sell 0.10 EURUSD at 1.08500');
    expect(placedOrderResult(order, undefined)).toBe('Sold 0.10 EURUSD at 1.08500: the position is under Positions.');
  });

  it('says a pending order waits at its price, a stop-limit at its stop and limit', () => {
    const limit = makeOrder({
      status: 'pending',
      type: 'limit',
      price: '990.00',
      volume: '0.01',
      instrument_id: 'ADYEN',
      open_price: null,
    });
    expect(placedOrderToast(limit, undefined)).toBe('Order placed: limit buy 0.01 ADYEN at 990.00');
    expect(placedOrderResult(limit, undefined)).toBe('Pending limit buy of 0.01 ADYEN at 990.00 is waiting under Pending orders.');
    const stopLimit = { ...limit, type: 'stop_limit' as const, price: '1010.00', limit_price: '1012.00' };
    expect(placedOrderToast(stopLimit, undefined)).toBe('Order placed: stop-limit buy 0.01 ADYEN stop 1010.00, limit 1012.00');
    expect(placedOrderResult(stopLimit, undefined)).toBe(
      'Pending stop-limit buy of 0.01 ADYEN stop 1010.00, limit 1012.00 is waiting under Pending orders.',
    );
  });
});

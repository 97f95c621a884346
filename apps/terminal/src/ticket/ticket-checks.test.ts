import { describe, expect, it } from 'vitest';
import { makeSymbol } from '../test/fixtures';
import { checkTicket, type TicketForm } from './ticket-checks';

const adyen = makeSymbol();
const now = new Date('2026-11-29T10:00:00Z');
const stopLimit: TicketForm = {
  side: 'buy',
  type: 'stop_limit',
  volume: '0.01',
  price: '1010.00',
  limitPrice: '1012.00',
  stopLoss: '',
  takeProfit: '',
};

describe('ticket checks for stop-limit orders', () => {
  it('accepts a buy stop above the ask with its limit at or above the stop', () => {
    expect(checkTicket(stopLimit, adyen, now)).toEqual({});
    expect(checkTicket({ ...stopLimit, limitPrice: '1010.00' }, adyen, now)).toEqual({});
  });

  it('asks for the limit price, and refuses one below a buy stop or above a sell stop', () => {
    expect(checkTicket({ ...stopLimit, limitPrice: '' }, adyen, now)).toEqual({ limit_price: 'A stop-limit order needs a limit price' });
    expect(checkTicket({ ...stopLimit, limitPrice: '1009.99' }, adyen, now)).toEqual({
      limit_price:
        "A buy stop-limit's limit price must be at or above its stop price 1010.00: it is the most you pay once the price has risen to the stop",
    });
    const sell: TicketForm = { ...stopLimit, side: 'sell', price: '990.00', limitPrice: '991.00' };
    expect(checkTicket(sell, adyen, now)).toEqual({
      limit_price:
        "A sell stop-limit's limit price must be at or below its stop price 990.00: it is the least you take once the price has fallen to the stop",
    });
    expect(checkTicket({ ...sell, limitPrice: '985.00' }, adyen, now)).toEqual({});
  });

  it('checks the stop as a stop order: a buy stop above the ask, with the stop named', () => {
    expect(checkTicket({ ...stopLimit, price: '' }, adyen, now).price).toBe('A stop-limit order needs a stop price');
    expect(checkTicket({ ...stopLimit, price: '995.00', limitPrice: '996.00' }, adyen, now).price).toBe(
      'A buy stop price must be above the current ask 1001.00; to buy when the price falls, place a buy limit',
    );
    expect(checkTicket({ ...stopLimit, limitPrice: '1012.001' }, adyen, now).limit_price).toBe(
      'Limit price can have at most 2 decimal places',
    );
    // Stop-loss and take-profit are measured from the limit, the worst price it fills at.
    expect(checkTicket({ ...stopLimit, stopLoss: '1012.50' }, adyen, now).stop_loss).toBe(
      'Stop-loss for a buy must be below the limit price 1012.00',
    );
    expect(checkTicket({ ...stopLimit, stopLoss: '1005.00', takeProfit: '1012.00' }, adyen, now).take_profit).toBe(
      'Take-profit for a buy must be above the limit price 1012.00',
    );
  });
});

describe('ticket checks for expiry', () => {
  const limit: TicketForm = { side: 'buy', type: 'limit', volume: '0.01', price: '990.00', stopLoss: '', takeProfit: '' };

  it('needs a date and time in the future for a date expiry', () => {
    expect(checkTicket({ ...limit, expiry: 'date', expiresAt: '' }, adyen, now)).toEqual({
      expires_at: 'Choose the date and time the order expires',
    });
    expect(checkTicket({ ...limit, expiry: 'date', expiresAt: '2026-11-28T10:00' }, adyen, now)).toEqual({
      expires_at: 'Expiry must be in the future',
    });
    expect(checkTicket({ ...limit, expiry: 'date', expiresAt: 'tomorrow' }, adyen, now)).toEqual({
      expires_at: 'Expiry must be a date and a time, like 2026-12-01 17:30',
    });
    expect(checkTicket({ ...limit, expiry: 'date', expiresAt: '2026-12-01T17:30' }, adyen, now)).toEqual({});
  });

  it('takes good-till-cancelled and day without a date', () => {
    expect(checkTicket({ ...limit, expiry: 'gtc' }, adyen, now)).toEqual({});
    expect(checkTicket({ ...limit, expiry: 'day' }, adyen, now)).toEqual({});
  });
});

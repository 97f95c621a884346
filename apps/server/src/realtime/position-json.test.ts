import { describe, expect, it } from 'vitest';
import type { Order } from '@beurs/domain';
import { PositionJson } from './position-json';
import { eventPacket } from './socket-packet';

const position: Order = {
  id: '0192f7a4-5b1c-7d2e-8f90-123456789abc',
  instrument_id: 'EURUSD',
  side: 'buy',
  type: 'market',
  status: 'open',
  volume: '0.10',
  leverage: 30,
  price: null,
  open_price: '1.08520',
  open_quote: { bid: '1.08500', ask: '1.08520', time: '2026-11-23T14:30:00.000Z' },
  close_price: null,
  close_quote: null,
  stop_loss: '1.08000',
  take_profit: null,
  margin: '361.73',
  pnl: '0.00',
  current_price: null,
  close_reason: null,
  trailing_distance: null,
  position_id: null,
  created_at: '2026-11-23T14:30:00.000Z',
  opened_at: '2026-11-23T14:30:00.000Z',
  closed_at: null,
};

describe('PositionJson', () => {
  it('writes exactly the JSON of the position with the figures of the tick, fields in the same order', () => {
    const json = new PositionJson(position);
    expect(json.fill('-12.40', '1.08396')).toBe(JSON.stringify({ ...position, pnl: '-12.40', current_price: '1.08396' }));
    // Written once, filled again and again: each tick's figures, nothing of the last one's.
    expect(json.fill('3.05', '1.08551')).toBe(JSON.stringify({ ...position, pnl: '3.05', current_price: '1.08551' }));
  });

  it('keeps text that looks like a field name where it is', () => {
    const tricky = { ...position, close_reason: null, instrument_id: '"pnl":"x"' } as Order;
    expect(JSON.parse(new PositionJson(tricky).fill('1.00', '2.00'))).toEqual({ ...tricky, pnl: '1.00', current_price: '2.00' });
  });
});

describe('eventPacket', () => {
  it("is socket.io's encoding of the event with that argument", () => {
    // socket.io-parser writes a main-namespace event without an ack as `2` and the JSON array.
    expect(eventPacket('userOrders', '[]')).toBe(`2${JSON.stringify(['userOrders', []])}`);
    expect(JSON.parse(eventPacket('userOrders', new PositionJson(position).fill('1.00', '2.00')).slice(1))).toEqual([
      'userOrders',
      { ...position, pnl: '1.00', current_price: '2.00' },
    ]);
  });
});

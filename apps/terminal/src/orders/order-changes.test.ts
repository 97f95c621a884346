import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures';
import { changesSomething, levelsOf, modifyBody } from './order-changes';

describe('the modify body', () => {
  const position = makeOrder({ status: 'open', stop_loss: '95.00', take_profit: '110.00', trailing_distance: null });
  const pending = makeOrder({ status: 'pending', type: 'limit', price: '98.00', stop_loss: null, take_profit: '120.00' });

  it('sends only what changed: a moved stop-loss, a removed take-profit', () => {
    const body = modifyBody(position, { ...levelsOf(position), stopLoss: '96.50', takeProfit: '' });
    expect(body).toEqual({ id: position.id, sl: '96.50', tp: null });
  });

  it('sets and clears a trailing stop on a position, never on a pending order', () => {
    expect(modifyBody(position, { ...levelsOf(position), trailingDistance: ' 2.5 ' })).toEqual({
      id: position.id,
      trailing_distance: '2.5',
    });
    const trailing = makeOrder({ ...position, trailing_distance: '2.5' });
    expect(modifyBody(trailing, { ...levelsOf(trailing), trailingDistance: '' })).toEqual({ id: trailing.id, trailing_distance: null });
    expect(modifyBody(pending, { ...levelsOf(pending), trailingDistance: '3' })).toEqual({ id: pending.id });
  });

  it("moves a stop-limit's stop and its limit apart, and never a limit order's limit field", () => {
    const stopLimit = makeOrder({
      status: 'pending',
      type: 'stop_limit',
      price: '101.00',
      limit_price: '101.50',
      stop_loss: null,
      take_profit: null,
    });
    expect(levelsOf(stopLimit).limitPrice).toBe('101.50');
    expect(modifyBody(stopLimit, { ...levelsOf(stopLimit), limitPrice: '101.80' })).toEqual({ id: stopLimit.id, limit_price: '101.80' });
    expect(modifyBody(stopLimit, { ...levelsOf(stopLimit), price: '100.90', limitPrice: '' })).toEqual({
      id: stopLimit.id,
      price: '100.90',
    });
    expect(modifyBody(pending, { ...levelsOf(pending), limitPrice: '99.00' })).toEqual({ id: pending.id });
  });

  it("moves a pending order's price but never removes it", () => {
    expect(modifyBody(pending, { ...levelsOf(pending), price: '97.50' })).toEqual({ id: pending.id, price: '97.50' });
    expect(modifyBody(pending, { ...levelsOf(pending), price: '' })).toEqual({ id: pending.id });
  });

  it('finds nothing to send when every level is as it was', () => {
    expect(changesSomething(modifyBody(position, levelsOf(position)))).toBe(false);
    expect(changesSomething(modifyBody(position, { ...levelsOf(position), stopLoss: '95.10' }))).toBe(true);
  });
});

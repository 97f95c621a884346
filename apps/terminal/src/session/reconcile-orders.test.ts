import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/fixtures';
import { reconcileOrders } from './reconcile-orders';

describe('reconcileOrders', () => {
  it('keeps the previous object of an unchanged order and takes the new one of a changed order', () => {
    const a = makeOrder();
    const b = makeOrder();
    const next = reconcileOrders([a, b], [{ ...a }, { ...b, pnl: '5.00' }]);
    expect(next[0]).toBe(a);
    expect(next[1]).not.toBe(b);
    expect(next[1]?.pnl).toBe('5.00');
  });

  it('returns the previous list itself when nothing changed', () => {
    const list = [makeOrder(), makeOrder()];
    expect(reconcileOrders(list, list.map((order) => ({ ...order })))).toBe(list);
  });

  it('follows the new order and removals', () => {
    const a = makeOrder();
    const b = makeOrder();
    const next = reconcileOrders([a, b], [{ ...b }]);
    expect(next).toEqual([b]);
    expect(next[0]).toBe(b);
  });
});

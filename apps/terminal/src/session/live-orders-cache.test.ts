import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@beurs/domain';
import { createTerminalQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { makeOrder } from '../test/fixtures';

// What reconcileOrders did by hand, the cache's structural sharing does for each `userOrders` push.
const client = createTerminalQueryClient();
const push = (orders: readonly Order[]) => client.setQueryData<readonly Order[]>(queryKeys.orders(), orders);

afterEach(() => client.clear());

describe('live orders in the query cache', () => {
  it('keeps the previous object of an unchanged order and takes the new one of a changed order', () => {
    const a = makeOrder();
    const b = makeOrder();
    push([a, b]);
    const next = push([{ ...a }, { ...b, pnl: '5.00' }]);
    expect(next?.[0]).toBe(a);
    expect(next?.[1]).not.toBe(b);
    expect(next?.[1]?.pnl).toBe('5.00');
  });

  it('keeps the previous list itself when nothing changed', () => {
    const list = [makeOrder(), makeOrder()];
    push(list);
    expect(push(list.map((order) => ({ ...order })))).toBe(list);
  });

  it('follows the new order and removals', () => {
    const a = makeOrder();
    const b = makeOrder();
    push([a, b]);
    const next = push([{ ...b }]);
    expect(next).toEqual([b]);
    expect(next?.[0]).toBe(b);
  });
});

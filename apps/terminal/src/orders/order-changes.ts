import type { ModifyOrderRequest, Order } from '@beurs/domain';

/** The modify form's fields, as typed. Empty text means "none". */
export interface OrderLevelsForm {
  price: string;
  /** A stop-limit's limit price (empty for every other order). */
  limitPrice: string;
  stopLoss: string;
  takeProfit: string;
  trailingDistance: string;
}

/** The form as it opens: the order's levels now. */
export function levelsOf(order: Order): OrderLevelsForm {
  return {
    price: order.status === 'pending' ? (order.price ?? '') : '',
    limitPrice: order.status === 'pending' && order.type === 'stop_limit' ? (order.limit_price ?? '') : '',
    stopLoss: order.stop_loss ?? '',
    takeProfit: order.take_profit ?? '',
    trailingDistance: order.trailing_distance ?? '',
  };
}

/** A level's change: left out when the same, null when cleared, the new text otherwise. */
function change(before: string, after: string): string | null | undefined {
  const next = after.trim();
  if (next === before.trim()) return undefined;
  return next === '' ? null : next;
}

/**
 * The `/orders/modify` body for what the trader changed, and nothing else: an unchanged level is
 * left out (the server keeps it), a cleared one is sent as null (the server removes it). A
 * pending order's price (and a stop-limit's limit) cannot be removed, only moved; trailing stops
 * are for open positions.
 *
 * @example
 * modifyBody(order, { ...levelsOf(order), stopLoss: '' }) // { id, sl: null }
 */
export function modifyBody(order: Order, form: OrderLevelsForm): ModifyOrderRequest {
  const before = levelsOf(order);
  const body: ModifyOrderRequest = { id: order.id };
  const sl = change(before.stopLoss, form.stopLoss);
  const tp = change(before.takeProfit, form.takeProfit);
  if (sl !== undefined) body.sl = sl;
  if (tp !== undefined) body.tp = tp;
  if (order.status === 'pending') {
    const price = change(before.price, form.price);
    if (typeof price === 'string') body.price = price;
    const limitPrice = order.type === 'stop_limit' ? change(before.limitPrice, form.limitPrice) : undefined;
    if (typeof limitPrice === 'string') body.limit_price = limitPrice;
  } else {
    const trailing = change(before.trailingDistance, form.trailingDistance);
    if (trailing !== undefined) body.trailing_distance = trailing;
  }
  return body;
}

/** Whether a body changes anything beyond naming the order. */
export function changesSomething(body: ModifyOrderRequest): boolean {
  return Object.keys(body).length > 1;
}

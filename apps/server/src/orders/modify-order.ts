import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, MESSAGES, type Order } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { orders, quotes } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { loadConversionRates } from '../market/conversion-rates';
import { toCurrentQuote } from '../market/market-data';
import { planModification, type ModifyOrderForm } from './order-modification';
import { describePosition, toOrder } from './order-view';
import { lockAccountToTrade } from './trading-lock';
import { lockOwnOrder } from './lock-own-order';

/**
 * Changes the stop-loss, take-profit or trailing stop of an open position, or the price and
 * levels of a pending order (`/orders/modify`), checked against the last known quote even while
 * the market is closed, as a trader adjusts protection over a weekend. One transaction under
 * the balance lock then the order lock (the order of opening, closing and the engine), so a
 * modification and the engine's settlement of the same order never interleave; the commit
 * announces the account, so the engine's index reads the new levels before its next pass.
 */
export async function modifyOrder(
  context: AppContext,
  request: { userId: string; form: ModifyOrderForm; origin: RequestOrigin | null },
): Promise<Order> {
  const { userId, form } = request;
  const now = context.now();
  const result = await context.db.transaction(async (tx) => {
    await lockAccountToTrade(context, tx, userId);
    const found = await lockOwnOrder(tx, userId, form.id);
    const { order, instrument } = found;
    if (order.status === 'closed' || order.status === 'cancelled') {
      throw Refusal.conflict(ERROR_CODES.orderAlreadyClosed, MESSAGES.orderAlreadyClosed);
    }
    const [quoteRow] = await tx.select().from(quotes).where(eq(quotes.instrumentId, order.instrumentId));
    if (!quoteRow) {
      throw Refusal.unprocessable(ERROR_CODES.marketClosed, `${instrument.name} has no price yet, so its orders cannot be changed now.`);
    }
    const quote = toCurrentQuote(quoteRow);
    const levels = planModification({ order, instrument, quote, form });
    const [row] = await tx
      .update(orders)
      .set({
        stopLoss: levels.stopLoss,
        takeProfit: levels.takeProfit,
        price: levels.price,
        trailingDistance: levels.trailingDistance,
        limitPrice: levels.limitPrice,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!row) throw new Error(`Order ${order.id} changed while its lock was held`);
    const what = order.status === 'open' ? describePosition(order) : `${describePosition(order)} ${order.type} order`;
    await recordActivity(tx, {
      userId,
      kind: 'order_modified',
      description: `Changed ${what}: ${levels.changes.join(', ')}`,
      origin: request.origin,
      at: now,
    });
    const market = row.status === 'open' ? { quote, rates: await loadConversionRates(tx) } : null;
    return { row, instrument, market };
  });
  context.realtime.pushOrders(userId);
  return toOrder(result.row, result.instrument, result.market);
}

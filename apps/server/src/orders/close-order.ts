import { and, eq } from 'drizzle-orm';
import { Decimal, ERROR_CODES, MESSAGES, type Order } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { recordActivity, type RequestOrigin } from '../accounts/activity-log';
import { instruments, orders, quotes } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { lockBalance } from '../ledger/ledger';
import { loadConversionRates } from '../market/conversion-rates';
import { toCurrentQuote } from '../market/market-data';
import { closePosition } from './close-position';
import { maxQuoteAgeMs } from '../market/quote-age';
import { assertMarketOpen, assertQuoteFresh } from './market-availability';
import { formatAccountMoney } from './money-text';
import { protectNegativeBalance } from './negative-balance-protection';
import { describePosition, toOrder } from './order-view';

/**
 * Closes an open position at the current quote, or cancels a pending order (no ledger entry).
 * The balance and the order row are locked first, so of many concurrent closes of one order
 * exactly one closes it and posts its P&L; the others answer 409 `order_already_closed` with the
 * spec's warning and change nothing.
 */
export async function closeOrder(
  context: AppContext,
  request: { userId: string; orderId: string; origin: RequestOrigin | null },
): Promise<Order> {
  const { userId, orderId } = request;
  const now = context.now();
  const result = await context.db.transaction(async (tx) => {
    // Balance first, then the order: the same lock order as opening and the engine.
    const balance = await lockBalance(tx, userId);
    const [found] = await tx
      .select({ order: orders, instrument: instruments })
      .from(orders)
      .innerJoin(instruments, eq(instruments.instrumentId, orders.instrumentId))
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update', { of: orders });
    if (!found) throw AppError.notFound('There is no such order on your account. Reload your orders and try again.');
    const { order, instrument } = found;
    if (order.status === 'closed' || order.status === 'cancelled') {
      throw AppError.conflict(ERROR_CODES.orderAlreadyClosed, MESSAGES.orderAlreadyClosed);
    }

    if (order.status === 'pending') {
      const [row] = await tx
        .update(orders)
        .set({ status: 'cancelled', closeReason: 'user', closedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      if (!row) throw new Error(`Order ${order.id} was not cancelled`);
      await recordActivity(tx, {
        userId,
        kind: 'order_cancelled',
        description: `Cancelled the ${order.side} ${order.type} order for ${Decimal.from(order.volume).toFixed(2)} ${order.instrumentId}`,
        origin: request.origin,
        at: now,
      });
      return { row, instrument, market: null };
    }

    assertMarketOpen(instrument, now, 'close this position');
    const [quoteRow] = await tx.select().from(quotes).where(eq(quotes.instrumentId, order.instrumentId));
    if (!quoteRow) throw new Error(`No quote for ${order.instrumentId}`);
    assertQuoteFresh({ instrument, quoteTime: quoteRow.time, at: now, maxAgeMs: maxQuoteAgeMs(context.config.market), action: 'close this position' });
    const quote = toCurrentQuote(quoteRow);
    const rates = await loadConversionRates(tx);
    const { row, pnl, balanceAfter } = await closePosition(tx, { order, instrument, quote, rates, reason: 'user', at: now });
    const credit = await protectNegativeBalance(tx, { userId, at: now, balance: balanceAfter ?? balance });
    await recordActivity(tx, {
      userId,
      kind: 'order_closed',
      description:
        `Closed ${describePosition(order)} at ${quote[order.side === 'buy' ? 'bid' : 'ask'].toFixed(instrument.digits)}, ` +
        `realised P&L ${formatAccountMoney(pnl)}` +
        (credit.isPositive() ? `; negative balance protection credited ${formatAccountMoney(credit)}` : ''),
      origin: request.origin,
      at: now,
    });
    return { row, instrument, market: { quote, rates } };
  });
  // Without a market the order was pending: cancelled, not closed.
  if (result.market) context.metrics.orders.closed.inc({ reason: 'user' });
  else context.metrics.orders.cancelled.inc({ reason: 'user' });
  context.realtime.pushOrders(userId);
  return toOrder(result.row, result.instrument, result.market);
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { Decimal, type Order } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { formatMoney } from '../format/format-money';
import { instruments, orders } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { maxQuoteAgeMs } from '../market/quote-age';
import { closePosition } from './close-position';
import { instrumentDefinition } from './instrument-definition';
import { assertMarketOpen, assertQuoteFresh } from './market-availability';
import { protectNegativeBalance } from './negative-balance-protection';
import { loadMarketSnapshot } from '../market/order-market';
import { describePosition, toOrder } from './order-view';
import type { OrderRow } from './position-valuation';
import { lockAccountToTrade } from './trading-lock';

/** What to close: every position of the account or those on one instrument, and pending orders too or not. */
export interface CloseAllRequest {
  userId: string;
  instrumentId: string | undefined;
  includePending: boolean;
  origin: RequestOrigin | null;
}

/**
 * Closes every open position of the account (or those on one instrument) at the current quotes,
 * and with `includePending` cancels its pending orders, in ONE transaction under the account's
 * lock, the orders locked oldest first. Every market is checked before anything is written: a
 * closed market or a stale quote for any position refuses the whole call with the message a
 * single close gives, and nothing is closed. Each close posts its P&L as a single close does;
 * negative balance protection runs once, on the balance after the last. Answers the orders
 * closed or cancelled, in their final state (an empty list when there was nothing).
 */
export async function closeAllOrders(context: AppContext, request: CloseAllRequest): Promise<Order[]> {
  const { userId } = request;
  const now = context.now();
  const instrumentId = request.instrumentId?.trim().toUpperCase();
  if (instrumentId !== undefined && !(await instrumentDefinition(context, instrumentId))) {
    throw Refusal.notFound(
      `There is no instrument "${request.instrumentId ?? ''}". Pick one from the list of symbols, or leave instrument_id out to close everything.`,
    );
  }
  const result = await context.db.transaction(async (tx) => {
    const balance = await lockAccountToTrade(context, tx, userId);
    const found = await tx
      .select({ order: orders, instrument: instruments })
      .from(orders)
      .innerJoin(instruments, eq(instruments.instrumentId, orders.instrumentId))
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orders.status, request.includePending ? ['open', 'pending'] : ['open']),
          instrumentId === undefined ? undefined : eq(orders.instrumentId, instrumentId),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for('update', { of: orders });
    if (found.length === 0) return { done: [], closed: 0, cancelled: 0 };

    const positions = found.filter((each) => each.order.status === 'open');
    const market = positions.length > 0 ? await loadMarketSnapshot(tx) : null;
    // All or nothing: each market must be open with a fresh price before the first close.
    for (const { order, instrument } of positions) {
      assertMarketOpen(instrument, now, 'close this position');
      const listed = market?.listed.get(order.instrumentId);
      if (!listed) throw new Error(`No quote for ${order.instrumentId}`);
      assertQuoteFresh({
        instrument,
        quoteTime: listed.quote.time,
        at: now,
        maxAgeMs: maxQuoteAgeMs(context.config.market),
        action: 'close this position',
      });
    }

    const done: Array<{ row: OrderRow; instrument: (typeof found)[number]['instrument'] }> = [];
    let balanceAfter: Decimal | null = null;
    for (const { order, instrument } of found) {
      if (order.status === 'pending') {
        const [row] = await tx
          .update(orders)
          .set({ status: 'cancelled', closeReason: 'user', closedAt: now })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
          .returning();
        if (!row) throw new Error(`Order ${order.id} changed while its lock was held`);
        await recordActivity(tx, {
          userId,
          kind: 'order_cancelled',
          description: `Cancelled the ${order.side} ${order.type.replace('_', '-')} order for ${Decimal.from(order.volume).toFixed(2)} ${order.instrumentId} (close all)`,
          origin: request.origin,
          at: now,
        });
        done.push({ row, instrument });
        continue;
      }
      const listed = market?.listed.get(order.instrumentId);
      if (!listed || !market) throw new Error(`No quote for ${order.instrumentId}`);
      const quote = listed.quote;
      const closed = await closePosition(tx, { order, instrument, quote, rates: market.rates, reason: 'user', at: now });
      if (closed.balanceAfter) balanceAfter = closed.balanceAfter;
      await recordActivity(tx, {
        userId,
        kind: 'order_closed',
        description:
          `Closed ${describePosition(order)} at ${(order.side === 'buy' ? quote.bid : quote.ask).toFixed(instrument.digits)} (close all), ` +
          `realised P&L ${formatMoney(closed.pnl)}`,
        origin: request.origin,
        at: now,
      });
      done.push({ row: closed.row, instrument });
    }
    // Once, after the last close: the ledger entry says what it credited.
    await protectNegativeBalance(tx, { userId, at: now, balance: balanceAfter ?? balance });
    return { done, closed: positions.length, cancelled: found.length - positions.length };
  });
  if (result.closed > 0) context.metrics.orders.closed.inc({ reason: 'user' }, result.closed);
  if (result.cancelled > 0) context.metrics.orders.cancelled.inc({ reason: 'user' }, result.cancelled);
  if (result.done.length > 0) context.realtime.pushOrders(userId);
  return result.done.map(({ row, instrument }) => toOrder(row, instrument, null));
}

import { eq } from 'drizzle-orm';
import { Decimal, ERROR_CODES, MESSAGES, VOLUME_RULES, type Order } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { orders } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { loadQuoteWithRates } from '../market/conversion-rates';
import { toCurrentQuote } from '../market/market-data';
import { closePartOfPosition, closePosition } from './close-position';
import { maxQuoteAgeMs } from '../market/quote-age';
import { assertMarketOpen, assertQuoteFresh } from './market-availability';
import { formatMoney } from '../format/format-money';
import { protectNegativeBalance } from './negative-balance-protection';
import { refuse } from './order-rules';
import { describePosition, toOrder } from './order-view';
import type { OrderRow } from './position-valuation';
import { lockAccountToTrade } from './trading-lock';
import { lockOwnOrder } from './lock-own-order';

/**
 * How much of a position a close takes: null for all of it. Refuses (422) a volume above the
 * position's or one that would leave less than the minimum open; a volume equal to the
 * position's is a full close.
 */
function partialVolume(order: OrderRow, requested: string | undefined): Decimal | null {
  if (requested === undefined) return null;
  const volume = Decimal.from(requested);
  const held = Decimal.from(order.volume);
  if (volume.eq(held)) return null;
  if (volume.gt(held)) {
    refuse('volume', `This position is ${held.toFixed(2)} lots; you can close at most ${held.toFixed(2)}`);
  }
  const rest = held.sub(volume);
  if (rest.lt(VOLUME_RULES.min)) {
    refuse('volume', `A partial close must leave at least ${VOLUME_RULES.min} lots open; close all ${held.toFixed(2)} lots instead`);
  }
  return volume;
}

/**
 * Closes an open position at the current quote, or cancels a pending order (no ledger entry).
 * With `volume` (extension), closes that many lots and leaves the rest open (see
 * `closePartOfPosition`); the answer is then the closed part, whose `position_id` names the
 * position, and `userOrders` carries the rest.
 * The balance and the order row are locked first, so of many concurrent closes of one order
 * exactly one closes it and posts its P&L; the others answer 409 `order_already_closed` with the
 * spec's warning and change nothing.
 */
export async function closeOrder(
  context: AppContext,
  request: { userId: string; orderId: string; volume?: string | undefined; origin: RequestOrigin | null },
): Promise<Order> {
  const { userId, orderId } = request;
  const now = context.now();
  const result = await context.db.transaction(async (tx) => {
    // Balance first, then the order: the same lock order as opening and the engine.
    const balance = await lockAccountToTrade(context, tx, userId);
    const found = await lockOwnOrder(tx, userId, orderId);
    const { order, instrument } = found;
    if (order.status === 'closed' || order.status === 'cancelled') {
      throw Refusal.conflict(ERROR_CODES.orderAlreadyClosed, MESSAGES.orderAlreadyClosed);
    }

    if (order.status === 'pending') {
      if (request.volume !== undefined) {
        refuse(
          'volume',
          'A pending order is cancelled as a whole; leave out volume to cancel it, or change its volume by placing a new order',
        );
      }
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
    const { quoteRow, rates } = await loadQuoteWithRates(tx, order.instrumentId);
    if (!quoteRow) throw new Error(`No quote for ${order.instrumentId}`);
    assertQuoteFresh({
      instrument,
      quoteTime: quoteRow.time,
      at: now,
      maxAgeMs: maxQuoteAgeMs(context.config.market),
      action: 'close this position',
    });
    const quote = toCurrentQuote(quoteRow);
    const part = partialVolume(order, request.volume);
    const closing = { order, instrument, quote, rates, reason: 'user', at: now } as const;
    let closed: { row: OrderRow; pnl: Decimal; balanceAfter: Decimal | null };
    if (part) {
      const done = await closePartOfPosition(tx, { ...closing, volume: part });
      closed = { row: done.part, pnl: done.pnl, balanceAfter: done.balanceAfter };
    } else {
      closed = await closePosition(tx, closing);
    }
    const { row, pnl, balanceAfter } = closed;
    const credit = await protectNegativeBalance(tx, { userId, at: now, balance: balanceAfter ?? balance });
    const what = part ? `${part.toFixed(2)} of ${describePosition(order)}` : describePosition(order);
    await recordActivity(tx, {
      userId,
      kind: 'order_closed',
      description:
        `Closed ${what} at ${quote[order.side === 'buy' ? 'bid' : 'ask'].toFixed(instrument.digits)}, ` +
        `realised P&L ${formatMoney(pnl)}` +
        (part ? `; ${Decimal.from(order.volume).sub(part).toFixed(2)} lots stay open` : '') +
        (credit.isPositive() ? `; negative balance protection credited ${formatMoney(credit)}` : ''),
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

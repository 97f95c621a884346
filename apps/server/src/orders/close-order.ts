import { eq } from 'drizzle-orm';
import { Decimal, ERROR_CODES, MESSAGES, VOLUME_RULES, negativeBalanceCredit, type Order } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { orders } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { toCurrentQuote } from '../market/market-data';
import { closePartOfPosition, closingFigures } from './close-position';
import { maxQuoteAgeMs } from '../market/quote-age';
import { assertMarketOpen, assertQuoteFresh } from './market-availability';
import { formatMoney } from '../format/format-money';
import { protectNegativeBalance } from './negative-balance-protection';
import { refuse } from './order-rules';
import { describePosition, toOrder } from './order-view';
import type { OrderRow } from './position-valuation';
import { assertAccountTrades, frozenAccount } from './trading-lock';
import { CHANGED, NeedsAccountLock, runVersionedTrade } from './versioned-trade';
import { lockOwnOrder, noSuchOrder } from './lock-own-order';
import { instrumentDefinition } from './instrument-definition';
import { planPosting } from '../ledger/ledger';
import { readForClose } from './trade-reads';
import { writeClose } from './order-writes';

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
 * A whole close is read, decided and written as one guarded statement (versioned-trade.ts); the
 * rest runs under the account's lock. Either way, of many concurrent closes of one order exactly
 * one closes it and posts its P&L; the others answer 409 `order_already_closed` with the spec's
 * warning and change nothing.
 */
export async function closeOrder(
  context: AppContext,
  request: { userId: string; orderId: string; volume?: string | undefined; origin: RequestOrigin | null },
): Promise<Order> {
  const { userId, orderId } = request;
  const now = context.now();
  const result = await runVersionedTrade(context, userId, async (db, tx) => {
    const read = await readForClose(db, { userId, orderId });
    const account = read.account;
    assertAccountTrades(context, account);
    const balance = account.balance;
    const order = read.order;
    if (!order) throw noSuchOrder();
    const instrument = await instrumentDefinition(context, order.instrumentId);
    if (!instrument) throw new Error(`Order ${order.id} names no listed instrument`);
    if (order.status === 'closed' || order.status === 'cancelled') {
      throw Refusal.conflict(ERROR_CODES.orderAlreadyClosed, MESSAGES.orderAlreadyClosed);
    }

    if (order.status === 'pending') {
      if (!tx) throw new NeedsAccountLock('a cancel writes the order and its activity apart');
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
    const { quoteRow, rates } = read;
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
    const describe = (pnl: Decimal, credit: Decimal) =>
      `Closed ${part ? `${part.toFixed(2)} of ${describePosition(order)}` : describePosition(order)} at ${quote[order.side === 'buy' ? 'bid' : 'ask'].toFixed(instrument.digits)}, ` +
      `realised P&L ${formatMoney(pnl)}` +
      (part ? `; ${Decimal.from(order.volume).sub(part).toFixed(2)} lots stay open` : '') +
      (credit.isPositive() ? `; negative balance protection credited ${formatMoney(credit)}` : '');

    if (part) {
      if (!tx) throw new NeedsAccountLock('a partial close writes the position, its closed part and the ledger apart');
      // The closed part copies the position's row: lock it, so a journal note written meanwhile
      // (the journal takes no account lock) is copied as it is now.
      const { order: position } = await lockOwnOrder(tx, userId, order.id);
      const done = await closePartOfPosition(tx, { ...closing, order: position, volume: part });
      const credit = await protectNegativeBalance(tx, { userId, at: now, balance: done.balanceAfter ?? balance });
      await recordActivity(tx, { userId, kind: 'order_closed', description: describe(done.pnl, credit), origin: request.origin, at: now });
      return { row: done.part, instrument, market: { quote, rates } };
    }

    // A whole close, the trader's usual one: the posting planned from the ledger's tail as read,
    // the order's close and the activity entry, in one statement guarded by the account's version.
    if (!tx && account.version === null) throw new NeedsAccountLock('the account has no version before its first event');
    const figures = closingFigures(closing);
    const planned = figures.posting ? planPosting({ amount: figures.pnl, at: now }, { balance, previous: read.previous }) : null;
    const balanceAfter = planned ? Decimal.from(planned.balanceAfter) : balance;
    const credit = negativeBalanceCredit(balanceAfter);
    if (!tx && credit.isPositive()) throw new NeedsAccountLock('negative balance protection posts a second entry');
    const written = await writeClose(
      db,
      { userId, version: account.version },
      {
        order,
        posting: planned && figures.posting ? { ...planned, description: figures.posting.description, meta: figures.posting.meta } : null,
        close: {
          price: figures.exit.toString(),
          bid: quote.bid.toString(),
          ask: quote.ask.toString(),
          quoteTime: quote.time,
          quoteSource: quote.source,
          realisedPnl: figures.pnl.toFixed(2),
          reason: 'user',
          at: now,
        },
      },
      { description: describe(figures.pnl, credit), origin: request.origin, at: now },
    );
    if (written.kind === 'frozen') throw frozenAccount(context);
    if (written.kind === 'gone') throw Refusal.unauthorized('Your session has ended. Sign in again.');
    if (written.kind !== 'written') return CHANGED;
    if (tx && credit.isPositive()) await protectNegativeBalance(tx, { userId, at: now, balance: balanceAfter });
    return { row: written.value, instrument, market: { quote, rates } };
  });
  // Without a market the order was pending: cancelled, not closed.
  if (result.market) context.metrics.orders.closed.inc({ reason: 'user' });
  else context.metrics.orders.cancelled.inc({ reason: 'user' });
  context.realtime.pushOrders(userId);
  return toOrder(result.row, result.instrument, result.market);
}

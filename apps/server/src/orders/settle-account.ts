import { and, asc, eq, inArray } from 'drizzle-orm';
import { Decimal, isMarginCloseOutDue, openingPrice, requiredMargin } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { recordActivity } from '../activity/activity-log';
import { notifyUser } from '../notifications/notify-user';
import type { Tx } from '../db/database';
import { orders } from '../db/schema/index';
import { lockBalance } from '../ledger/ledger';
import type { ListedInstrument } from '../market/market-data';
import { NO_FENCE, type LeaseFence } from '../market/lease-fence';
import { openMarketsAt } from '../market/open-markets';
import { isQuoteFresh, maxQuoteAgeMs } from '../market/quote-age';
import { valueAccount, valuePositions } from './account-valuation';
import { closePosition } from './close-position';
import { formatMoney } from '../format/format-money';
import { protectNegativeBalance } from './negative-balance-protection';
import { loadMarketSnapshot, type MarketSnapshot } from '../market/order-market';
import { isExpired, isPendingFillable, isPendingTriggered, protectionHit, trailedStopLevel } from './order-triggers';
import { describePosition } from './order-view';
import { countSettlement } from '../metrics/order-metrics';
import type { OrderRow } from './position-valuation';

/** What one settlement did to an account. */
export interface SettlementReport {
  filled: number;
  cancelled: number;
  /** Pending orders cancelled because their expiry came (close reason `expired`). */
  expired: number;
  /** Stop-limit orders whose stop was reached and which now wait as limits (and were written so). */
  triggered: number;
  closed: number;
  closedOut: number;
  /** Trailing stops moved towards the price (and written, so a restart continues from them). */
  trailed: number;
  /** The positions `closed` counts, by why the engine closed them. */
  closedBy: Record<EngineCloseReason, number>;
  credited: Decimal;
}

type EngineCloseReason = 'stop_loss' | 'take_profit' | 'trailing_stop' | 'margin_close_out';

/** Whether a settlement changed anything the user should see at once. */
export function settlementChanged(report: SettlementReport): boolean {
  return (
    report.filled + report.cancelled + report.expired + report.triggered + report.closed + report.trailed > 0 ||
    report.credited.isPositive()
  );
}

interface SettlementState {
  tx: Tx;
  userId: string;
  at: Date;
  market: MarketSnapshot;
  isOpen: (instrumentId: string) => boolean;
  balance: Decimal;
  open: OrderRow[];
  report: SettlementReport;
}

function listedOf(state: SettlementState, order: OrderRow): ListedInstrument {
  const listed = state.market.listed.get(order.instrumentId);
  if (!listed) throw new Error(`Order ${order.id} is on ${order.instrumentId}, which has no quote`);
  return listed;
}

function valuation(state: SettlementState) {
  return valueAccount(state.balance, valuePositions(state.open, state.market.listed, state.market.rates));
}

/** "buy stop-limit 0.10 EURUSD at 1.09000 (limit 1.09050)": how notifications name a pending order. */
function describePending(order: OrderRow, digits: number | undefined): string {
  const price = (value: string) => (digits === undefined ? value : Decimal.from(value).toFixed(digits));
  const type = order.type === 'stop_limit' ? 'stop-limit' : order.type;
  return (
    `${order.side} ${type} ${Decimal.from(order.volume).toFixed(2)} ${order.instrumentId}` +
    (order.price === null ? '' : ` at ${price(order.price)}`) +
    (order.limitPrice === null ? '' : ` (limit ${price(order.limitPrice)})`)
  );
}

/**
 * Cancels a pending order whose expiry has come (close reason `expired`), whatever its market
 * is doing: a pending order holds no margin, so nothing is released.
 */
async function expirePending(state: SettlementState, order: OrderRow): Promise<void> {
  const { tx, at, userId } = state;
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', closeReason: 'expired', closedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (!row) throw new Error(`Pending order ${order.id} changed while its lock was held`);
  const body = `Your ${describePending(order, state.market.listed.get(order.instrumentId)?.instrument.digits)} expired and was cancelled.`;
  await notifyUser(tx, { userId, title: 'Pending order expired', body, kind: 'info', at });
  await recordActivity(tx, { userId, kind: 'order_cancelled', description: body, origin: null, at });
  state.report.expired += 1;
}

/**
 * Marks a stop-limit order whose stop was reached: from now on it waits as a limit order at its
 * limit price (the index then looks for it there), and the trader is told.
 */
async function triggerStopLimit(state: SettlementState, order: OrderRow): Promise<OrderRow> {
  const { tx, at, userId } = state;
  const [row] = await tx
    .update(orders)
    .set({ triggeredAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (!row) throw new Error(`Pending order ${order.id} changed while its lock was held`);
  const { instrument, quote } = listedOf(state, order);
  const reached = (order.side === 'buy' ? quote.ask : quote.bid).toFixed(instrument.digits);
  const body = `Your ${describePending(order, instrument.digits)} reached its stop at ${reached} and now waits as a limit order.`;
  await notifyUser(tx, { userId, title: 'Stop-limit order triggered', body, kind: 'info', at });
  await recordActivity(tx, { userId, kind: 'order_modified', description: body, origin: null, at });
  state.report.triggered += 1;
  return row;
}

/** Fills a triggered pending order at the current quote if its margin fits, else cancels it. */
async function triggerPending(state: SettlementState, order: OrderRow): Promise<void> {
  const { tx, at, userId } = state;
  const { instrument, quote } = listedOf(state, order);
  const digits = instrument.digits;
  const fill = openingPrice(order.side, quote);
  const margin = requiredMargin({
    volume: order.volume,
    contractSize: instrument.contractSize,
    price: fill,
    leverage: order.leverage,
    quoteToAccountRate: state.market.rates.toAccount(instrument.currency),
  });
  const free = valuation(state).metrics.freeMargin;
  const label = `${order.side} ${order.type === 'stop_limit' ? 'stop-limit' : order.type} order for ${Decimal.from(order.volume).toFixed(2)} ${order.instrumentId}`;
  if (free.lt(margin)) {
    await tx.update(orders).set({ status: 'cancelled', closedAt: at }).where(eq(orders.id, order.id));
    const body = `Your ${label} reached its price, but it needed ${formatMoney(margin)} of margin and you had ${formatMoney(free)} free, so it was cancelled.`;
    await notifyUser(tx, { userId, title: 'Pending order cancelled', body, kind: 'warning', at });
    await recordActivity(tx, { userId, kind: 'order_cancelled', description: body, origin: null, at });
    state.report.cancelled += 1;
    return;
  }
  const [row] = await tx
    .update(orders)
    .set({
      status: 'open',
      openPrice: fill.toString(),
      openBid: quote.bid.toString(),
      openAsk: quote.ask.toString(),
      openQuoteTime: quote.time,
      openQuoteSource: quote.source,
      margin: margin.toFixed(2),
      openedAt: at,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (!row) throw new Error(`Pending order ${order.id} changed while its lock was held`);
  const description = `Your ${label} was filled at ${fill.toFixed(digits)} (bid ${quote.bid.toFixed(digits)}, ask ${quote.ask.toFixed(digits)}).`;
  await notifyUser(tx, { userId, title: 'Pending order filled', body: description, kind: 'success', at });
  await recordActivity(tx, { userId, kind: 'order_opened', description, origin: null, at });
  state.open.push(row);
  state.report.filled += 1;
}

/** How activity and notifications name each reason the engine closes a position for. */
const CLOSE_TITLES: Readonly<Record<EngineCloseReason, string>> = {
  stop_loss: 'Stop-loss',
  take_profit: 'Take-profit',
  trailing_stop: 'Trailing stop',
  margin_close_out: 'Margin close-out',
};

/**
 * Moves a trailing stop towards the current price (a buy's to the bid minus its distance, a
 * sell's to the ask plus it) and writes the new level, so a restart or another lease holder
 * continues from it. Written only when the level moves: the index names the account only then.
 */
async function trailStop(state: SettlementState, order: OrderRow): Promise<OrderRow> {
  const { quote } = listedOf(state, order);
  const level = trailedStopLevel(order, quote);
  if (level === null) return order;
  const [row] = await state.tx
    .update(orders)
    .set({ stopLoss: level.toString() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'open')))
    .returning();
  if (!row) throw new Error(`Position ${order.id} changed while its lock was held`);
  state.open = state.open.map((each) => (each.id === row.id ? row : each));
  state.report.trailed += 1;
  return row;
}

/** Closes one open position at the current quote and takes it out of the state. */
async function close(state: SettlementState, order: OrderRow, reason: EngineCloseReason): Promise<Decimal> {
  const { instrument, quote } = listedOf(state, order);
  const { pnl } = await closePosition(state.tx, { order, instrument, quote, rates: state.market.rates, reason, at: state.at });
  state.balance = state.balance.add(pnl);
  state.open = state.open.filter((row) => row.id !== order.id);
  state.report.closed += 1;
  state.report.closedBy[reason] += 1;
  const how = CLOSE_TITLES[reason];
  await recordActivity(state.tx, {
    userId: state.userId,
    kind: 'order_closed',
    description: `${how}: closed ${describePosition(order)} at ${(order.side === 'buy' ? quote.bid : quote.ask).toFixed(instrument.digits)}, realised P&L ${formatMoney(pnl)}`,
    origin: null,
    at: state.at,
  });
  return pnl;
}

/**
 * ESMA 50% margin close-out: while equity is at or below half the required margin, close the
 * position with the largest loss (among markets that are open) and look again.
 */
async function applyMarginCloseOut(state: SettlementState): Promise<void> {
  const closed: string[] = [];
  for (;;) {
    const account = valuation(state);
    if (!isMarginCloseOutDue({ equity: account.metrics.equity, usedMargin: account.usedMargin })) break;
    const candidate = account.positions.filter((position) => state.isOpen(position.order.instrumentId)).sort((a, b) => a.pnl.cmp(b.pnl))[0];
    if (!candidate) break;
    const pnl = await close(state, candidate.order, 'margin_close_out');
    closed.push(`${describePosition(candidate.order)} (${formatMoney(pnl)})`);
    state.report.closedOut += 1;
  }
  if (closed.length === 0) return;
  await notifyUser(state.tx, {
    userId: state.userId,
    title: 'Margin close-out',
    body:
      `Your equity fell to 50% of the margin your positions required, so we closed ${closed.join(', ')} ` +
      'at the current prices, largest loss first (EU rules for retail CFD clients).',
    kind: 'warning',
    at: state.at,
  });
}

/**
 * Settles one account at `at` in its own transaction: pending orders whose expiry came are
 * cancelled, stop-limit orders whose stop is reached become limits, triggered pending orders
 * fill (or are cancelled when their margin no longer fits), trailing stops move towards the price, stop-losses
 * (trailing ones too) and take-profits close at the quote, the 50% margin close-out runs, and
 * negative balance protection brings a negative balance back to zero. Every decision is taken
 * again under the account's locks, from the database.
 */
export async function settleAccount(
  context: AppContext,
  userId: string,
  at: Date,
  fence: LeaseFence = NO_FENCE,
): Promise<SettlementReport> {
  const report: SettlementReport = {
    filled: 0,
    cancelled: 0,
    expired: 0,
    triggered: 0,
    closed: 0,
    closedOut: 0,
    trailed: 0,
    closedBy: { stop_loss: 0, take_profit: 0, trailing_stop: 0, margin_close_out: 0 },
    credited: Decimal.ZERO,
  };
  await context.db.transaction(async (tx) => {
    // The lease before the account: every transaction of the feed takes its locks in this order.
    await fence(tx);
    const balance = await lockBalance(tx, userId);
    const live = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'open'])))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .for('update');
    if (live.length === 0) return;
    const market = await loadMarketSnapshot(tx);
    const open = openMarketsAt(at, (instrumentId) => market.listed.get(instrumentId)?.instrument);
    const maxAgeMs = maxQuoteAgeMs(context.config.market);
    // Nothing fills or closes at a price the market stopped offering: an open market whose quote
    // went stale (the feed stopped, or another process is taking it over) waits for a new one.
    const isOpen = (instrumentId: string) => {
      const listed = market.listed.get(instrumentId);
      return listed !== undefined && open(instrumentId) && isQuoteFresh(listed.quote.time, at, maxAgeMs);
    };
    const state: SettlementState = { tx, userId, at, market, isOpen, balance, open: live.filter((row) => row.status === 'open'), report };

    for (const pending of live.filter((row) => row.status === 'pending')) {
      // An order's time is up before its price is looked at: an expired order never fills.
      if (isExpired(pending, at)) {
        await expirePending(state, pending);
        continue;
      }
      const listed = market.listed.get(pending.instrumentId);
      if (!listed || !isOpen(pending.instrumentId) || !isPendingTriggered(pending, listed.quote)) continue;
      let order = pending;
      // A stop-limit's stop is reached: it becomes a limit, which may fill at this very quote.
      if (order.type === 'stop_limit' && order.triggeredAt === null) order = await triggerStopLimit(state, order);
      if (isPendingFillable(order, listed.quote)) await triggerPending(state, order);
    }
    for (const each of [...state.open]) {
      const listed = market.listed.get(each.instrumentId);
      if (!listed || !isOpen(each.instrumentId)) continue;
      const order = await trailStop(state, each);
      const hit = protectionHit(order, listed.quote);
      if (hit) {
        const pnl = await close(state, order, hit);
        await notifyUser(tx, {
          userId,
          title: `${CLOSE_TITLES[hit]} reached`,
          body: `Your ${describePosition(order)} was closed at ${(order.side === 'buy' ? listed.quote.bid : listed.quote.ask).toFixed(listed.instrument.digits)} with a realised P&L of ${formatMoney(pnl)}.`,
          // A trailing stop often closes in profit: it reads as a success then, as a take-profit does.
          kind: hit === 'take_profit' || (hit === 'trailing_stop' && !pnl.isNegative()) ? 'success' : 'warning',
          at,
        });
      }
    }
    await applyMarginCloseOut(state);
    report.credited = await protectNegativeBalance(tx, { userId, at });
  });
  // After the commit: a settlement that rolls back counts nothing.
  countSettlement(context.metrics.orders, report);
  if (report.expired > 0) context.metrics.orders.cancelled.inc({ reason: 'expired' }, report.expired);
  return report;
}

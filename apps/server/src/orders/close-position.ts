import { and, eq } from 'drizzle-orm';
import { Decimal, closingPrice, positionPnl, type CloseReason } from '@beurs/domain';
import type { Tx } from '../db/database';
import { orders } from '../db/schema/index';
import { postLedgerEntry } from '../ledger/ledger';
import type { ConversionRates } from '../market/conversion-rates';
import type { CurrentQuote, InstrumentRow } from '../market/market-data';
import { describePosition } from './order-view';
import type { OrderRow } from './position-valuation';

/** What closing a position needs: the locked order, its instrument, the quote and the FX table. */
export interface ClosePositionInput {
  order: OrderRow;
  instrument: InstrumentRow;
  quote: CurrentQuote;
  rates: ConversionRates;
  reason: CloseReason;
  at: Date;
}

const REASON_TEXT: Readonly<Record<CloseReason, string>> = {
  user: 'closed by you',
  stop_loss: 'stop-loss',
  take_profit: 'take-profit',
  margin_close_out: 'margin close-out',
  trailing_stop: 'trailing stop',
  expired: 'expired',
};

/**
 * Closes an open position at the current quote (a buy at the bid, a sell at the ask) in the
 * caller's transaction: the realised P&L (domain `positionPnl`, converted to EUR at the current
 * rate) goes to the ledger with cause `realised_pnl`, and the order records the quote it closed
 * at. The caller holds the balance and order locks and applies negative balance protection;
 * `balanceAfter` is the balance after the P&L entry (null when none was posted).
 */
export async function closePosition(
  tx: Tx,
  input: ClosePositionInput,
): Promise<{ row: OrderRow; pnl: Decimal; balanceAfter: Decimal | null }> {
  const { order, quote, reason, at } = input;
  const figures = closingFigures(input);
  const { exit, pnl } = figures;
  let balanceAfter: Decimal | null = null;
  if (figures.posting) {
    const entry = await postLedgerEntry(tx, { userId: order.userId, orderId: order.id, at, ...figures.posting });
    balanceAfter = Decimal.from(entry.balanceAfter);
  }
  const [row] = await tx
    .update(orders)
    .set({
      status: 'closed',
      closePrice: exit.toString(),
      closeBid: quote.bid.toString(),
      closeAsk: quote.ask.toString(),
      closeQuoteTime: quote.time,
      closeQuoteSource: quote.source,
      realisedPnl: pnl.toFixed(2),
      closeReason: reason,
      closedAt: at,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'open')))
    .returning();
  if (!row) throw new Error(`Order ${order.id} was not open any more while its lock was held`);
  return { row, pnl, balanceAfter };
}

/** What closing a position comes to: the exit price, the realised P&L, and its ledger posting (none when the P&L is zero). */
export interface ClosingFigures {
  exit: Decimal;
  pnl: Decimal;
  posting: { cause: 'realised_pnl'; amount: Decimal; description: string; meta: Record<string, unknown> } | null;
}

/**
 * The close of an open position at the quote (a buy at the bid, a sell at the ask): the realised
 * P&L (domain `positionPnl`, converted to EUR at the current rate) and the entry that posts it.
 * Every close, the trader's and the engine's, whole or in part, is figured here.
 */
export function closingFigures(input: Omit<ClosePositionInput, 'at'>): ClosingFigures {
  const { order, instrument, quote, rates, reason } = input;
  if (order.status !== 'open' || order.openPrice === null) throw new Error(`Order ${order.id} is not an open position`);
  const digits = instrument.digits;
  const exit = closingPrice(order.side, quote);
  const pnl = positionPnl({
    side: order.side,
    volume: order.volume,
    contractSize: instrument.contractSize,
    openPrice: order.openPrice,
    bid: quote.bid,
    ask: quote.ask,
    quoteToAccountRate: rates.toAccount(instrument.currency),
  });
  const posting = pnl.isZero()
    ? null
    : {
        cause: 'realised_pnl' as const,
        amount: pnl,
        description: `Realised P&L of ${describePosition(order)} (${REASON_TEXT[reason]}): opened at ${Decimal.from(order.openPrice).toFixed(digits)}, closed at ${exit.toFixed(digits)}`,
        meta: { openPrice: order.openPrice, closePrice: exit.toString(), bid: quote.bid.toString(), ask: quote.ask.toString() },
      };
  return { exit, pnl, posting };
}

/** What a partial close did: the closed part (its own closed row) and the position left open. */
export interface PartialClose {
  part: OrderRow;
  position: OrderRow;
  pnl: Decimal;
  balanceAfter: Decimal | null;
}

/**
 * Closes `volume` lots of an open position at the current quote. The closed part becomes an
 * order row of its own, with the position's open data and `positionId` naming the position, and
 * is closed by `closePosition`, so its realised P&L, ledger entry and history row are those of
 * any close. The position keeps the rest of the volume, its stop-loss, take-profit and trailing
 * stop, and the margin of the rest, rounded up to the cent (a broker never holds less than the
 * rule asks); the part's row records the margin released. The caller holds the locks and has
 * checked that `volume` is below the position's and leaves at least the minimum open.
 */
export async function closePartOfPosition(tx: Tx, input: ClosePositionInput & { volume: Decimal }): Promise<PartialClose> {
  const { order, volume, at } = input;
  if (order.status !== 'open' || order.openPrice === null) throw new Error(`Order ${order.id} is not an open position`);
  const remaining = Decimal.from(order.volume).sub(volume);
  if (!remaining.isPositive()) throw new Error(`A partial close of ${volume.toString()} leaves nothing of order ${order.id}`);
  const margin = Decimal.from(order.margin);
  const keptMargin = margin.mul(remaining).div(order.volume, 2, 'ceil');
  const [position] = await tx
    .update(orders)
    .set({ volume: remaining.toString(), margin: keptMargin.toFixed(2) })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'open')))
    .returning();
  if (!position) throw new Error(`Order ${order.id} was not open any more while its lock was held`);
  const { id: _id, ...openData } = order;
  const [opened] = await tx
    .insert(orders)
    .values({ ...openData, volume: volume.toString(), margin: margin.sub(keptMargin).toFixed(2), positionId: order.id })
    .returning();
  if (!opened) throw new Error(`The closed part of order ${order.id} was not written`);
  const { row: part, pnl, balanceAfter } = await closePosition(tx, { ...input, order: opened, at });
  return { part, position, pnl, balanceAfter };
}

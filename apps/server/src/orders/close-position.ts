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
};

/**
 * Closes an open position at the current quote (a buy at the bid, a sell at the ask) in the
 * caller's transaction: the realised P&L (domain `positionPnl`, converted to EUR at the current
 * rate) goes to the ledger with cause `realised_pnl`, and the order records the quote it closed
 * at. The caller holds the balance and order locks and applies negative balance protection;
 * `balanceAfter` is the balance after the P&L entry (null when none was posted).
 */
export async function closePosition(tx: Tx, input: ClosePositionInput): Promise<{ row: OrderRow; pnl: Decimal; balanceAfter: Decimal | null }> {
  const { order, instrument, quote, rates, reason, at } = input;
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
  let balanceAfter: Decimal | null = null;
  if (!pnl.isZero()) {
    const entry = await postLedgerEntry(tx, {
      userId: order.userId,
      cause: 'realised_pnl',
      amount: pnl,
      orderId: order.id,
      description: `Realised P&L of ${describePosition(order)} (${REASON_TEXT[reason]}): opened at ${Decimal.from(order.openPrice).toFixed(digits)}, closed at ${exit.toFixed(digits)}`,
      meta: { openPrice: order.openPrice, closePrice: exit.toString(), bid: quote.bid.toString(), ask: quote.ask.toString() },
      at,
    });
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
      realisedPnl: pnl.toFixed(2),
      closeReason: reason,
      closedAt: at,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'open')))
    .returning();
  if (!row) throw new Error(`Order ${order.id} was not open any more while its lock was held`);
  return { row, pnl, balanceAfter };
}


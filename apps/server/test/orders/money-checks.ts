import { sql } from 'drizzle-orm';
import { Decimal } from '@beurs/domain';
import type { DbOrTx } from '../../src/db/database';

/**
 * Checks of the money a run left behind, beyond the ledger invariant that every test asserts
 * (test/setup.ts): each position's P&L posted once, and each fill at a quote its source gave.
 */

function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

/**
 * Orders whose realised P&L is not in the ledger exactly once: more than one `realised_pnl`
 * entry (a position closed twice), an entry for an order that is not closed, or entries that do
 * not add up to the order's recorded P&L (a close without its entry). Must be none.
 */
export async function findPnlNotPostedOnce(
  db: DbOrTx,
): Promise<Array<{ id: string; status: string; realisedPnl: string | null; entries: number; posted: string }>> {
  type Row = { id: string; status: string; realised_pnl: string | null; entries: number; posted: string };
  const result = await db.execute<Row>(sql`
    select o.id, o.status, o.realised_pnl::text as realised_pnl, count(l.id)::int as entries, coalesce(sum(l.amount), 0)::text as posted
    from orders o left join ledger_entries l on l.order_id = o.id and l.cause = 'realised_pnl'
    group by o.id, o.status, o.realised_pnl
    having count(l.id) > 1
        or (o.status <> 'closed' and count(l.id) > 0)
        or coalesce(sum(l.amount), 0) <> coalesce(o.realised_pnl, 0)`);
  return rowsOf<Row>(result).map((row) => ({
    id: row.id,
    status: row.status,
    realisedPnl: row.realised_pnl,
    entries: Number(row.entries),
    posted: row.posted,
  }));
}

/** One side of a trade as the order records it: the quote it filled at, when, from where, and the price. */
export interface RecordedFill {
  orderId: string;
  instrumentId: string;
  side: 'buy' | 'sell';
  type: string;
  leg: 'open' | 'close';
  bid: Decimal;
  ask: Decimal;
  time: Date;
  source: string | null;
  price: Decimal;
}

/** Every fill of every order (opening and closing), oldest quote first. */
export async function recordedFills(db: DbOrTx): Promise<RecordedFill[]> {
  type Row = {
    id: string;
    instrument_id: string;
    side: 'buy' | 'sell';
    type: string;
    open_bid: string | null;
    open_ask: string | null;
    open_quote_time: string | Date | null;
    open_quote_source: string | null;
    open_price: string | null;
    close_bid: string | null;
    close_ask: string | null;
    close_quote_time: string | Date | null;
    close_quote_source: string | null;
    close_price: string | null;
  };
  const result = await db.execute<Row>(sql`
    select id, instrument_id, side, type, open_bid::text as open_bid, open_ask::text as open_ask, open_quote_time, open_quote_source,
           open_price::text as open_price, close_bid::text as close_bid, close_ask::text as close_ask, close_quote_time, close_quote_source,
           close_price::text as close_price
    from orders where open_bid is not null or close_bid is not null`);
  const fills: RecordedFill[] = [];
  for (const row of rowsOf<Row>(result)) {
    const base = { orderId: row.id, instrumentId: row.instrument_id, side: row.side, type: row.type };
    if (row.open_bid !== null && row.open_ask !== null && row.open_quote_time !== null && row.open_price !== null) {
      fills.push({
        ...base,
        leg: 'open',
        bid: Decimal.from(row.open_bid),
        ask: Decimal.from(row.open_ask),
        time: new Date(row.open_quote_time),
        source: row.open_quote_source,
        price: Decimal.from(row.open_price),
      });
    }
    if (row.close_bid !== null && row.close_ask !== null && row.close_quote_time !== null && row.close_price !== null) {
      fills.push({
        ...base,
        leg: 'close',
        bid: Decimal.from(row.close_bid),
        ask: Decimal.from(row.close_ask),
        time: new Date(row.close_quote_time),
        source: row.close_quote_source,
        price: Decimal.from(row.close_price),
      });
    }
  }
  return fills.sort((a, b) => a.time.getTime() - b.time.getTime());
}

/**
 * Why a fill's price is not its quote's: a market order opens at the ask (a buy) or the bid (a
 * sell), and every close is at the bid (a buy) or the ask (a sell). Null when it is. A pending
 * order may fill at its own price, so its opening is not checked here.
 */
export function priceOffQuote(fill: RecordedFill): string | null {
  const buy = fill.side === 'buy';
  if (fill.leg === 'open' && fill.type !== 'market') return null;
  const expected = fill.leg === 'open' ? (buy ? fill.ask : fill.bid) : buy ? fill.bid : fill.ask;
  return fill.price.eq(expected)
    ? null
    : `${fill.leg} of ${fill.orderId} at ${fill.price.toString()}, its quote's side is ${expected.toString()}`;
}

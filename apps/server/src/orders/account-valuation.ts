import { and, eq } from 'drizzle-orm';
import { Decimal, accountMetrics, type AccountMetrics } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { orders, users } from '../db/schema/index';
import { loadConversionRates, type ConversionRates } from '../market/conversion-rates';
import { loadListedInstruments, type CurrentQuote, type InstrumentRow } from '../market/market-data';
import { unrealisedPnl, type OrderRow } from './position-valuation';

/** An open position with its instrument, the current quote and its unrealised P&L (EUR). */
export interface ValuedPosition {
  order: OrderRow;
  instrument: InstrumentRow;
  quote: CurrentQuote;
  pnl: Decimal;
}

/** An account valued at the current quotes. */
export interface AccountValuation {
  balance: Decimal;
  positions: ValuedPosition[];
  usedMargin: Decimal;
  unrealisedPnl: Decimal;
  metrics: AccountMetrics;
}

/** Sums an account's positions into the domain's account metrics (pure). */
export function valueAccount(balance: Decimal, positions: ValuedPosition[]): AccountValuation {
  let usedMargin = Decimal.ZERO;
  let pnl = Decimal.ZERO;
  for (const position of positions) {
    usedMargin = usedMargin.add(position.order.margin);
    pnl = pnl.add(position.pnl);
  }
  return {
    balance,
    positions,
    usedMargin,
    unrealisedPnl: pnl,
    metrics: accountMetrics({ balance, unrealisedPnl: pnl, usedMargin }),
  };
}

/** Values open positions with their instruments and quotes. */
export function valuePositions(
  rows: readonly OrderRow[],
  market: ReadonlyMap<string, { instrument: InstrumentRow; quote: CurrentQuote }>,
  rates: ConversionRates,
): ValuedPosition[] {
  return rows.map((order) => {
    const listed = market.get(order.instrumentId);
    if (!listed) throw new Error(`Open order ${order.id} is on ${order.instrumentId}, which has no quote`);
    return { order, instrument: listed.instrument, quote: listed.quote, pnl: unrealisedPnl({ order, ...listed, rates }) };
  });
}

/**
 * The account of a user valued now: ledger balance, open positions at the current quotes.
 * Pass the transaction that holds the balance lock when the figures decide something, and what
 * the caller already read (the locked balance, the conversion rates) to save reading it again.
 */
export async function loadAccountValuation(
  db: DbOrTx,
  userId: string,
  known: { balance?: Decimal; rates?: ConversionRates } = {},
): Promise<AccountValuation> {
  let balance = known.balance;
  if (!balance) {
    const [user] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    balance = Decimal.from(user?.balance ?? '0');
  }
  const open = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'open')));
  if (open.length === 0) return valueAccount(balance, []);
  const listed = await loadListedInstruments(db, [...new Set(open.map((row) => row.instrumentId))]);
  const rates = known.rates ?? (await loadConversionRates(db));
  const market = new Map(listed.map((entry) => [entry.instrument.instrumentId, entry]));
  return valueAccount(balance, valuePositions(open, market, rates));
}

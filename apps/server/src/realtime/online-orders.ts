import { formatMoneyAmount, type Order } from '@beurs/domain';
import type { MarketMemory, TickChanges } from '../market/market-memory';
import type { MarketSnapshot } from '../orders/order-market';
import { toOrder } from '../orders/order-view';
import { currentClosingPrice, unrealisedPnl, type OrderRow } from '../orders/position-valuation';

/**
 * What this process holds of one online user: the live order rows last read, newest first, each
 * in the contract's shape as far as prices cannot change it (all of a pending order; all but the
 * P&L and current price of an open position), and what their open positions are on.
 */
interface HeldOrders {
  rows: ReadonlyArray<{ row: OrderRow; shaped: Order }>;
  openOn: ReadonlySet<string>;
}

/** The held rows in the contract's shape, open positions valued against `market` (as `toOrder` values them). */
function valued(held: HeldOrders, market: MarketSnapshot): Order[] {
  const list: Order[] = [];
  for (const { row, shaped } of held.rows) {
    if (row.status !== 'open') {
      list.push(shaped);
      continue;
    }
    const listed = market.listed.get(row.instrumentId);
    if (!listed) continue;
    const { instrument, quote } = listed;
    const pnl = unrealisedPnl({ order: row, instrument, quote, rates: market.rates });
    list.push({ ...shaped, pnl: formatMoneyAmount(pnl), current_price: currentClosingPrice(row, quote).toFixed(instrument.digits) });
  }
  return list;
}

/**
 * The live orders of the users with a socket on this process, kept in memory between changes
 * so that a tick revalues them without a query: the rows are read once when a user's list is
 * sent (on connect and after each change), and valued against the process's `MarketMemory`
 * whenever a tick moves what their open positions are on.
 */
export class OnlineOrders {
  private readonly held = new Map<string, HeldOrders>();

  constructor(private readonly market: MarketMemory) {}

  /** Keeps the rows just read for `userId` (newest first) and returns them as the contract's orders. */
  hold(userId: string, rows: readonly OrderRow[]): Order[] {
    const held = this.prepare(rows);
    this.held.set(userId, held);
    return valued(held, this.market.market());
  }

  /** The rows as the contract's orders, valued now, without keeping them. */
  shape(rows: readonly OrderRow[]): Order[] {
    return valued(this.prepare(rows), this.market.market());
  }

  private prepare(rows: readonly OrderRow[]): HeldOrders {
    const market = this.market.market();
    return {
      rows: rows.flatMap((row) => {
        const listed = market.listed.get(row.instrumentId);
        return listed ? [{ row, shaped: toOrder(row, listed.instrument, null) }] : [];
      }),
      openOn: new Set(rows.filter((row) => row.status === 'open').map((row) => row.instrumentId)),
    };
  }

  /** Forgets a user who has no socket on this process any more. */
  drop(userId: string): void {
    this.held.delete(userId);
  }

  get size(): number {
    return this.held.size;
  }

  /** The users whose figures a tick changed (an open position on an instrument it revalued), with their lists valued anew. */
  *revalued(changes: TickChanges): Generator<{ userId: string; orders: Order[] }> {
    if (changes.revalued.size === 0) return;
    const market = this.market.market();
    for (const [userId, held] of this.held) {
      let changed = false;
      for (const instrumentId of held.openOn) {
        if (changes.revalued.has(instrumentId)) {
          changed = true;
          break;
        }
      }
      if (changed) yield { userId, orders: valued(held, market) };
    }
  }
}

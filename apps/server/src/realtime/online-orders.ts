import { Decimal, formatMoneyAmount, type Order } from '@beurs/domain';
import type { MarketMemory, TickChanges } from '../market/market-memory';
import type { MarketSnapshot } from '../market/order-market';
import { toOrder } from '../orders/order-view';
import {
  currentClosingPrice,
  parsePosition,
  parsedPositionPnl,
  unrealisedPnl,
  type OrderRow,
  type ParsedPosition,
} from '../orders/position-valuation';
import { PositionJson } from './position-json';

/**
 * One held order: the row, its contract shape as far as prices cannot change it, and, for the
 * pushes of later ticks, its JSON: all of a pending order's, and an open position's without its
 * P&L and current price, with the figures those are computed from parsed. Made when the list
 * is read (on connect, after a change), so a tick only values and fills in.
 */
type HeldOrder = { row: OrderRow; shaped: Order } & ({ json: string; position?: undefined } | { json?: undefined; position: HeldPosition });

interface HeldPosition {
  json: PositionJson;
  parsed: ParsedPosition | null;
}

/**
 * What this process holds of one online user: the live order rows last read, newest first, each
 * in the contract's shape as far as prices cannot change it (all of a pending order; all but the
 * P&L and current price of an open position), and what their open positions are on.
 */
interface HeldOrders {
  rows: readonly HeldOrder[];
  openOn: ReadonlySet<string>;
}

/** Rows in the contract's shape, open positions valued against `market` (as `toOrder` values them). */
function valued(rows: ReadonlyArray<{ row: OrderRow; shaped: Order }>, market: MarketSnapshot): Order[] {
  const list: Order[] = [];
  for (const { row, shaped } of rows) {
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
 * One tick's valuation of the online lists as JSON: the same figures as `valued`, from the JSON
 * and parsed figures held per order, with each instrument's closing prices written once a tick.
 */
class TickValuation {
  /** Per instrument, its closing price as text for a long (the bid) and a short (the ask). */
  private readonly closingTexts = new Map<string, { buy: string; sell: string }>();

  constructor(private readonly market: MarketSnapshot) {}

  /** The `userOrders` argument's JSON text. */
  listJson(held: HeldOrders): string {
    let list = '';
    for (const order of held.rows) {
      const item = order.json ?? this.positionJson(order.row, order.position);
      if (item === null) continue;
      list = list === '' ? item : `${list},${item}`;
    }
    return `[${list}]`;
  }

  private positionJson(row: OrderRow, { json, parsed }: HeldPosition): string | null {
    const listed = this.market.listed.get(row.instrumentId);
    if (!listed) return null;
    const { instrument, quote } = listed;
    const pnl = parsed ? parsedPositionPnl(parsed, quote, this.market.rates) : Decimal.ZERO;
    let closing = this.closingTexts.get(row.instrumentId);
    if (!closing) {
      closing = { buy: quote.bid.toFixed(instrument.digits), sell: quote.ask.toFixed(instrument.digits) };
      this.closingTexts.set(row.instrumentId, closing);
    }
    return json.fill(formatMoneyAmount(pnl), closing[row.side]);
  }
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
    const market = this.market.market();
    const held: HeldOrders = {
      rows: rows.flatMap((row): HeldOrder[] => {
        const listed = market.listed.get(row.instrumentId);
        if (!listed) return [];
        const shaped = toOrder(row, listed.instrument, null);
        if (row.status !== 'open') return [{ row, shaped, json: JSON.stringify(shaped) }];
        return [{ row, shaped, position: { json: new PositionJson(shaped), parsed: parsePosition(row, listed.instrument) } }];
      }),
      openOn: new Set(rows.filter((row) => row.status === 'open').map((row) => row.instrumentId)),
    };
    this.held.set(userId, held);
    return valued(held.rows, market);
  }

  /** The rows as the contract's orders, valued now, without keeping them. */
  shape(rows: readonly OrderRow[]): Order[] {
    const market = this.market.market();
    return valued(
      rows.flatMap((row) => {
        const listed = market.listed.get(row.instrumentId);
        return listed ? [{ row, shaped: toOrder(row, listed.instrument, null) }] : [];
      }),
      market,
    );
  }

  /** Forgets a user who has no socket on this process any more. */
  drop(userId: string): void {
    this.held.delete(userId);
  }

  get size(): number {
    return this.held.size;
  }

  /**
   * The users whose figures a tick changed (an open position on an instrument it revalued), with
   * their lists valued anew as the JSON text of the `userOrders` argument.
   */
  *revalued(changes: TickChanges): Generator<{ userId: string; ordersJson: string }> {
    if (changes.revalued.size === 0) return;
    const valuation = new TickValuation(this.market.market());
    for (const [userId, held] of this.held) {
      let changed = false;
      for (const instrumentId of held.openOn) {
        if (changes.revalued.has(instrumentId)) {
          changed = true;
          break;
        }
      }
      if (changed) yield { userId, ordersJson: valuation.listJson(held) };
    }
  }
}

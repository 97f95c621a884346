import { isMarginCloseOutDue, type Decimal } from '@beurs/domain';
import type { CurrentQuote } from '../market/market-data';
import type { MarketMemory, PriceEstimate, TickChanges } from '../market/market-memory';
import { valueAccount, valuePositions } from './account-valuation';
import { isExpired, isPendingTriggered, protectionHit, trailedStopLevel, trailingMoveLevel } from './order-triggers';
import type { OrderRow } from './position-valuation';
import { TriggerLadder, type CrossingDirection } from './trigger-ladder';

/** A level in the order ladders: the order it belongs to (`id`) and its account. */
interface OrderLevel {
  level: number;
  id: string;
  userId: string;
}

/** Which quote side a level is compared with, and which way. */
type LadderKey = `${'bid' | 'ask'}:${CrossingDirection}`;
const LADDER_KEYS: readonly LadderKey[] = ['bid:atOrBelow', 'bid:atOrAbove', 'ask:atOrBelow', 'ask:atOrAbove'];

/** An account's open positions on one instrument, summed as doubles for the quick close-out estimate. */
interface Exposure {
  /** The instrument's current figures, updated in place by each tick. */
  price: PriceEstimate;
  /** Σ volume × contract size of the longs, and Σ of the same times their open prices. */
  longUnits: number;
  longCost: number;
  shortUnits: number;
  shortCost: number;
  positions: number;
}

/** What the index holds of one account with live orders. */
interface IndexedAccount {
  userId: string;
  /** The pass that last estimated this account, so a pass estimates each account once. */
  estimatedIn: number;
  balance: Decimal;
  balanceEstimate: number;
  orders: OrderRow[];
  exposures: Map<string, Exposure>;
  /** The same exposures, for iterating without an iterator object on the hot path. */
  exposureList: Exposure[];
  /** An open position on an instrument the market memory does not know: the estimate then always says "look". */
  unknownInstrument: boolean;
  usedMarginEstimate: number;
  openPositions: number;
}

/**
 * A level to put in a ladder: for a pending order its trigger, for a position its stop-loss and
 * take-profit, and for a trailing stop the price at which it moves.
 */
function levelsOf(row: OrderRow): Array<{ key: LadderKey; level: number }> {
  const long = row.side === 'buy';
  if (row.status === 'pending') {
    if (row.price === null || row.type === 'market') return [];
    // A buy fills at the ask, a sell at the bid; a limit waits for a better price, a stop for a
    // worse one. A stop-limit waits at its stop like a stop until the stop is reached, then at its
    // limit like a limit.
    const side = long ? 'ask' : 'bid';
    const worksAsLimit = row.type === 'limit' || (row.type === 'stop_limit' && row.triggeredAt !== null);
    const level = row.type === 'stop_limit' && row.triggeredAt !== null ? row.limitPrice : row.price;
    if (level === null) return [];
    const direction: CrossingDirection = worksAsLimit === long ? 'atOrBelow' : 'atOrAbove';
    return [{ key: `${side}:${direction}`, level: Number(level) }];
  }
  // A long closes at the bid, a short at the ask.
  const side = long ? 'bid' : 'ask';
  const levels: Array<{ key: LadderKey; level: number }> = [];
  if (row.stopLoss !== null) levels.push({ key: `${side}:${long ? 'atOrBelow' : 'atOrAbove'}`, level: Number(row.stopLoss) });
  if (row.takeProfit !== null) levels.push({ key: `${side}:${long ? 'atOrAbove' : 'atOrBelow'}`, level: Number(row.takeProfit) });
  if (row.trailingDistance !== null) {
    // A trailing stop moves once the price goes a distance beyond it: the stop is then settled
    // (moved and written) like a trigger. Without a level yet, any price moves it.
    const moves = trailingMoveLevel(row);
    const level = moves === null ? (long ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY) : Number(moves.toString());
    levels.push({ key: `${side}:${long ? 'atOrAbove' : 'atOrBelow'}`, level });
  }
  return levels;
}

/**
 * The lease holder's derived index of live orders, which lets a tick look only at what it may
 * have changed: pending triggers, stop-losses and take-profits sit in sorted ladders per
 * instrument and quote side, so a moved quote finds the levels it crossed by binary search; and
 * each account's equity and used margin are estimated in doubles from per-instrument sums, so the
 * 50% close-out is looked for in microseconds.
 *
 * The index only proposes: every account it names is checked again exactly here (decimal
 * arithmetic, as the scanning engine does), and then settled in a database transaction under the
 * account's lock, which decides what happens. It is rebuilt from PostgreSQL and replaced account
 * by account when an account changes; it never writes.
 */
export class LiveOrderIndex {
  private readonly accounts = new Map<string, IndexedAccount>();
  private readonly ladders = new Map<string, Map<LadderKey, TriggerLadder<OrderLevel>>>();
  /** Accounts with open positions, per instrument. */
  private readonly holders = new Map<string, Set<IndexedAccount>>();
  /**
   * Pending orders that expire, by when (ms since the epoch): a pass finds the ones due by binary
   * search, as it finds crossed prices, instead of looking at every pending order.
   */
  private readonly expiries = new TriggerLadder<OrderLevel>('atOrAbove');
  private passes = 0;

  /** `market` is the engine's own memory of instruments and quotes, which it feeds the ticks. */
  constructor(private readonly market: MarketMemory) {}

  /** How many accounts and live orders the index holds. */
  size(): { accounts: number; orders: number } {
    let orders = 0;
    for (const account of this.accounts.values()) orders += account.orders.length;
    return { accounts: this.accounts.size, orders };
  }

  /** Replaces what the index holds of an account with its live orders and balance as just read. */
  replaceAccount(userId: string, balance: Decimal, live: readonly OrderRow[]): void {
    this.removeAccount(userId);
    if (live.length === 0) return;
    const account: IndexedAccount = {
      userId,
      estimatedIn: 0,
      exposureList: [],
      balance,
      balanceEstimate: balance.toNumber(),
      orders: [...live],
      exposures: new Map(),
      unknownInstrument: false,
      usedMarginEstimate: 0,
      openPositions: 0,
    };
    for (const row of live) {
      for (const { key, level } of levelsOf(row)) this.ladder(row.instrumentId, key).add({ level, id: row.id, userId });
      if (row.status === 'pending' && row.expiresAt !== null) this.expiries.add({ level: row.expiresAt.getTime(), id: row.id, userId });
      if (row.status !== 'open' || row.openPrice === null) continue;
      const instrument = this.market.instrument(row.instrumentId);
      const price = this.market.estimate(row.instrumentId);
      if (!instrument || !price) {
        account.unknownInstrument = true;
        continue;
      }
      const units = Number(row.volume) * Number(instrument.contractSize);
      const exposure = account.exposures.get(row.instrumentId) ?? {
        price,
        longUnits: 0,
        longCost: 0,
        shortUnits: 0,
        shortCost: 0,
        positions: 0,
      };
      if (row.side === 'buy') {
        exposure.longUnits += units;
        exposure.longCost += units * Number(row.openPrice);
      } else {
        exposure.shortUnits += units;
        exposure.shortCost += units * Number(row.openPrice);
      }
      exposure.positions += 1;
      if (!account.exposures.has(row.instrumentId)) account.exposureList.push(exposure);
      account.exposures.set(row.instrumentId, exposure);
      account.usedMarginEstimate += Number(row.margin);
      account.openPositions += 1;
      let holders = this.holders.get(row.instrumentId);
      if (!holders) this.holders.set(row.instrumentId, (holders = new Set()));
      holders.add(account);
    }
    this.accounts.set(userId, account);
  }

  removeAccount(userId: string): void {
    const account = this.accounts.get(userId);
    if (!account) return;
    for (const row of account.orders) {
      for (const { key, level } of levelsOf(row)) this.ladders.get(row.instrumentId)?.get(key)?.remove(level, row.id);
      if (row.status === 'pending' && row.expiresAt !== null) this.expiries.remove(row.expiresAt.getTime(), row.id);
    }
    for (const instrumentId of account.exposures.keys()) this.holders.get(instrumentId)?.delete(account);
    this.accounts.delete(userId);
  }

  /**
   * The accounts a tick must settle: those with a pending order, stop-loss or take-profit that
   * the new quotes crossed on a market open now, or a trailing stop they moved, those the 50% close-out is due for after
   * their instruments or conversion rates moved, and those with a pending order whose expiry is
   * at or before `at` (whatever its market). Each is confirmed exactly before it is named.
   */
  accountsToSettle(changes: TickChanges, isOpen: (instrumentId: string) => boolean, at: Date): Set<string> {
    const due = new Set<string>();
    this.expiries.crossedBy(at.getTime(), (entry) => {
      if (due.has(entry.userId)) return;
      const row = this.accounts.get(entry.userId)?.orders.find((order) => order.id === entry.id);
      if (row && isExpired(row, at)) due.add(entry.userId);
    });
    for (const instrumentId of changes.moved) {
      const ladders = this.ladders.get(instrumentId);
      const quote = this.market.quote(instrumentId);
      if (!ladders || !quote || !isOpen(instrumentId)) continue;
      for (const [key, ladder] of ladders) {
        const price = (key.startsWith('bid') ? quote.bid : quote.ask).toNumber();
        ladder.crossedBy(price, (entry) => {
          if (due.has(entry.userId)) return;
          const row = this.accounts.get(entry.userId)?.orders.find((order) => order.id === entry.id);
          if (row && this.isTriggered(row, quote)) due.add(entry.userId);
        });
      }
    }
    // Each account holding something the tick revalued, once: the estimate in doubles, then the exact test if it says "look".
    const pass = (this.passes += 1);
    for (const instrumentId of changes.revalued) {
      const holders = this.holders.get(instrumentId);
      if (!holders) continue;
      for (const account of holders) {
        if (account.estimatedIn === pass) continue;
        account.estimatedIn = pass;
        if (!due.has(account.userId) && this.mayBeCloseOutDue(account) && this.isCloseOutDue(account)) due.add(account.userId);
      }
    }
    return due;
  }

  /** The scanning engine's test for one account, exactly: for accounts whose orders just changed. */
  needsSettlement(userId: string, isOpen: (instrumentId: string) => boolean, at: Date): boolean {
    const account = this.accounts.get(userId);
    if (!account) return false;
    if (account.orders.some((row) => isExpired(row, at))) return true;
    const triggered = account.orders.some((row) => {
      const quote = this.market.quote(row.instrumentId);
      return quote !== undefined && isOpen(row.instrumentId) && this.isTriggered(row, quote);
    });
    return triggered || this.isCloseOutDue(account);
  }

  private isTriggered(row: OrderRow, quote: CurrentQuote): boolean {
    if (row.status === 'pending') return isPendingTriggered(row, quote);
    return protectionHit(row, quote) !== null || trailedStopLevel(row, quote) !== null;
  }

  /**
   * The close-out test in doubles, leaning towards yes: it may name an account whose exact
   * figures are a cent or so above the line (each position's P&L is rounded to the cent), never
   * miss one below it.
   */
  private mayBeCloseOutDue(account: IndexedAccount): boolean {
    if (account.openPositions === 0) return false;
    if (account.unknownInstrument) return true;
    let equity = account.balanceEstimate;
    let magnitude = Math.abs(account.balanceEstimate) + account.usedMarginEstimate;
    for (let index = 0; index < account.exposureList.length; index += 1) {
      const exposure = account.exposureList[index] as Exposure;
      const { bid, ask, rate } = exposure.price;
      const pnl = (exposure.longUnits * bid - exposure.longCost + exposure.shortCost - exposure.shortUnits * ask) * rate;
      if (!Number.isFinite(pnl)) return true;
      equity += pnl;
      magnitude += Math.abs(exposure.longCost + exposure.shortCost) * rate;
    }
    const slack = 0.01 * account.openPositions + magnitude * 1e-9;
    return equity * 2 <= account.usedMarginEstimate + slack * 2;
  }

  private isCloseOutDue(account: IndexedAccount): boolean {
    if (account.openPositions === 0) return false;
    const open = account.orders.filter((row) => row.status === 'open');
    const market = this.market.market();
    const valued = valueAccount(account.balance, valuePositions(open, market.listed, market.rates));
    return isMarginCloseOutDue({ equity: valued.metrics.equity, usedMargin: valued.usedMargin });
  }

  private ladder(instrumentId: string, key: LadderKey): TriggerLadder<OrderLevel> {
    let ladders = this.ladders.get(instrumentId);
    if (!ladders) {
      ladders = new Map(
        LADDER_KEYS.map((each) => [each, new TriggerLadder<OrderLevel>(each.endsWith('atOrBelow') ? 'atOrBelow' : 'atOrAbove')]),
      );
      this.ladders.set(instrumentId, ladders);
    }
    return ladders.get(key) as TriggerLadder<OrderLevel>;
  }
}

import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { Decimal, LEVERAGE_CAPS, type Order } from '@beurs/domain';
import { instruments, ledgerEntries, notifications, orders, users } from '../../src/db/schema/index';
import type { EngineReport } from '../../src/app-context';
import { quoteOf } from '../market/test-quotes';
import type { TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from './test-trader';

/**
 * The scenarios of the order engine's differential test, played in step on two brokers (the
 * scanning oracle and the indexed engine) whatever the price source: orders with stop-losses and
 * take-profits, pending orders (stop-limits and expiring ones among them), closes and partial
 * closes, changed levels, trailing stops, price moves and ticks. How prices move and how a tick
 * runs is the source's business (`ScenarioMarket`, `DifferentialBroker`).
 */

/** The smallest lot a scenario trades: four volume steps, so each quarter of it can be closed alone. */
const MIN_LOT = '0.04';

export type Command =
  | {
      kind: 'market';
      trader: number;
      instrument: number;
      side: 'buy' | 'sell';
      lots: number;
      stopLoss: number | null;
      takeProfit: number | null;
    }
  | {
      kind: 'pending';
      trader: number;
      instrument: number;
      side: 'buy' | 'sell';
      type: 'limit' | 'stop' | 'stop_limit';
      distance: number;
      /** A stop-limit's limit beyond its stop, in thousandths of the price. */
      limitBeyond: number;
      lots: number;
      stopLoss: number | null;
      /** Seconds until the order expires; null for gtc. */
      expiresIn: number | null;
    }
  | { kind: 'close'; trader: number; pick: number }
  | { kind: 'partial'; trader: number; pick: number; quarters: number }
  | { kind: 'modify'; trader: number; pick: number; stopLoss: number | null; takeProfit: number | null }
  | { kind: 'trail'; trader: number; pick: number; distance: number | null }
  | { kind: 'move'; instrument: number; steps: number }
  /** The clock moves `seconds` (one when absent) and the market ticks. */
  | { kind: 'tick'; seconds?: number };

/** What commands a source's scenarios are made of. */
export interface CommandOptions {
  traders: number;
  instruments: number;
  /** Whether the scenario moves prices itself; a replay's prices move with the clock instead. */
  moves: boolean;
  /** Seconds a tick moves the clock; one when absent. */
  tickSeconds?: fc.Arbitrary<number>;
}

/** One step of a scenario, drawn as the engine's differential test always drew them. */
export function commandArbitrary({ traders, instruments, moves, tickSeconds }: CommandOptions): fc.Arbitrary<Command> {
  /** A distance from the price, in thousandths of it. */
  const distance = fc.integer({ min: 2, max: 30 });
  /** Half the positions go without a stop-loss or take-profit, so that losses run on to the close-out. */
  const protection = fc.option(distance, { freq: 2 });
  const tick: fc.Arbitrary<Command> = tickSeconds
    ? fc.record({ kind: fc.constant('tick' as const), seconds: tickSeconds })
    : fc.constant({ kind: 'tick' as const });
  return fc.oneof(
    fc.record({
      kind: fc.constant('market' as const),
      trader: fc.nat(traders - 1),
      instrument: fc.nat(instruments - 1),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      lots: fc.integer({ min: 1, max: 4 }),
      stopLoss: protection,
      takeProfit: protection,
    }),
    fc.record({
      kind: fc.constant('pending' as const),
      trader: fc.nat(traders - 1),
      instrument: fc.nat(instruments - 1),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      type: fc.constantFrom('limit' as const, 'stop' as const, 'stop_limit' as const),
      distance: fc.integer({ min: 2, max: 15 }),
      limitBeyond: fc.integer({ min: 0, max: 6 }),
      lots: fc.integer({ min: 1, max: 4 }),
      stopLoss: protection,
      // A scenario lasts a few ticks of a second each: expiries of seconds fall within it.
      expiresIn: fc.option(fc.integer({ min: 1, max: 12 }), { freq: 2 }),
    }),
    fc.record({ kind: fc.constant('close' as const), trader: fc.nat(traders - 1), pick: fc.nat(20) }),
    fc.record({
      kind: fc.constant('partial' as const),
      trader: fc.nat(traders - 1),
      pick: fc.nat(20),
      quarters: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      kind: fc.constant('modify' as const),
      trader: fc.nat(traders - 1),
      pick: fc.nat(20),
      stopLoss: protection,
      takeProfit: protection,
    }),
    // Trailing stops, set (a distance in thousandths of the price) or cleared (null), weighted up so
    // that prices often move them.
    {
      arbitrary: fc.record({
        kind: fc.constant('trail' as const),
        trader: fc.nat(traders - 1),
        pick: fc.nat(20),
        distance: fc.option(fc.integer({ min: 1, max: 12 }), { freq: 5 }),
      }),
      weight: 2,
    },
    // Moves of up to 5% a step: enough to cross levels, exhaust margin and gap past a balance.
    ...(moves
      ? [
          {
            arbitrary: fc.record({
              kind: fc.constant('move' as const),
              instrument: fc.nat(instruments - 1),
              steps: fc.integer({ min: -25, max: 25 }),
            }),
            weight: 4,
          },
        ]
      : []),
    { arbitrary: tick, weight: 3 },
  );
}

/** One broker of the comparison: its server, and how the market ticks on it. */
export interface DifferentialBroker {
  server: TestServer;
  /** The market's tick at the server's clock (moved already) and the engine's pass after it. */
  tick(): Promise<EngineReport>;
}

/** How a source moves prices, on both brokers at once (they must see the same prices). */
export interface ScenarioMarket {
  readonly instruments: readonly string[];
  /**
   * Moves an instrument's price by `thousandths` of it on every broker; answers each broker's
   * engine pass when the move runs one (a live quote is settled as it is written), else null.
   */
  move(brokers: readonly DifferentialBroker[], instrumentId: string, thousandths: number): Promise<Array<EngineReport | null>>;
}

export interface InstrumentFacts {
  digits: number;
  leverage: number;
  /** A lot size that makes one lot worth roughly a few hundred euros of margin. */
  lot: Decimal;
}

/** Each instrument's digits, leverage cap and lot, from the server's catalogue and current quote. */
export async function loadFacts(server: TestServer, instrumentIds: readonly string[]): Promise<Map<string, InstrumentFacts>> {
  const facts = new Map<string, InstrumentFacts>();
  for (const id of instrumentIds) {
    const [row] = await server.context.db.select().from(instruments).where(eq(instruments.instrumentId, id));
    if (!row) throw new Error(`No instrument ${id}`);
    const leverage = LEVERAGE_CAPS[row.leverageClass];
    const quote = await quoteOf(server, id);
    // Margin of one lot ≈ 150 (quote currency) at today's price: volume = 150 × leverage / (price × contract size).
    const volume = Decimal.from(150 * leverage).div(quote.ask.mul(row.contractSize), 2, 'half-even');
    // At least 0.04, so that a quarter of a one-lot position is a volume a partial close can take.
    facts.set(id, { digits: row.digits, leverage, lot: volume.gt(MIN_LOT) ? volume : Decimal.from(MIN_LOT) });
  }
  return facts;
}

/** `price` moved by `thousandths`/1000 of itself, with the instrument's digits. */
export function shifted(price: Decimal, thousandths: number, digits: number): string {
  return price
    .mul(1000 + thousandths)
    .div(1000, digits, 'half-even')
    .toFixed(digits);
}

function factsOf(facts: ReadonlyMap<string, InstrumentFacts>, instrumentId: string): InstrumentFacts {
  const found = facts.get(instrumentId);
  if (!found) throw new Error(`No facts for ${instrumentId}`);
  return found;
}

/** The body of a close, partial close or modification of order `id`, from its row as it is now. */
async function changeOf(
  server: TestServer,
  facts: ReadonlyMap<string, InstrumentFacts>,
  step: Extract<Command, { pick: number }>,
  id: string,
): Promise<Record<string, unknown>> {
  if (step.kind === 'close') return { id };
  const [row] = await server.context.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`No order ${id}`);
  if (step.kind === 'partial') {
    // A quarter step of the volume, down to the lot step; a full or empty one is answered as such.
    return { id, volume: Decimal.from(row.volume).mul(step.quarters).div(4, 2, 'floor').toFixed(2) };
  }
  const { digits } = factsOf(facts, row.instrumentId);
  const quote = await quoteOf(server, row.instrumentId);
  const long = row.side === 'buy';
  if (step.kind === 'trail') {
    if (step.distance === null) return { id, trailing_distance: null };
    const distance = quote.bid.mul(step.distance).div(1000, digits, 'half-even');
    return {
      id,
      trailing_distance: distance.isPositive()
        ? distance.toFixed(digits)
        : Decimal.from(1)
            .div(10 ** digits, digits)
            .toFixed(digits),
    };
  }
  // Levels around the price the position closes at, or a pending order's price: some are refused, on both brokers alike.
  const reference = row.status === 'pending' && row.price !== null ? Decimal.from(row.price) : long ? quote.bid : quote.ask;
  return {
    id,
    sl: step.stopLoss === null ? null : shifted(reference, (long ? -1 : 1) * step.stopLoss, digits),
    tp: step.takeProfit === null ? null : shifted(reference, (long ? 1 : -1) * step.takeProfit, digits),
  };
}

/** The body of a market or pending order, from the broker's current quote. */
async function openingOf(
  server: TestServer,
  facts: ReadonlyMap<string, InstrumentFacts>,
  step: Extract<Command, { kind: 'market' | 'pending' }>,
  id: string,
): Promise<Record<string, unknown>> {
  const { digits, leverage, lot } = factsOf(facts, id);
  const quote = await quoteOf(server, id);
  const long = step.side === 'buy';
  const body: Record<string, unknown> = { instrument_id: id, side: step.side, volume: lot.mul(step.lots).toFixed(2), leverage };
  let reference = long ? quote.ask : quote.bid;
  if (step.kind === 'pending') {
    // A limit waits for a better price than today's, a stop (and a stop-limit's stop) for a worse one.
    const better = step.type === 'limit';
    const price = shifted(reference, (better === long ? -1 : 1) * step.distance, digits);
    Object.assign(body, { type: step.type, price });
    reference = Decimal.from(price);
    if (step.type === 'stop_limit') {
      const limit = shifted(reference, (long ? 1 : -1) * step.limitBeyond, digits);
      body.limit_price = limit;
      reference = Decimal.from(limit);
    }
    if (step.expiresIn !== null)
      Object.assign(body, { expiry: 'date', expires_at: new Date(server.clock.now().getTime() + step.expiresIn * 1000).toISOString() });
  }
  if (step.stopLoss !== null) body.stop_loss = shifted(reference, (long ? -1 : 1) * step.stopLoss, digits);
  if (step.kind === 'market' && step.takeProfit !== null) body.take_profit = shifted(reference, (long ? 1 : -1) * step.takeProfit, digits);
  return body;
}

/** What one broker answered and did, step by step, to compare with the other's. */
export type Trace = Array<string | number | EngineReport>;

/** One broker's run of a scenario; order ids are kept per trader in the order they were placed. */
export interface Played {
  trace: Trace;
  traders: TestTrader[];
  placed: string[][];
}

/** Which accounts an engine pass looked at may differ between the engines; what it did may not. */
const decisions = (report: EngineReport): EngineReport => ({ ...report, settled: 0 });

/** A trader's step on one broker: the request's status, and the order it placed. */
async function traderStep(
  server: TestServer,
  facts: ReadonlyMap<string, InstrumentFacts>,
  market: ScenarioMarket,
  step: Exclude<Command, { kind: 'move' | 'tick' }>,
  trader: TestTrader,
  ids: string[],
): Promise<number | null> {
  // Each request a millisecond after the last, as in life: settlement takes an account's
  // pending orders oldest first, and orders placed in the same instant would fall back on
  // their random ids, which differ between the two brokers.
  server.clock.advance(1);
  if (step.kind === 'close' || step.kind === 'partial' || step.kind === 'modify' || step.kind === 'trail') {
    const id = ids[step.pick % Math.max(ids.length, 1)];
    if (id === undefined) return null;
    const response = await callApi(server, step.kind === 'close' || step.kind === 'partial' ? 'closeOrder' : 'modifyOrder', {
      trader,
      body: await changeOf(server, facts, step, id),
    });
    return response.statusCode;
  }
  const id = market.instruments[step.instrument] ?? (market.instruments[0] as string);
  const response = await callApi(server, 'openOrder', { trader, body: await openingOf(server, facts, step, id) });
  if (response.statusCode === 200) ids.push(response.json<{ order: Order }>().order.id);
  return response.statusCode;
}

/**
 * Plays one scenario on every broker in step: each command on the first broker, then on the
 * second, so that a price a source publishes once reaches both. A last tick settles what the
 * final prices call for.
 */
export async function playInStep(
  brokers: readonly DifferentialBroker[],
  market: ScenarioMarket,
  facts: ReadonlyMap<string, InstrumentFacts>,
  commands: readonly Command[],
  balances: readonly string[],
): Promise<Played[]> {
  const played: Played[] = [];
  for (const { server } of brokers) {
    const traders = await Promise.all(balances.map((balance) => createTrader(server, { balance })));
    played.push({ trace: [], traders, placed: traders.map(() => []) });
  }
  const tick = async (seconds: number) => {
    for (const [index, broker] of brokers.entries()) {
      broker.server.clock.advance(seconds * 1000);
      (played[index] as Played).trace.push(decisions(await broker.tick()));
    }
  };
  for (const step of [...commands, { kind: 'tick' as const }]) {
    if (step.kind === 'tick') {
      await tick(step.seconds ?? 1);
      continue;
    }
    if (step.kind === 'move') {
      const id = market.instruments[step.instrument] ?? (market.instruments[0] as string);
      const reports = await market.move(brokers, id, step.steps * 2);
      for (const [index, report] of reports.entries()) if (report) (played[index] as Played).trace.push(decisions(report));
      continue;
    }
    for (const [index, broker] of brokers.entries()) {
      const run = played[index] as Played;
      const status = await traderStep(
        broker.server,
        facts,
        market,
        step,
        run.traders[step.trader] as TestTrader,
        run.placed[step.trader] as string[],
      );
      if (status !== null) run.trace.push(status);
    }
  }
  return played;
}

/** What a trader's account came to: every order placed, the ledger in sequence, the notifications. */
export async function outcome(server: TestServer, trader: TestTrader, placed: readonly string[]) {
  const { db } = server.context;
  const rows = await Promise.all(placed.map(async (id) => (await db.select().from(orders).where(eq(orders.id, id)))[0]));
  // The closed parts of partial closes, named by the place of their position among the trader's orders.
  const parts = (await db.select().from(orders).where(eq(orders.userId, trader.userId)).orderBy(asc(orders.closedAt), asc(orders.volume)))
    .filter((row) => row.positionId !== null)
    .map((row) => ({
      position: placed.indexOf(row.positionId ?? ''),
      volume: row.volume,
      closePrice: row.closePrice,
      realisedPnl: row.realisedPnl,
      margin: row.margin,
      closeQuoteSource: row.closeQuoteSource,
    }));
  const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, trader.userId)).orderBy(asc(ledgerEntries.sequence));
  const [account] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, trader.userId));
  const notes = await db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, trader.userId));
  return {
    balance: account?.balance,
    orders: rows.map((row) => ({
      instrumentId: row?.instrumentId,
      status: row?.status,
      closeReason: row?.closeReason,
      openPrice: row?.openPrice,
      openQuoteSource: row?.openQuoteSource,
      closePrice: row?.closePrice,
      closeQuoteSource: row?.closeQuoteSource,
      realisedPnl: row?.realisedPnl,
      margin: row?.margin,
      volume: row?.volume,
      stopLoss: row?.stopLoss,
      takeProfit: row?.takeProfit,
      trailingDistance: row?.trailingDistance,
      limitPrice: row?.limitPrice,
      triggeredAt: row?.triggeredAt?.toISOString(),
      expiresAt: row?.expiresAt?.toISOString(),
      openedAt: row?.openedAt?.toISOString(),
      closedAt: row?.closedAt?.toISOString(),
    })),
    parts,
    ledger: ledger.map((entry) => ({
      sequence: entry.sequence,
      cause: entry.cause,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
    })),
    notifications: notes.map((note) => `${note.title}: ${note.body}`).sort(),
  };
}

export type Outcome = Awaited<ReturnType<typeof outcome>>;

/** How far a run of scenarios reached into the engine's decisions: the comparison proves little otherwise. */
export interface Reach {
  scenarios: number;
  settledSomething: number;
  filled: number;
  closed: number;
  closedOut: number;
  trailed: number;
  parts: number;
  trailingCloses: number;
  expired: number;
  triggered: number;
  stopLimitFills: number;
}

export function emptyReach(): Reach {
  return {
    scenarios: 0,
    settledSomething: 0,
    filled: 0,
    closed: 0,
    closedOut: 0,
    trailed: 0,
    parts: 0,
    trailingCloses: 0,
    expired: 0,
    triggered: 0,
    stopLimitFills: 0,
  };
}

/** Adds one scenario's trace and the oracle's outcomes to `reach`. */
export function addReach(reach: Reach, trace: Trace, outcomes: readonly Outcome[]): void {
  reach.scenarios += 1;
  for (const want of outcomes) {
    reach.parts += want.parts.length;
    reach.trailingCloses += want.orders.filter((order) => order.closeReason === 'trailing_stop').length;
    reach.stopLimitFills += want.orders.filter((order) => order.limitPrice && order.openPrice).length;
  }
  const reports = trace.filter((entry): entry is EngineReport => typeof entry === 'object');
  if (reports.some((entry) => entry.filled + entry.cancelled + entry.closed > 0)) reach.settledSomething += 1;
  for (const entry of reports) {
    reach.filled += entry.filled;
    reach.closed += entry.closed;
    reach.closedOut += entry.closedOut;
    reach.trailed += entry.trailed;
    reach.expired += entry.expired;
    reach.triggered += entry.triggered;
  }
}

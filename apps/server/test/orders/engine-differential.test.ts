import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, LEVERAGE_CAPS, type Order } from '@beurs/domain';
import { instruments, ledgerEntries, notifications, orders, users } from '../../src/db/schema/index';
import type { EngineReport } from '../../src/orders/engine-report';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { startTestServer, type TestServer } from '../test-server';
import { runScanningEngine } from './scanning-engine';
import { callApi, createTrader, type TestTrader } from './test-trader';

/**
 * The differential test of the order engine: the same random scenarios (orders with stop-losses
 * and take-profits, pending orders (stop-limits and orders that expire among them), closes and
 * partial closes, changed levels, trailing stops,
 * price paths wide enough for close-outs and negative balance protection) are played on two brokers, one settled by the scanning engine that reads
 * every live order on each tick (the oracle), one by the indexed engine; both must fill, cancel
 * and close the same orders at the same prices and write the same ledgers.
 */

/**
 * Instruments open at the test clock's instant, across asset classes and quote currencies, with
 * leverage high enough for a few moves to reach the close-out; EURUSD also moves the dollar's
 * conversion rate, so it revalues every dollar position.
 */
const INSTRUMENTS = ['EURUSD', 'USDJPY', 'US500', 'XAUUSD'] as const;
const TRADERS = 3;
/** The smallest lot a scenario trades: four volume steps, so each quarter of it can be closed alone. */
const MIN_LOT = '0.04';

type Command =
  | { kind: 'market'; trader: number; instrument: number; side: 'buy' | 'sell'; lots: number; stopLoss: number | null; takeProfit: number | null }
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
  | { kind: 'tick' };

/** A distance from the price, in thousandths of it. */
const distance = fc.integer({ min: 2, max: 30 });
/** Half the positions go without a stop-loss or take-profit, so that losses run on to the close-out. */
const protection = fc.option(distance, { freq: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('market' as const),
    trader: fc.nat(TRADERS - 1),
    instrument: fc.nat(INSTRUMENTS.length - 1),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    lots: fc.integer({ min: 1, max: 4 }),
    stopLoss: protection,
    takeProfit: protection,
  }),
  fc.record({
    kind: fc.constant('pending' as const),
    trader: fc.nat(TRADERS - 1),
    instrument: fc.nat(INSTRUMENTS.length - 1),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    type: fc.constantFrom('limit' as const, 'stop' as const, 'stop_limit' as const),
    distance: fc.integer({ min: 2, max: 15 }),
    limitBeyond: fc.integer({ min: 0, max: 6 }),
    lots: fc.integer({ min: 1, max: 4 }),
    stopLoss: protection,
    // A scenario lasts a few ticks of a second each: expiries of seconds fall within it.
    expiresIn: fc.option(fc.integer({ min: 1, max: 12 }), { freq: 2 }),
  }),
  fc.record({ kind: fc.constant('close' as const), trader: fc.nat(TRADERS - 1), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('partial' as const), trader: fc.nat(TRADERS - 1), pick: fc.nat(20), quarters: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('modify' as const), trader: fc.nat(TRADERS - 1), pick: fc.nat(20), stopLoss: protection, takeProfit: protection }),
  // Trailing stops, set (a distance in thousandths of the price) or cleared (null), weighted up so
  // that prices often move them.
  { arbitrary: fc.record({ kind: fc.constant('trail' as const), trader: fc.nat(TRADERS - 1), pick: fc.nat(20), distance: fc.option(fc.integer({ min: 1, max: 12 }), { freq: 5 }) }), weight: 2 },
  // Moves of up to 5% a step: enough to cross levels, exhaust margin and gap past a balance.
  { arbitrary: fc.record({ kind: fc.constant('move' as const), instrument: fc.nat(INSTRUMENTS.length - 1), steps: fc.integer({ min: -25, max: 25 }) }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'tick' as const }), weight: 3 },
);

interface Broker {
  server: TestServer;
  engine: (server: TestServer) => Promise<EngineReport>;
}

interface InstrumentFacts {
  digits: number;
  leverage: number;
  /** A lot size that makes one lot worth roughly a few hundred euros of margin. */
  lot: Decimal;
}

let oracle: Broker;
let subject: Broker;
const facts = new Map<string, InstrumentFacts>();

beforeAll(async () => {
  const [first, second] = await Promise.all([startTestServer(), startTestServer()]);
  oracle = { server: first, engine: (server) => runScanningEngine(server.context, server.clock.now()) };
  subject = { server: second, engine: (server) => runOrderEngine(server) };
  for (const id of INSTRUMENTS) {
    const [row] = await first.context.db.select().from(instruments).where(eq(instruments.instrumentId, id));
    if (!row) throw new Error(`No instrument ${id}`);
    const leverage = LEVERAGE_CAPS[row.leverageClass];
    const quote = await quoteOf(first, id);
    // Margin of one lot ≈ 150 (quote currency) at today's price: volume = 150 × leverage / (price × contract size).
    const volume = Decimal.from(150 * leverage).div(quote.ask.mul(row.contractSize), 2, 'half-even');
    // At least 0.04, so that a quarter of a one-lot position is a volume a partial close can take.
    facts.set(id, { digits: row.digits, leverage, lot: volume.gt(MIN_LOT) ? volume : Decimal.from(MIN_LOT) });
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([oracle?.server.close(), subject?.server.close()]);
});

function factsOf(instrumentId: string): InstrumentFacts {
  const found = facts.get(instrumentId);
  if (!found) throw new Error(`No facts for ${instrumentId}`);
  return found;
}

/** `price` moved by `thousandths`/1000 of itself, with the instrument's digits. */
function shifted(price: Decimal, thousandths: number, digits: number): string {
  return price.mul(1000 + thousandths).div(1000, digits, 'half-even').toFixed(digits);
}

/** The body of a close, partial close or modification of order `id`, from its row as it is now. */
async function changeOf(server: TestServer, step: Extract<Command, { pick: number }>, id: string): Promise<Record<string, unknown>> {
  if (step.kind === 'close') return { id };
  const [row] = await server.context.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`No order ${id}`);
  if (step.kind === 'partial') {
    // A quarter step of the volume, down to the lot step; a full or empty one is answered as such.
    return { id, volume: Decimal.from(row.volume).mul(step.quarters).div(4, 2, 'floor').toFixed(2) };
  }
  const { digits } = factsOf(row.instrumentId);
  const quote = await quoteOf(server, row.instrumentId);
  const long = row.side === 'buy';
  if (step.kind === 'trail') {
    if (step.distance === null) return { id, trailing_distance: null };
    const distance = quote.bid.mul(step.distance).div(1000, digits, 'half-even');
    return { id, trailing_distance: distance.isPositive() ? distance.toFixed(digits) : Decimal.from(1).div(10 ** digits, digits).toFixed(digits) };
  }
  // Levels around the price the position closes at, or a pending order's price: some are refused, on both brokers alike.
  const reference = row.status === 'pending' && row.price !== null ? Decimal.from(row.price) : long ? quote.bid : quote.ask;
  return {
    id,
    sl: step.stopLoss === null ? null : shifted(reference, (long ? -1 : 1) * step.stopLoss, digits),
    tp: step.takeProfit === null ? null : shifted(reference, (long ? 1 : -1) * step.takeProfit, digits),
  };
}

/** What one broker answered and did, step by step, to compare with the other's. */
type Trace = Array<string | number | EngineReport>;

/** Plays one scenario on one broker; order ids are kept per trader in the order they were placed. */
async function play(broker: Broker, commands: readonly Command[], balances: readonly string[]): Promise<{ trace: Trace; traders: TestTrader[]; placed: string[][] }> {
  const { server } = broker;
  const traders = await Promise.all(balances.map((balance) => createTrader(server, { balance })));
  const placed: string[][] = traders.map(() => []);
  const trace: Trace = [];
  for (const step of commands) {
    if (step.kind === 'tick') {
      server.clock.advance(1000);
      const report = await broker.engine(server);
      // Which accounts were looked at may differ; what was done may not.
      trace.push({ ...report, settled: 0 });
      continue;
    }
    if (step.kind === 'move') {
      const id = INSTRUMENTS[step.instrument] ?? 'EURUSD';
      const { digits } = factsOf(id);
      const quote = await quoteOf(server, id);
      const spread = quote.ask.sub(quote.bid);
      const bid = shifted(quote.bid, step.steps * 2, digits);
      await setQuote(server, id, { bid, ask: Decimal.from(bid).add(spread).toFixed(digits) });
      continue;
    }
    const trader = traders[step.trader] as TestTrader;
    // Each request a millisecond after the last, as in life: settlement takes an account's
    // pending orders oldest first, and orders placed in the same instant would fall back on
    // their random ids, which differ between the two brokers.
    server.clock.advance(1);
    if (step.kind === 'close' || step.kind === 'partial' || step.kind === 'modify' || step.kind === 'trail') {
      const ids = placed[step.trader] ?? [];
      const id = ids[step.pick % Math.max(ids.length, 1)];
      if (id === undefined) continue;
      const response = await callApi(server, step.kind === 'close' || step.kind === 'partial' ? 'closeOrder' : 'modifyOrder', {
        trader,
        body: await changeOf(server, step, id),
      });
      trace.push(response.statusCode);
      continue;
    }
    const id = INSTRUMENTS[step.instrument] ?? 'EURUSD';
    const { digits, leverage, lot } = factsOf(id);
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
      if (step.expiresIn !== null) Object.assign(body, { expiry: 'date', expires_at: new Date(server.clock.now().getTime() + step.expiresIn * 1000).toISOString() });
    }
    if (step.stopLoss !== null) body.stop_loss = shifted(reference, (long ? -1 : 1) * step.stopLoss, digits);
    if (step.kind === 'market' && step.takeProfit !== null) body.take_profit = shifted(reference, (long ? 1 : -1) * step.takeProfit, digits);
    const response = await callApi(server, 'openOrder', { trader, body });
    trace.push(response.statusCode);
    if (response.statusCode === 200) placed[step.trader]?.push(response.json<{ order: Order }>().order.id);
  }
  // A last tick, so what the final prices call for is settled on both.
  server.clock.advance(1000);
  trace.push({ ...(await broker.engine(server)), settled: 0 });
  return { trace, traders, placed };
}

/** What a trader's account came to: every order placed, the ledger in sequence, the notifications. */
async function outcome(server: TestServer, trader: TestTrader, placed: readonly string[]) {
  const { db } = server.context;
  const rows = await Promise.all(placed.map(async (id) => (await db.select().from(orders).where(eq(orders.id, id)))[0]));
  // The closed parts of partial closes, named by the place of their position among the trader's orders.
  const parts = (await db.select().from(orders).where(eq(orders.userId, trader.userId)).orderBy(asc(orders.closedAt), asc(orders.volume)))
    .filter((row) => row.positionId !== null)
    .map((row) => ({ position: placed.indexOf(row.positionId ?? ''), volume: row.volume, closePrice: row.closePrice, realisedPnl: row.realisedPnl, margin: row.margin }));
  const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, trader.userId)).orderBy(asc(ledgerEntries.sequence));
  const [account] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, trader.userId));
  const notes = await db.select({ title: notifications.title, body: notifications.body }).from(notifications).where(eq(notifications.userId, trader.userId));
  return {
    balance: account?.balance,
    orders: rows.map((row) => ({
      status: row?.status,
      closeReason: row?.closeReason,
      openPrice: row?.openPrice,
      closePrice: row?.closePrice,
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
    ledger: ledger.map((entry) => ({ sequence: entry.sequence, cause: entry.cause, amount: entry.amount, balanceAfter: entry.balanceAfter })),
    notifications: notes.map((note) => `${note.title}: ${note.body}`).sort(),
  };
}

describe('order engine, differential', () => {
  it('fills, cancels and closes exactly what the scanning engine does, with the same ledger', async () => {
    let scenarios = 0;
    let settledSomething = 0;
    const totals = { filled: 0, closed: 0, closedOut: 0, trailed: 0, parts: 0, trailingCloses: 0, expired: 0, triggered: 0, stopLimitFills: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 15, maxLength: 40 }),
        fc.array(fc.constantFrom('300', '600', '2000'), { minLength: TRADERS, maxLength: TRADERS }),
        async (commands, balances) => {
          scenarios += 1;
          const [expected, actual] = [await play(oracle, commands, balances), await play(subject, commands, balances)];
          expect(actual.trace).toEqual(expected.trace);
          for (let index = 0; index < TRADERS; index += 1) {
            const want = await outcome(oracle.server, expected.traders[index] as TestTrader, expected.placed[index] ?? []);
            const got = await outcome(subject.server, actual.traders[index] as TestTrader, actual.placed[index] ?? []);
            expect(got).toEqual(want);
            totals.parts += want.parts.length;
            totals.trailingCloses += want.orders.filter((order) => order.closeReason === 'trailing_stop').length;
            totals.stopLimitFills += want.orders.filter((order) => order.limitPrice && order.openPrice).length;
          }
          if (expected.trace.some((entry) => typeof entry === 'object' && entry.filled + entry.cancelled + entry.closed > 0)) settledSomething += 1;
          for (const entry of expected.trace) {
            if (typeof entry !== 'object') continue;
            totals.filled += entry.filled;
            totals.closed += entry.closed;
            totals.closedOut += entry.closedOut;
            totals.trailed += entry.trailed;
            totals.expired += entry.expired;
            totals.triggered += entry.triggered;
          }
        },
      ),
      // A fixed seed: the checks below need these runs to reach stop moves, trailing-stop closes,
      // partial closes, stop-limit fills and expiries, which 25 random runs do not always. DIFFERENTIAL_SEED explores others.
      { numRuns: 25, endOnFailure: true, seed: Number(process.env.DIFFERENTIAL_SEED ?? 20261124) },
    );
    // The scenarios must reach the engine's decisions, or the comparison proves little.
    expect(scenarios).toBe(25);
    expect(settledSomething).toBeGreaterThan(5);
    expect(totals.filled).toBeGreaterThan(0);
    expect(totals.closed).toBeGreaterThan(0);
    expect(totals.closedOut).toBeGreaterThan(0);
    expect(totals.trailed).toBeGreaterThan(0);
    expect(totals.trailingCloses).toBeGreaterThan(0);
    expect(totals.parts).toBeGreaterThan(0);
    expect(totals.expired).toBeGreaterThan(0);
    expect(totals.triggered).toBeGreaterThan(0);
    expect(totals.stopLimitFills).toBeGreaterThan(0);
  }, 600_000);
});

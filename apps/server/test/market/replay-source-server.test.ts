import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, symbolsResponse, type MarketSymbol } from '@beurs/domain';
import { candles, quotes } from '../../src/db/schema/index';
import { importDukascopy } from '../../src/market/replay/import-dukascopy';
import { adoptReplayedHistory } from '../../src/tick/replay-history';
import { tickMarket } from '../../src/tick/tick-market';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader } from '../orders/test-trader';
import { parseCliArgs, runCommand } from '../../src/cli/run-cli';
import { writeSourceHealth } from '../../src/market/sources/source-health-store';
import { operatorContext } from '../cli/operator-fixture';
import { eurusdBars, FIRST_DAY, LAST_DAY, writeRecordedWeeks } from './replay/recorded-weeks';

/**
 * EURUSD replayed from recorded one-minute bars (three weeks of November 2025, ten bars from
 * 10:00 UTC each weekday; see replay/recorded-weeks.ts), with the week of Wednesday 2025-11-12
 * playing as the test clock's week (Monday 2026-11-23): Tuesday 2026-11-24 plays 2025-11-11.
 */
let server: TestServer;
let cacheFolder: string;

beforeAll(async () => {
  server = await startTestServer({ market: { sources: { assign: { EURUSD: 'replay:dukascopy' }, replayDay: '2025-11-12' } } });
  cacheFolder = mkdtempSync(join(tmpdir(), 'beurs-replay-server-'));
  writeRecordedWeeks(cacheFolder);
  // Imported after the server started, as an operator would: the next tick finds it.
  await importDukascopy({
    db: server.context.db,
    dataset: 'dukascopy',
    instrumentId: 'EURUSD',
    from: FIRST_DAY,
    to: LAST_DAY,
    timeframe: 'm1',
    cacheFolder,
  });
});
afterAll(async () => {
  await server.close();
  rmSync(cacheFolder, { recursive: true, force: true });
});

async function symbolOf(instrumentId: string): Promise<MarketSymbol> {
  const response = await callApi(server, 'getSymbols', { trader: await createTrader(server) });
  const symbol = symbolsResponse.parse(response.json()).symbols.find((one) => one.instrument_id === instrumentId);
  if (!symbol) throw new Error(`${instrumentId} is not listed`);
  return symbol;
}

describe('a replay of recorded history as a price source', () => {
  it('quotes the recorded bar that plays now, says which day, and charts the recorded history', async () => {
    server.clock.set('2026-11-24T10:05:30.000Z');
    const adopted = await adoptReplayedHistory(server.context, undefined, Date.parse('2026-11-23T14:30:00.000Z'));
    expect(adopted).toEqual(['EURUSD']);
    await tickMarket(server.context, server.clock.now());

    const [row] = await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, 'EURUSD'));
    expect(row?.source).toBe('replay:dukascopy');
    // Within the recorded 10:05 bar of 2025-11-11 (bid low to ask high), at least EURUSD's spread wide.
    const bar = eurusdBars('2025-11-11')[5];
    const bid = Decimal.from(row?.bid ?? '0');
    const ask = Decimal.from(row?.ask ?? '0');
    expect(bid.gte(Decimal.from(bar?.bid[2] ?? '9'))).toBe(true);
    expect(ask.lte(Decimal.from(bar?.ask[1] ?? '0'))).toBe(true);
    expect(ask.sub(bid).gte('0.00008')).toBe(true);

    const symbol = await symbolOf('EURUSD');
    expect(symbol.price_source).toEqual({
      id: 'replay:dukascopy',
      kind: 'replay',
      provider: 'Dukascopy',
      state: 'ok',
      replay_of: '2025-11-11',
      fallback_since: null,
    });

    // The chart: the recorded minutes as they play this week, nothing simulated left.
    const minutes = await server.context.db
      .select()
      .from(candles)
      .where(
        and(eq(candles.instrumentId, 'EURUSD'), eq(candles.resolution, '1m'), eq(candles.time, Date.parse('2026-11-24T10:00:00.000Z'))),
      );
    expect(minutes[0]?.source).toBe('replay:dukascopy');
    const simulated = await server.context.db
      .select()
      .from(candles)
      .where(and(eq(candles.instrumentId, 'EURUSD'), eq(candles.source, 'simulated')));
    expect(simulated).toEqual([]);
    // Once only.
    expect(await adoptReplayedHistory(server.context)).toEqual([]);
  });

  it('fills at the replayed bid and ask and records the source on the fill', async () => {
    server.clock.set('2026-11-24T10:07:00.000Z');
    await tickMarket(server.context, server.clock.now());
    const [row] = await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, 'EURUSD'));
    const trader = await createTrader(server);
    const opened = await callApi(server, 'openOrder', {
      trader,
      body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { order } = opened.json() as { order: { open_price: string; open_quote: { source: string } } };
    expect(order.open_price).toBe(Decimal.from(row?.ask ?? '0').toFixed(5));
    expect(order.open_quote.source).toBe('replay:dukascopy');
  });

  it('quotes nothing where the recording has nothing, so the price ages rather than being invented', async () => {
    const before = (await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, 'EURUSD')))[0];
    server.clock.set('2026-11-24T13:00:00.000Z');
    const report = await tickMarket(server.context, server.clock.now());
    expect(report.ticked).not.toContain('EURUSD');
    expect((await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, 'EURUSD')))[0]).toEqual(before);
  });
});

describe('market sources (operator command)', () => {
  it("lists each source's health and each instrument's configured source, price origin and state", async () => {
    server.clock.set('2026-11-24T10:08:00.000Z');
    await tickMarket(server.context, server.clock.now());
    await writeSourceHealth(server.context.db, server.context.priceSources.health(), server.clock.now());
    const { positionals, values } = parseCliArgs(['market', 'sources']);
    const output = await runCommand(operatorContext(server, 'tester'), positionals, values);
    expect(output).toMatch(/^replay:dukascopy\s+ok\s+—\s+—\s+0\s+0s ago\s+week of 2025-11-12 plays as this week$/m);
    expect(output).toMatch(/^simulated\s+ok/m);
    expect(output).toMatch(/^EURUSD\s+forex\s+replay:dukascopy\s+replay:dukascopy\s+ok\s+0s$/m);
    expect(output).toMatch(/^AAPL\s+stock\s+simulated\s+simulated\s+/m);
  });
});

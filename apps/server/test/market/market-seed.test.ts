import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candles, earningsReports, economicEvents, instruments, news, quotes } from '../../src/db/schema/index';
import { seedContent } from '../../src/seed/content-seed';
import { seedMarket } from '../../src/seed/market-seed';
import { HISTORY_TARGETS } from '../../src/market/history-generator';
import { loadSymbolHistory } from '../../src/market/symbol-history';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function counts() {
  const db = server.context.db;
  const count = async (
    table: typeof instruments | typeof quotes | typeof candles | typeof news | typeof economicEvents | typeof earningsReports,
  ) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    instruments: await count(instruments),
    quotes: await count(quotes),
    candles: await count(candles),
    news: await count(news),
    economic: await count(economicEvents),
    earnings: await count(earningsReports),
  };
}

describe('market and content seed', () => {
  it('seeds every instrument with a quote and history, and changes nothing when run again', async () => {
    const before = await counts();
    expect(before.instruments).toBeGreaterThanOrEqual(100);
    expect(before.quotes).toBe(before.instruments);
    expect(before.candles).toBeGreaterThan(400_000);
    expect(before.news).toBeGreaterThan(5);
    expect(before.economic).toBeGreaterThan(20);
    expect(before.earnings).toBeGreaterThan(10);
    server.clock.advance(3600_000);
    await seedMarket(server.context);
    await seedContent(server.context);
    expect(await counts()).toEqual(before);
  });
});

describe('the seeded history', () => {
  it('gives every instrument at least 2,000 minutes at 1m', async () => {
    const rows = await server.context.database.query<{ instrument_id: string; n: number }>(
      `select i.instrument_id, count(c.time)::int as n from instruments i left join candles c on c.instrument_id = i.instrument_id and c.resolution = '1m' group by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(100);
    for (const row of rows) expect(row.n, row.instrument_id).toBeGreaterThanOrEqual(HISTORY_TARGETS['1m']);
  });

  it.each(['AAPL', '7203.T', 'CORN', 'EURUSD', 'BTCUSD', 'JPN225', 'GER40', 'XAUUSD'])(
    'charts at least 300 candles of %s at every resolution from the first start',
    async (instrumentId) => {
      for (const resolution of ['5m', '15m', '1h', '4h', '1d', '1w'] as const) {
        const history = await loadSymbolHistory(server.context.db, { instrumentId, resolution, now: server.clock.now() });
        expect(history.history.length, resolution).toBeGreaterThanOrEqual(HISTORY_TARGETS[resolution]);
      }
    },
  );
});

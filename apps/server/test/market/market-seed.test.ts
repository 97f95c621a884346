import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candles, earningsReports, economicEvents, instruments, news, quotes } from '../../src/db/schema/index';
import { seedContent } from '../../src/seed/content-seed';
import { seedMarket } from '../../src/seed/market-seed';
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
  const count = async (table: typeof instruments | typeof quotes | typeof candles | typeof news | typeof economicEvents | typeof earningsReports) => {
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
    expect(before.candles).toBeGreaterThan(50_000);
    expect(before.news).toBeGreaterThan(5);
    expect(before.economic).toBeGreaterThan(20);
    expect(before.earnings).toBeGreaterThan(10);
    server.clock.advance(3600_000);
    await seedMarket(server.context);
    await seedContent(server.context);
    expect(await counts()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments } from '../../src/db/schema/index';
import { loadConversionRates } from '../../src/market/conversion-rates';
import { readForOpen } from '../../src/orders/trade-reads';
import { startTestServer, type TestServer } from '../test-server';
import { createTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("a trade's read", () => {
  it('converts every listed instrument at the rate the whole forex table gives, from the few pairs it reads', async () => {
    const trader = await createTrader(server);
    const everyPair = await loadConversionRates(server.context.db);
    const listed = await server.context.db.select({ id: instruments.instrumentId, currency: instruments.currency }).from(instruments);
    const currencies = new Set<string>();
    for (const instrument of listed) {
      const read = await readForOpen(server.context, server.context.db, {
        userId: trader.userId,
        instrumentId: instrument.id,
        clientOrderId: null,
      });
      expect(read.quoteRow?.instrumentId, instrument.id).toBe(instrument.id);
      expect(read.rates.toAccount(instrument.currency).toString(), `${instrument.id} in ${instrument.currency}`).toBe(
        everyPair.toAccount(instrument.currency).toString(),
      );
      currencies.add(instrument.currency);
    }
    // The catalogue quotes in several currencies, some of them without a pair with the euro.
    expect(currencies.size).toBeGreaterThan(3);
  });
});

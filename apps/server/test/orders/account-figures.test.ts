import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, accountFigures, type Order } from '@beurs/domain';
import { computeAccountFigures } from '../../src/orders/account-figures';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf, setQuote } from '../market/test-quotes';
import { callApi, createTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('computeAccountFigures', () => {
  it('is the balance alone without open positions', async () => {
    const trader = await createTrader(server, { balance: '2500' });
    const figures = await computeAccountFigures(server.context.db, trader.userId);
    expect(figures).toEqual({
      currency: 'EUR',
      balance: '2500.00',
      equity: '2500.00',
      margin: '0.00',
      free_margin: '2500.00',
      margin_level: null,
      unrealised_pnl: '0.00',
    });
  });

  it('adds margin and unrealised P&L of open positions at the current quotes, converted to EUR', async () => {
    const trader = await createTrader(server, { balance: '10000' });
    // EURUSD at 1.10000 mid: 1 USD is 0.9090909091 EUR.
    await setQuote(server, 'EURUSD', { bid: '1.09996', ask: '1.10004' });
    await setQuote(server, 'AAPL', { bid: '200.00', ask: '200.04' });
    await setQuote(server, 'EURGBP', { bid: '0.83996', ask: '0.84004' });
    await setQuote(server, 'SHEL', { bid: '25.00', ask: '25.02' });
    const open = async (body: Record<string, unknown>) => {
      const response = await callApi(server, 'openOrder', { trader, body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ order: Order }>().order;
    };
    const apple = await open({ instrument_id: 'AAPL', side: 'buy', volume: '10', leverage: 5 });
    const shell = await open({ instrument_id: 'SHEL', side: 'sell', volume: '100', leverage: 5 });
    // AAPL: 10 × 200.04 USD = 2000.40 USD → 1818.5454545... EUR / 5 → 363.71 (rounded up).
    expect(apple.margin).toBe('363.71');
    // SHEL: 100 × 25.00 GBP = 2500 GBP → 1 / 0.84 = 1.1904761905 EUR per GBP → 2976.19... / 5 → 595.24.
    expect(shell.margin).toBe('595.24');

    await setQuote(server, 'AAPL', { bid: '210.00', ask: '210.04' });
    await setQuote(server, 'SHEL', { bid: '25.48', ask: '25.50' });
    const figures = await computeAccountFigures(server.context.db, trader.userId);
    expect(accountFigures.parse(figures)).toEqual(figures);
    // AAPL long: (210.00 − 200.04) × 10 = 99.60 USD × 0.9090909091 = 90.545... → 90.55.
    // SHEL short: (25.00 − 25.50) × 100 = −50 GBP × 1.1904761905 = −59.52.
    const unrealised = Decimal.from('90.55').add('-59.52');
    const margin = Decimal.from('363.71').add('595.24');
    const equity = Decimal.from('10000').add(unrealised);
    expect(figures).toEqual({
      currency: 'EUR',
      balance: '10000.00',
      equity: equity.toFixed(2),
      margin: margin.toFixed(2),
      free_margin: equity.sub(margin).toFixed(2),
      margin_level: equity.mul(100).div(margin, 2, 'floor').toFixed(2),
      unrealised_pnl: unrealised.toFixed(2),
    });
    // 10031.03 EUR of equity on 958.95 EUR of margin.
    expect(figures.margin_level).toBe('1046.04');
    const quote = await quoteOf(server, 'AAPL');
    expect(quote.bid.toFixed(2)).toBe('210.00');
  });
});

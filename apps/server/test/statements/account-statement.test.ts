import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_LABEL, Decimal, NOT_AUTHORISED_NOTICE, type StatementResponse, type StatisticsResponse } from '@beurs/domain';
import { orders, users } from '../../src/db/schema/index';
import { postLedgerEntry } from '../../src/ledger/ledger';
import { MARKET_OPEN_INSTANT } from '../test-clock';
import { startTestServer, type TestServer } from '../test-server';
import { balanceOf, callApi, createTrader, placeOrder, refusal, renewSession, type TestTrader } from '../orders/test-trader';
import { pdfText } from './pdf-text';

let server: TestServer;
let trader: TestTrader;
let closedOrderId = '';

async function post(at: string, cause: 'withdrawal' | 'financing', amount: string, description: string): Promise<void> {
  server.clock.set(at);
  await server.context.db.transaction((tx) =>
    postLedgerEntry(tx, { userId: trader.userId, cause, amount: Decimal.from(amount), description, at: server.clock.now() }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  // An account opened in October: a deposit, a withdrawal that month, financing in November,
  // then a trade opened and closed on the test day (23 November).
  server.clock.set('2026-10-20T09:00:00.000Z');
  trader = await createTrader(server, { balance: '10000' });
  await post('2026-10-28T12:00:00.000Z', 'withdrawal', '-250.55', 'Withdrawal by bank transfer');
  await post('2026-11-02T22:00:00.000Z', 'financing', '-1.37', '=HYPERLINK("http://evil.example","Overnight financing")');
  server.clock.set(MARKET_OPEN_INSTANT);
  trader = await renewSession(server, trader);
  const order = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
  server.clock.advance(90 * 60_000);
  trader = await renewSession(server, trader);
  const closed = await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
  expect(closed.statusCode, closed.body).toBe(200);
  closedOrderId = order.id;
  // A journal note and a holder name a spreadsheet would run as formulas if they were not escaped.
  await server.context.db
    .update(orders)
    .set({ note: '@SUM(1+1)*cmd|/C calc', tags: ['breakout', 'eur'] })
    .where(eq(orders.id, order.id));
  await server.context.db.update(users).set({ firstName: '=2+3', lastName: 'Trader' }).where(eq(users.id, trader.userId));
});
afterAll(async () => {
  await server.close();
});

async function statement(from: string, to: string): Promise<StatementResponse> {
  const response = await callApi(server, 'getStatement', { trader, body: { from, to } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StatementResponse>();
}

function download(path: string, query: Record<string, string> = {}) {
  return server.app.inject({
    method: 'GET',
    url: `/api/v1/users/${path}`,
    query,
    headers: { authorization: `Bearer ${trader.accessToken}` },
  });
}

describe('POST /users/statement', () => {
  it("a month's opening balance plus its entries is its closing balance, the ledger's balance at its end", async () => {
    const november = await statement('2026-11-01', '2026-11-23');
    expect(november.opening_balance).toBe('9749.45');
    const summed = november.entries.reduce((sum, entry) => sum.add(entry.amount), Decimal.from(november.opening_balance));
    expect(summed.toFixed(2)).toBe(november.closing_balance);
    expect(november.closing_balance).toBe(Decimal.from(await balanceOf(server, trader)).toFixed(2));
    // Each running balance is the one before it plus the entry.
    let running = Decimal.from(november.opening_balance);
    for (const entry of november.entries) {
      running = running.add(entry.amount);
      expect(entry.running_balance).toBe(running.toFixed(2));
    }
    expect(november.totals.financing).toBe('-1.37');
    expect(november.totals.deposits).toBe('0.00');
    expect(Decimal.from(november.totals.realised_pnl).add(november.totals.financing).add(november.opening_balance).toFixed(2)).toBe(
      november.closing_balance,
    );
    expect(november.account_label).toBe(DEMO_ACCOUNT_LABEL);
  });

  it("the previous month closes where the next one opens, with October's deposit and withdrawal", async () => {
    const october = await statement('2026-10-01', '2026-10-31');
    expect(october).toMatchObject({
      opening_balance: '0.00',
      closing_balance: '9749.45',
      totals: { deposits: '10000.00', withdrawals: '-250.55', realised_pnl: '0.00' },
    });
    expect(october.entries.map((entry) => entry.cause)).toEqual(['deposit', 'withdrawal']);
    expect(october.trades).toEqual([]);
  });

  it('lists the trade closed in the period with its open and close quotes, its P&L and its journal', async () => {
    const { trades, entries } = await statement('2026-11-23', '2026-11-23');
    expect(trades).toHaveLength(1);
    const [trade] = trades;
    expect(trade).toMatchObject({
      order_id: closedOrderId,
      instrument_id: 'EURUSD',
      side: 'buy',
      volume: '0.10',
      note: '@SUM(1+1)*cmd|/C calc',
      tags: ['breakout', 'eur'],
    });
    for (const quote of [trade?.open_bid, trade?.open_ask, trade?.close_bid, trade?.close_ask, trade?.open_price, trade?.close_price])
      expect(quote).toMatch(/^\d+\.\d+$/);
    const pnlEntries = entries.filter((entry) => entry.cause === 'realised_pnl');
    const posted = pnlEntries.reduce((sum, entry) => sum.add(entry.amount), Decimal.ZERO);
    expect(posted.toFixed(2)).toBe(Decimal.from(trade?.realised_pnl ?? '0').toFixed(2));
  });

  it('names the operator, and says the installation is not authorised where no LEI or registration is configured', async () => {
    const { operator } = await statement('2026-11-01', '2026-11-23');
    expect(operator.name).toBe(server.context.config.company.name);
    expect(operator.address).toBe(server.context.config.company.address);
    expect(operator.legal_entity_id).toBeNull();
    expect(operator.regulation).toBe(NOT_AUTHORISED_NOTICE);
  });

  it('refuses a period ending after tomorrow, one that starts after it ends, and one longer than 400 days, saying what to change', async () => {
    const future = refusal(
      await callApi(server, 'getStatement', { trader, body: { from: '2026-11-01', to: '2026-11-25' } }),
      400,
      'validation_failed',
    );
    expect(future.message).toMatch(/no later than tomorrow/);
    expect((await callApi(server, 'getStatement', { trader, body: { from: '2026-11-01', to: '2026-11-24' } })).statusCode).toBe(200);
    const backwards = refusal(
      await callApi(server, 'getStatement', { trader, body: { from: '2026-11-20', to: '2026-11-01' } }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(backwards)).toMatch(/on or before/);
    const long = refusal(
      await callApi(server, 'getStatement', { trader, body: { from: '2025-01-01', to: '2026-11-01' } }),
      400,
      'validation_failed',
    );
    expect(JSON.stringify(long)).toMatch(/at most 400 days/);
    const noDates = refusal(await callApi(server, 'getStatement', { trader, body: {} }), 400, 'validation_failed');
    expect(noDates.fields?.map((field) => field.path).sort()).toEqual(['from', 'to']);
  });

  it('needs a signed-in caller', async () => {
    expect((await callApi(server, 'getStatement', { body: { from: '2026-11-01', to: '2026-11-23' } })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/v1/users/statement.pdf?from=2026-11-01&to=2026-11-23' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /users/statement.csv', () => {
  it('is the statement as CSV that no spreadsheet runs as a formula', async () => {
    const response = await download('statement.csv', { from: '2026-11-01', to: '2026-11-23' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-11-01-2026-11-23.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^section,date,description,amount,balance/);
    expect(response.body).toContain('summary,,Opening balance,9749.45');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Overnight financing"")",-1.37,`);
    expect(response.body).toContain("'@SUM(1+1)*cmd|/C calc,breakout eur");
    expect(response.body).toContain('summary,,Account holder: =2+3 Trader (');
    // No field anywhere starts with a formula character.
    for (const line of lines) for (const field of line.split(',')) expect(field).not.toMatch(/^"?[=+@]/);
  });

  it('refuses a bad period with the same messages as the JSON call', async () => {
    const response = await download('statement.csv', { from: '2026-11-20', to: '2026-11-01' });
    expect(refusal(response, 400, 'validation_failed').message).toMatch(/on or before/);
  });
});

describe('GET /users/statement.pdf', () => {
  it('is a PDF made on the server that says the funds are virtual, carries the risk warning and the figures', async () => {
    const response = await download('statement.pdf', { from: '2026-11-01', to: '2026-11-23' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    const json = await statement('2026-11-01', '2026-11-23');
    expect(text).toContain(DEMO_ACCOUNT_LABEL);
    expect(text).toContain('Risk warning');
    expect(text).toContain(json.risk_warning.replace(/\s+/g, ' '));
    expect(text).toContain(NOT_AUTHORISED_NOTICE);
    expect(text).toContain('Opening balance');
    expect(text).toContain(json.opening_balance);
    expect(text).toContain(json.closing_balance);
    expect(text).toContain('EURUSD');
    expect(text).toContain('#breakout');
  });
});

describe('GET /users/transactions.csv', () => {
  it('exports every ledger entry of the transactions screen, oldest first, injection-safe', async () => {
    const response = await download('transactions.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="transactions-2026-11-23\.csv"$/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,sequence,cause,status,amount,balance_after,method,order_id,description,id');
    const causes = lines.slice(1).map((line) => line.split(',')[2]);
    expect(causes.slice(0, 3)).toEqual(['deposit', 'withdrawal', 'financing']);
    expect(lines.at(-1)).toContain(`,${Decimal.from(await balanceOf(server, trader)).toFixed(2)},`);
    expect(response.body).toContain(`"'=HYPERLINK(`);
  });
});

describe('POST /users/statistics', () => {
  it("computes the period's figures and an equity curve that ends at the balance", async () => {
    const response = await callApi(server, 'getStatistics', { trader, body: {} });
    expect(response.statusCode, response.body).toBe(200);
    const statistics = response.json<StatisticsResponse>();
    expect(statistics.overall.trades).toBe(1);
    expect(statistics.overall.average_holding_seconds).toBe(90 * 60);
    expect(statistics.by_instrument.map((row) => row.instrument_id)).toEqual(['EURUSD']);
    expect(statistics.by_side.map((row) => row.side)).toEqual(['buy']);
    expect(statistics.financing).toBe('-1.37');
    expect(statistics.equity_curve.at(-1)?.balance).toBe(Decimal.from(await balanceOf(server, trader)).toFixed(2));
    // The withdrawal is not a trading loss: the drawdown is the financing and any loss after.
    expect(Decimal.from(statistics.max_drawdown).lt('250')).toBe(true);
  });

  it('counts only the chosen period', async () => {
    const response = await callApi(server, 'getStatistics', { trader, body: { from: '2026-10-01', to: '2026-10-31' } });
    const october = response.json<StatisticsResponse>();
    expect(october.overall.trades).toBe(0);
    expect(october.overall.win_rate).toBeNull();
    expect(october.equity_curve.map((point) => point.balance)).toEqual(['0.00', '10000.00', '9749.45']);
    expect(october.max_drawdown).toBe('0.00');
  });
});

describe('the OpenAPI document', () => {
  it('lists the statement calls and the three downloads', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    expect(document.paths['/api/v1/users/statement']?.post?.operationId).toBe('getStatement');
    expect(document.paths['/api/v1/users/statistics']?.post?.operationId).toBe('getStatistics');
    expect(document.paths['/api/v1/users/statement.csv']?.get?.operationId).toBe('downloadStatementCsv');
    expect(document.paths['/api/v1/users/statement.pdf']?.get?.operationId).toBe('downloadStatementPdf');
    expect(document.paths['/api/v1/users/transactions.csv']?.get?.operationId).toBe('downloadTransactionsCsv');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StatementResponse, StatisticsResponse, TradeFigures } from '@beurs/domain';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import { presetPeriod } from './statement-period';
import StatisticsScreen, { equityChartOptions, pnlChartOptions } from './statistics-screen';

const NO_TRADES: TradeFigures = {
  trades: 0,
  wins: 0,
  losses: 0,
  win_rate: null,
  net_pnl: '0.00',
  gross_profit: '0.00',
  gross_loss: '0.00',
  profit_factor: null,
  expectancy: null,
  average_win: null,
  average_loss: null,
  largest_win: null,
  largest_loss: null,
  average_holding_seconds: null,
};
const FIGURES: TradeFigures = {
  trades: 5,
  wins: 3,
  losses: 2,
  win_rate: '60.00',
  net_pnl: '80.00',
  gross_profit: '180.00',
  gross_loss: '-100.00',
  profit_factor: '1.80',
  expectancy: '16.00',
  average_win: '60.00',
  average_loss: '-50.00',
  largest_win: '100.00',
  largest_loss: '-60.00',
  average_holding_seconds: 5040,
};
const STATISTICS: StatisticsResponse = {
  from: '2026-11-01',
  to: '2026-11-23',
  currency: 'EUR',
  overall: FIGURES,
  by_instrument: [
    { ...FIGURES, instrument_id: 'BTCUSD', net_pnl: '-10.00' },
    { ...FIGURES, instrument_id: 'EURUSD', net_pnl: '90.00' },
  ],
  by_side: [{ ...FIGURES, side: 'buy' }],
  financing: '-1.37',
  max_drawdown: '300.00',
  max_drawdown_percent: '25.00',
  equity_curve: [
    { at: '2026-11-01T00:00:00.000Z', balance: '1000.00' },
    { at: '2026-11-05T10:00:00.000Z', balance: '1200.00' },
    { at: '2026-11-20T16:00:00.000Z', balance: '900.00' },
  ],
};
const STATEMENT: StatementResponse = {
  from: '2026-11-01',
  to: '2026-11-23',
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-11-24T00:00:00.000Z',
  currency: 'EUR',
  account_label: 'Demo account: virtual funds',
  holder: { name: 'Ada Lovelace', email: 'ada@example.com' },
  opening_balance: '9749.45',
  closing_balance: '9747.34',
  entries: [
    {
      id: 'e1',
      sequence: 3,
      cause: 'financing',
      amount: '-1.37',
      running_balance: '9748.08',
      order_id: null,
      description: 'Overnight financing',
      created_at: '2026-11-02T22:00:00.000Z',
    },
    {
      id: 'e2',
      sequence: 4,
      cause: 'realised_pnl',
      amount: '-0.74',
      running_balance: '9747.34',
      order_id: 'o1',
      description: 'Realised P&L of buy 0.10 EURUSD',
      created_at: '2026-11-23T16:00:00.000Z',
    },
  ],
  trades: [],
  totals: { realised_pnl: '-0.74', financing: '-1.37', deposits: '0.00', withdrawals: '0.00', other: '0.00' },
  operator: {
    name: 'Test Broker',
    site: 'https://broker.example',
    legal_entity_id: null,
    registration_id: null,
    address: 'Demostraat 1',
    country: 'Netherlands',
    phone: '+31 20 000 0000',
    support_email: 'support@broker.example',
    regulation: 'This installation is a demonstration and is not authorised by any financial regulator.',
  },
  risk_warning: 'CFDs are complex instruments.',
  generated_at: '2026-11-23T16:00:00.000Z',
};

describe('Statistics screen', () => {
  const server = useTestServices(() => ({
    'POST /api/v1/users/statistics': { json: STATISTICS },
    'POST /api/v1/users/statement': { json: STATEMENT },
  }));
  const created: string[] = [];
  // What the environment had before, put back after: test files share one environment here.
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  beforeAll(() => {
    // jsdom has no object URLs; the download needs one to hand the file to the browser.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => {
        created.push('blob:statement');
        return 'blob:statement';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  });
  afterAll(() => {
    if (original.create) Object.defineProperty(URL, 'createObjectURL', original.create);
    else Reflect.deleteProperty(URL, 'createObjectURL');
    if (original.revoke) Object.defineProperty(URL, 'revokeObjectURL', original.revoke);
    else Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("shows the server's figures for this month, and the statement with its running balances", async () => {
    renderWithRouter(<StatisticsScreen />);
    expect(await screen.findByText('1.80')).toBeTruthy();
    expect(screen.getByText('60.00 %')).toBeTruthy();
    expect(screen.getByText('1 h 24 min')).toBeTruthy();
    expect(screen.getByText(/300\.00 EUR \(25\.00 %\)/)).toBeTruthy();
    const thisMonth = presetPeriod('this_month', new Date());
    const asked = server().requests.find((request) => request.path === '/api/v1/users/statistics');
    expect(asked?.body).toEqual(thisMonth);
    expect(await screen.findByText('Statement 2026-11-01 to 2026-11-23')).toBeTruthy();
    expect(screen.getByText('Overnight financing')).toBeTruthy();
    expect(screen.getByText('9,748.08')).toBeTruthy();
  });

  it('asks for last month when the trader picks it', async () => {
    renderWithRouter(<StatisticsScreen />);
    const user = userEvent.setup();
    await screen.findByText('1.80');
    await user.selectOptions(screen.getByLabelText('Period'), 'last_month');
    const lastMonth = presetPeriod('last_month', new Date());
    await waitFor(() =>
      expect(
        server().requests.some(
          (request) => request.path === '/api/v1/users/statement' && JSON.stringify(request.body) === JSON.stringify(lastMonth),
        ),
      ).toBe(true),
    );
  });

  it('says what is wrong with a custom period that ends before it starts, and does not ask the server', async () => {
    renderWithRouter(<StatisticsScreen />);
    const user = userEvent.setup();
    await screen.findByText('1.80');
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    expect(await screen.findByText(/starts after it ends/)).toBeTruthy();
    expect(server().requests.some((request) => String(JSON.stringify(request.body)).includes('"from":"2026-12-01"'))).toBe(false);
  });

  it('downloads the PDF from the server with the session token and the period', async () => {
    server().route({ 'GET /api/v1/users/statement.pdf': { json: { ok: true } } });
    renderWithRouter(<StatisticsScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(server().count('GET /api/v1/users/statement.pdf')).toBe(1));
    const request = server().requests.find((entry) => entry.path === '/api/v1/users/statement.pdf');
    expect(request?.headers.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(created).toContain('blob:statement'));
  });

  it("says the server's refusal of a download", async () => {
    server().route({
      'GET /api/v1/users/statement.csv': {
        status: 400,
        json: { statusCode: 400, code: 'validation_failed', message: 'The period ends in the future.' },
      },
    });
    renderWithRouter(<StatisticsScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The period ends in the future.')).toBeTruthy();
  });

  it('no trades: every figure says so', async () => {
    server().route({ 'POST /api/v1/users/statistics': { json: { ...STATISTICS, overall: NO_TRADES, by_instrument: [], by_side: [] } } });
    renderWithRouter(<StatisticsScreen />);
    const figures = await screen.findByText('Trading figures');
    const card = figures.closest('section') ?? document.body;
    expect(within(card as HTMLElement).getAllByText('No trades')).toHaveLength(2);
    expect(screen.getByText('No closed positions in this period')).toBeTruthy();
  });
});

describe('statistics charts', () => {
  it('draws the equity curve on a time axis, one point per balance at its own time', () => {
    const options = equityChartOptions(STATISTICS, '#123456');
    expect(options.xAxis).toMatchObject({ type: 'datetime' });
    expect(JSON.stringify(options.xAxis)).not.toContain('format');
    const series = (options.series ?? [])[0] as { data: Array<[number, number]> };
    expect(series.data).toEqual([
      [Date.parse('2026-11-01T00:00:00.000Z'), 1000],
      [Date.parse('2026-11-05T10:00:00.000Z'), 1200],
      [Date.parse('2026-11-20T16:00:00.000Z'), 900],
    ]);
  });

  it("draws gains in the theme's positive colour and losses in its negative one", () => {
    const options = pnlChartOptions(STATISTICS, { up: '#0f6d35', down: '#b91c1c' });
    expect((options.series ?? [])[0]).toMatchObject({ color: '#0f6d35', negativeColor: '#b91c1c', threshold: 0, data: [-10, 90] });
  });
});

import { describe, expect, it } from 'vitest';
import { Decimal, type LedgerCause, type OrderSide } from '@beurs/domain';
import { equityCurve, groupFigures, maxDrawdown, tradeFigures, type ClosedTrade, type EquityEntry } from './trading-statistics';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 23, hour));
const trade = (pnl: string, side: OrderSide = 'buy', instrumentId = 'EURUSD', heldHours = 1): ClosedTrade => ({
  instrumentId,
  side,
  pnl: Decimal.from(pnl),
  openedAt: at(10),
  closedAt: at(10 + heldHours),
});
const entry = (cause: LedgerCause, amount: string, balanceAfter: string, hour: number): EquityEntry => ({
  cause,
  amount: Decimal.from(amount),
  balanceAfter: Decimal.from(balanceAfter),
  at: at(hour),
});

describe('trade figures', () => {
  it('three wins and two losses: profit factor 1.8', () => {
    // Wins 100 + 50 + 30 = 180, losses -60 - 40 = -100: factor 180 / 100, net 80 over 5 trades.
    const figures = tradeFigures([
      trade('100.00'),
      trade('-60.00', 'sell'),
      trade('50.00'),
      trade('-40.00', 'sell', 'BTCUSD'),
      trade('30.00', 'buy', 'BTCUSD', 3),
    ]);
    expect(figures).toEqual({
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
      // Four trades held an hour, one three hours: 7 h / 5 = 84 minutes.
      average_holding_seconds: 84 * 60,
    });
  });

  it('no trades: every figure says so, no division by zero', () => {
    expect(tradeFigures([])).toEqual({
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
    });
  });

  it('only wins: no profit factor rather than an infinite one', () => {
    const figures = tradeFigures([trade('10.00'), trade('20.00')]);
    expect(figures.profit_factor).toBeNull();
    expect(figures.average_loss).toBeNull();
    expect(figures.win_rate).toBe('100.00');
  });

  it('a trade closed at exactly zero is neither a win nor a loss but counts as a trade', () => {
    expect(tradeFigures([trade('0.00'), trade('10.00')])).toMatchObject({
      trades: 2,
      wins: 1,
      losses: 0,
      win_rate: '50.00',
      expectancy: '5.00',
    });
  });

  it('per instrument and per side, in the order of their names', () => {
    const trades = [trade('100.00', 'buy', 'EURUSD'), trade('-60.00', 'sell', 'EURUSD'), trade('-40.00', 'sell', 'BTCUSD')];
    expect(groupFigures(trades, (row) => row.instrumentId).map(({ key, figures }) => [key, figures.net_pnl])).toEqual([
      ['BTCUSD', '-40.00'],
      ['EURUSD', '40.00'],
    ]);
    expect(groupFigures(trades, (row) => row.side).map(({ key, figures }) => [key, figures.trades])).toEqual([
      ['buy', 1],
      ['sell', 2],
    ]);
  });
});

describe('maximum drawdown', () => {
  it('drawdown from the peak', () => {
    // 1000 -> 1200 (peak) -> 900 (down 300, 25% of 1200) -> 1300 -> 1170 (down 130, 10%).
    const entries = [
      entry('realised_pnl', '200.00', '1200.00', 1),
      entry('realised_pnl', '-300.00', '900.00', 2),
      entry('realised_pnl', '400.00', '1300.00', 3),
      entry('realised_pnl', '-130.00', '1170.00', 4),
    ];
    const drawdown = maxDrawdown(Decimal.from('1000.00'), entries);
    expect(drawdown.money.toFixed(2)).toBe('300.00');
    expect(drawdown.percent?.toFixed(2)).toBe('25.00');
  });

  it('a withdrawal is not a loss, and a deposit is not a recovery', () => {
    const entries = [
      entry('withdrawal', '-500.00', '500.00', 1),
      entry('realised_pnl', '-50.00', '450.00', 2),
      entry('deposit', '1000.00', '1450.00', 3),
      entry('financing', '-1.45', '1448.55', 4),
    ];
    const drawdown = maxDrawdown(Decimal.from('1000.00'), entries);
    // The peak follows the money moved: 500 after the withdrawal, 1500 after the deposit, so the
    // 50 lost is still lost after the deposit, and the financing deepens it to 51.45 (of 1500).
    expect(drawdown.money.toFixed(2)).toBe('51.45');
    expect(drawdown.percent?.toFixed(2)).toBe('3.43');
  });

  it('a curve that only rises has no drawdown', () => {
    const drawdown = maxDrawdown(Decimal.ZERO, [entry('deposit', '100.00', '100.00', 1), entry('realised_pnl', '5.00', '105.00', 2)]);
    expect(drawdown).toEqual({ money: Decimal.ZERO, percent: null });
  });
});

describe('equity curve', () => {
  it('starts at the opening balance and follows each entry', () => {
    expect(equityCurve(at(0), Decimal.from('10'), [entry('financing', '-1.00', '9.00', 5)])).toEqual([
      { at: at(0).toISOString(), balance: '10.00' },
      { at: at(5).toISOString(), balance: '9.00' },
    ]);
  });
});

import { z } from 'zod';
import { ORDER_SIDES } from '../constants/statuses';
import { decimalString, isoDate, isoDateTime } from './primitives';
import { statementPeriodProblem } from './statements';

/**
 * The period of the trading statistics: UTC calendar days, both included; without `from` from the
 * account's first entry, without `to` up to today.
 */
export const statisticsRequest = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((period, context) => {
    if (!period.from || !period.to) return;
    const problem = statementPeriodProblem(period.from, period.to);
    // Statistics may span the whole account; only the order of the dates matters here.
    if (problem && problem.path === 'from') context.addIssue({ code: 'custom', path: ['from'], message: problem.message });
  })
  .default({});
/** What a caller sends: the input type of {@link statisticsRequest}. */
export type StatisticsRequest = z.input<typeof statisticsRequest>;

/**
 * The figures of a set of closed trades. Ratios are null where they would divide by zero (no
 * trades, no losses), never 0 or infinity; money is exact decimal text.
 */
export const tradeFigures = z.object({
  trades: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Wins / trades as a percentage with 2 decimals; null with no trades. */
  win_rate: decimalString.nullable(),
  net_pnl: decimalString,
  gross_profit: decimalString,
  gross_loss: decimalString,
  /** Gross profit / |gross loss|, 2 decimals; null without a loss. */
  profit_factor: decimalString.nullable(),
  /** Net P&L / trades, 2 decimals; null with no trades. */
  expectancy: decimalString.nullable(),
  average_win: decimalString.nullable(),
  average_loss: decimalString.nullable(),
  largest_win: decimalString.nullable(),
  largest_loss: decimalString.nullable(),
  /** Mean time from open to close, whole seconds; null with no trades. */
  average_holding_seconds: z.number().int().nullable(),
});
z.globalRegistry.add(tradeFigures, { id: 'TradeFigures' });
/** The type of {@link tradeFigures}. */
export type TradeFigures = z.infer<typeof tradeFigures>;

/** One point of the equity curve: the balance after a ledger entry. */
export const equityPoint = z.object({ at: isoDateTime, balance: decimalString });
z.globalRegistry.add(equityPoint, { id: 'EquityPoint' });
/** The type of {@link equityPoint}. */
export type EquityPoint = z.infer<typeof equityPoint>;

/** Trading statistics of a period, computed on the server from closed orders and the ledger. */
export const statisticsResponse = z.object({
  from: isoDate.nullable(),
  to: isoDate,
  currency: z.string(),
  overall: tradeFigures,
  by_instrument: z.array(tradeFigures.extend({ instrument_id: z.string() })),
  by_side: z.array(tradeFigures.extend({ side: z.enum(ORDER_SIDES) })),
  /** Financing charged or paid in the period (negative: paid by the trader). */
  financing: decimalString,
  /** The largest fall of the balance from a previous peak, in money (≤ 0 never: 0 when none). */
  max_drawdown: decimalString,
  /** That fall as a percentage of the peak it fell from, 2 decimals; null with no peak above 0. */
  max_drawdown_percent: decimalString.nullable(),
  /** The balance at the start of the period, then after every ledger entry in it. */
  equity_curve: z.array(equityPoint),
});
/** The type of {@link statisticsResponse}. */
export type StatisticsResponse = z.infer<typeof statisticsResponse>;

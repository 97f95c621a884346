import { z } from 'zod';
import { CLOSE_REASONS, LEDGER_CAUSES, ORDER_SIDES } from '../constants/statuses';
import { companyInfo } from './platform';
import { decimalString, isoDate, isoDateTime } from './primitives';

/** The longest period one statement or statistics request covers, in days, both ends counted. */
export const MAX_STATEMENT_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a statement period cannot be asked for: the field to fix and what to do. */
export interface StatementPeriodProblem {
  path: 'from' | 'to';
  message: string;
}

/**
 * Checks a statement period (`YYYY-MM-DD`, both ends inclusive, UTC days) as the server does,
 * leaving out only the clock (the server also refuses a `to` more than a day ahead): `from` on or
 * before `to`, and at most {@link MAX_STATEMENT_DAYS} days. Null when it can be asked for.
 *
 * @example
 * statementPeriodProblem('2026-11-01', '2026-11-30') // null
 * statementPeriodProblem('2026-12-01', '2026-11-01') // { path: 'from', message: … }
 */
export function statementPeriodProblem(from: string, to: string): StatementPeriodProblem | null {
  if (from > to) return { path: 'from', message: 'The period starts after it ends: choose a "from" date on or before the "to" date.' };
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > MAX_STATEMENT_DAYS) {
    return {
      path: 'to',
      message: `A statement covers at most ${MAX_STATEMENT_DAYS} days (this period has ${days}): choose a shorter period.`,
    };
  }
  return null;
}

/**
 * A statement's period: `from` and `to` as UTC calendar days, both included (the November
 * statement is `{ from: '2026-11-01', to: '2026-11-30' }`). The CSV and PDF downloads take the
 * same two fields as a query string.
 */
export const statementRequest = z.object({ from: isoDate, to: isoDate }).superRefine((period, context) => {
  const problem = statementPeriodProblem(period.from, period.to);
  if (problem) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
/** What a caller sends: the input type of {@link statementRequest}. */
export type StatementRequest = z.input<typeof statementRequest>;

/** One ledger entry of a statement, with the balance it left. */
export const statementEntry = z.object({
  id: z.string(),
  sequence: z.number().int(),
  cause: z.enum(LEDGER_CAUSES),
  amount: decimalString,
  /** The balance after this entry: the previous one plus `amount`. */
  running_balance: decimalString,
  order_id: z.string().nullable(),
  description: z.string(),
  created_at: isoDateTime,
});
z.globalRegistry.add(statementEntry, { id: 'StatementEntry' });
/** The type of {@link statementEntry}. */
export type StatementEntry = z.infer<typeof statementEntry>;

/** A position closed in the period, with the quotes it opened and closed at. */
export const statementTrade = z.object({
  order_id: z.string(),
  instrument_id: z.string(),
  side: z.enum(ORDER_SIDES),
  volume: decimalString,
  leverage: z.number().int(),
  open_price: decimalString.nullable(),
  /** The bid and ask quoted when the position opened. */
  open_bid: decimalString.nullable(),
  open_ask: decimalString.nullable(),
  close_price: decimalString.nullable(),
  close_bid: decimalString.nullable(),
  close_ask: decimalString.nullable(),
  realised_pnl: decimalString,
  close_reason: z.enum(CLOSE_REASONS).nullable(),
  opened_at: isoDateTime.nullable(),
  closed_at: isoDateTime,
  /** The trader's journal note; null when none. */
  note: z.string().nullable(),
  /** The trader's journal tags; empty when none. */
  tags: z.array(z.string()),
});
z.globalRegistry.add(statementTrade, { id: 'StatementTrade' });
/** The type of {@link statementTrade}. */
export type StatementTrade = z.infer<typeof statementTrade>;

/** The operator named on a statement: the footer's details, and what to say where they are missing. */
export const statementOperator = companyInfo.extend({
  /** The regulatory line: LEI and registration, or that the installation is a demonstration. */
  regulation: z.string(),
});

/**
 * An account statement: opening balance + the sum of `entries` = closing balance, each at the
 * edge of the period (`period_start` inclusive, `period_end` exclusive).
 */
export const statementResponse = z.object({
  from: isoDate,
  to: isoDate,
  period_start: isoDateTime,
  period_end: isoDateTime,
  currency: z.string(),
  /** Always "Demo account: virtual funds" on the reference broker. */
  account_label: z.string(),
  holder: z.object({ name: z.string(), email: z.string() }),
  opening_balance: decimalString,
  closing_balance: decimalString,
  entries: z.array(statementEntry),
  trades: z.array(statementTrade),
  totals: z.object({
    realised_pnl: decimalString,
    financing: decimalString,
    deposits: decimalString,
    withdrawals: decimalString,
    /** Top-ups and negative balance protection: credits that are neither deposits nor trading. */
    other: decimalString,
  }),
  operator: statementOperator,
  risk_warning: z.string(),
  generated_at: isoDateTime,
});
/** The type of {@link statementResponse}. */
export type StatementResponse = z.infer<typeof statementResponse>;

/**
 * What a statement (like the site's footer) says when the operator has no LEI or registration
 * configured: the installation is a demonstration.
 */
export const NOT_AUTHORISED_NOTICE = 'This installation is a demonstration and is not authorised by any financial regulator.';

import type { AppContext } from '../app-context';
import { settleAccount, settlementChanged } from './settle-account';

/** What one engine pass did. */
export interface EngineReport {
  /** Accounts that were settled in a transaction of their own. */
  settled: number;
  filled: number;
  cancelled: number;
  closed: number;
  closedOut: number;
}

export function emptyEngineReport(): EngineReport {
  return { settled: 0, filled: 0, cancelled: 0, closed: 0, closedOut: 0 };
}

/**
 * Settles one account for an engine pass: adds what it did to `report` and pushes the user's
 * orders when something changed. A failure is logged, not thrown: one account must not stop the
 * others, and the engine looks at it again on its next pass.
 */
export async function settleForPass(context: AppContext, userId: string, at: Date, report: EngineReport): Promise<void> {
  try {
    const settlement = await settleAccount(context, userId, at);
    report.settled += 1;
    report.filled += settlement.filled;
    report.cancelled += settlement.cancelled;
    report.closed += settlement.closed;
    report.closedOut += settlement.closedOut;
    if (settlementChanged(settlement)) context.realtime.pushOrders(userId);
  } catch (error) {
    context.log.error({ err: error, userId }, 'settling an account failed');
  }
}

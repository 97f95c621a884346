import type { AppContext, EngineReport } from '../app-context';
import { LeaseLostError, NO_FENCE, type LeaseFence } from '../market/lease-fence';
import { settleAccount, settlementChanged } from './settle-account';

export function emptyEngineReport(): EngineReport {
  return { settled: 0, filled: 0, cancelled: 0, expired: 0, triggered: 0, closed: 0, closedOut: 0, trailed: 0 };
}

/**
 * Settles one account for an engine pass: adds what it did to `report` and pushes the user's
 * orders when something changed. A failure is logged, not thrown: one account must not stop the
 * others, and the engine looks at it again on its next pass. A lost lease ends the whole pass:
 * no account of it can be written any more.
 */
export async function settleForPass(
  context: AppContext,
  userId: string,
  at: Date,
  report: EngineReport,
  fence: LeaseFence = NO_FENCE,
): Promise<void> {
  try {
    const settlement = await settleAccount(context, userId, at, fence);
    report.settled += 1;
    report.filled += settlement.filled;
    report.cancelled += settlement.cancelled;
    report.expired += settlement.expired;
    report.triggered += settlement.triggered;
    report.closed += settlement.closed;
    report.closedOut += settlement.closedOut;
    report.trailed += settlement.trailed;
    if (settlementChanged(settlement)) context.realtime.pushOrders(userId);
  } catch (error) {
    if (error instanceof LeaseLostError) throw error;
    context.log.error({ err: error, userId }, 'settling an account failed');
  }
}

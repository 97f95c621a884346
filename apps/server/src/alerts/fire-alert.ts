import { and, eq } from 'drizzle-orm';
import type { AlertTriggered, Decimal } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { notifyUser } from '../notifications/notify-user';
import { priceAlerts } from '../db/schema/index';
import type { LeaseFence } from '../market/lease-fence';
import { conditionWords } from './alert-condition';
import type { IndexedAlert } from './alert-index';
import { toAlert } from './alert-view';

/** The notification's text: what the bid did, against which level, and the user's note. */
export function alertMessage(input: {
  instrumentId: string;
  condition: IndexedAlert['condition'];
  price: string;
  bid: string;
  note: string | null;
}): string {
  const note = input.note ? ` Your note: ${input.note}` : '';
  return `${input.instrumentId} reached ${input.bid} (bid), ${conditionWords(input.condition)} your alert price ${input.price}.${note}`;
}

/**
 * Fires one alert at `bid` in a fenced transaction: it becomes `triggered` only if it is still
 * active (deleted meanwhile, or fired already, it is left alone and null comes back), and its
 * notification is made in the same transaction. The socket event is the caller's, after the commit.
 */
export async function fireAlert(
  context: AppContext,
  input: { alert: IndexedAlert; bid: Decimal; digits: number; at: Date; fence: LeaseFence },
): Promise<AlertTriggered | null> {
  const { alert, bid, digits, at, fence } = input;
  return context.db.transaction(async (tx) => {
    // The lease first: only the holder of the market feed fires alerts.
    await fence(tx);
    const [row] = await tx
      .update(priceAlerts)
      .set({ status: 'triggered', triggeredAt: at, triggeredPrice: bid.toString() })
      .where(and(eq(priceAlerts.id, alert.id), eq(priceAlerts.status, 'active')))
      .returning();
    if (!row) return null;
    const view = toAlert(row, digits);
    const message = alertMessage({
      instrumentId: row.instrumentId,
      condition: row.condition,
      price: view.price,
      bid: bid.toFixed(digits),
      note: row.note,
    });
    await notifyUser(tx, {
      userId: row.userId,
      title: `Price alert: ${row.instrumentId} ${row.condition} ${view.price}`,
      body: message,
      kind: 'info',
      at,
    });
    return { alert: view, message };
  });
}

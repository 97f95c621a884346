import type { AlertCondition, Decimal } from '@beurs/domain';
import { TriggerLadder } from '../orders/trigger-ladder';

/** An active alert as the engine holds it. */
export interface IndexedAlert {
  id: string;
  userId: string;
  instrumentId: string;
  condition: AlertCondition;
  price: Decimal;
  /** `price` as a double, for the ladder. */
  level: number;
}

/**
 * The lease holder's derived index of active alerts: per instrument, a sorted ladder per
 * condition, so a tick looks only at the instruments that moved and, in each, only at the alerts
 * whose level the bid reached. It only proposes: the engine checks each proposal exactly and
 * fires it in a transaction that decides (`status = 'active'` still). Built from PostgreSQL and
 * replaced user by user when a user's alerts change.
 */
export class AlertIndex {
  private readonly byUser = new Map<string, IndexedAlert[]>();
  private readonly ladders = new Map<string, Record<AlertCondition, TriggerLadder<IndexedAlert>>>();

  /** How many alerts are held. */
  size(): number {
    let count = 0;
    for (const alerts of this.byUser.values()) count += alerts.length;
    return count;
  }

  /** The user's alerts as held now. */
  ofUser(userId: string): readonly IndexedAlert[] {
    return this.byUser.get(userId) ?? [];
  }

  /** Puts the user's active alerts in place of those held before. */
  replaceUser(userId: string, alerts: readonly IndexedAlert[]): void {
    for (const alert of this.byUser.get(userId) ?? []) this.ladderOf(alert).remove(alert.level, alert.id);
    if (alerts.length === 0) {
      this.byUser.delete(userId);
      return;
    }
    this.byUser.set(userId, [...alerts]);
    for (const alert of alerts) this.ladderOf(alert).add(alert);
  }

  /** Forgets one alert (it fired, or is gone). */
  remove(alert: IndexedAlert): void {
    const held = this.byUser.get(alert.userId);
    if (!held) return;
    const left = held.filter((entry) => entry.id !== alert.id);
    if (left.length === held.length) return;
    this.ladderOf(alert).remove(alert.level, alert.id);
    if (left.length === 0) this.byUser.delete(alert.userId);
    else this.byUser.set(alert.userId, left);
  }

  /** The alerts of `instrumentId` that a bid of `bid` may have reached. */
  reachedBy(instrumentId: string, bid: number, visit: (alert: IndexedAlert) => void): void {
    const ladders = this.ladders.get(instrumentId);
    if (!ladders) return;
    ladders.above.crossedBy(bid, visit);
    ladders.below.crossedBy(bid, visit);
  }

  private ladderOf(alert: IndexedAlert): TriggerLadder<IndexedAlert> {
    let ladders = this.ladders.get(alert.instrumentId);
    if (!ladders) {
      // "Above" fires at a bid at or above the level, "below" at one at or below it.
      ladders = { above: new TriggerLadder<IndexedAlert>('atOrAbove'), below: new TriggerLadder<IndexedAlert>('atOrBelow') };
      this.ladders.set(alert.instrumentId, ladders);
    }
    return ladders[alert.condition];
  }
}

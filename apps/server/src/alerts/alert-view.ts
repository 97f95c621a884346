import { Decimal, type Alert } from '@beurs/domain';
import type { priceAlerts } from '../db/schema/index';

export type AlertRow = typeof priceAlerts.$inferSelect;

/** A stored alert as the contract shows it, prices with the instrument's digits. */
export function toAlert(row: AlertRow, digits: number): Alert {
  return {
    id: row.id,
    instrument_id: row.instrumentId,
    condition: row.condition,
    price: Decimal.from(row.price).toFixed(digits),
    note: row.note,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    triggered_at: row.triggeredAt?.toISOString() ?? null,
    triggered_price: row.triggeredPrice === null ? null : Decimal.from(row.triggeredPrice).toFixed(digits),
  };
}

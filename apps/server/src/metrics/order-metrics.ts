import type { CloseReason } from '@beurs/domain';
import { Counter, type Registry } from 'prom-client';

/** Why a pending order was cancelled: by its owner, by the engine when its margin no longer fit, or at its expiry. */
export type CancelReason = 'user' | 'insufficient_margin' | 'expired';

export interface OrderMetrics {
  opened: Counter<'kind'>;
  closed: Counter<'reason'>;
  filled: Counter;
  cancelled: Counter<'reason'>;
}

/**
 * Counted by the services after their transaction commits, so a rolled-back order never shows;
 * on PostgreSQL several processes count, and the dashboards sum them.
 */
export function createOrderMetrics(registry: Registry): OrderMetrics {
  const registers = [registry];
  const opened = new Counter({
    name: 'beurs_orders_opened_total',
    help: 'Orders opened: market orders filled at once (kind="market") and limit or stop orders placed (kind="pending").',
    labelNames: ['kind'] as const,
    registers,
  });
  const closed = new Counter({
    name: 'beurs_orders_closed_total',
    help: 'Open positions closed, by reason: user, stop_loss, take_profit, trailing_stop, margin_close_out.',
    labelNames: ['reason'] as const,
    registers,
  });
  const cancelled = new Counter({
    name: 'beurs_orders_cancelled_total',
    help: 'Pending orders cancelled, by reason: user, insufficient_margin when a triggered order no longer fit, or expired.',
    labelNames: ['reason'] as const,
    registers,
  });
  // Every label value from the start: a rate() over a series that appears at its first event misses that event.
  for (const kind of ['market', 'pending']) opened.inc({ kind }, 0);
  for (const reason of ['user', 'stop_loss', 'take_profit', 'margin_close_out', 'trailing_stop'] satisfies CloseReason[])
    closed.inc({ reason }, 0);
  for (const reason of ['user', 'insufficient_margin', 'expired'] satisfies CancelReason[]) cancelled.inc({ reason }, 0);
  return {
    opened,
    closed,
    cancelled,
    filled: new Counter({ name: 'beurs_pending_orders_filled_total', help: 'Pending orders filled by the order engine.', registers }),
  };
}

/** Counts what one committed settlement of the order engine did. */
export function countSettlement(
  metrics: OrderMetrics,
  settlement: { filled: number; cancelled: number; closedBy: Readonly<Partial<Record<CloseReason, number>>> },
): void {
  if (settlement.filled > 0) metrics.filled.inc(settlement.filled);
  if (settlement.cancelled > 0) metrics.cancelled.inc({ reason: 'insufficient_margin' }, settlement.cancelled);
  for (const [reason, count] of Object.entries(settlement.closedBy)) if (count > 0) metrics.closed.inc({ reason }, count);
}

import { useQuery } from '@tanstack/react-query';
import type { Alert } from '@beurs/domain';
import { Badge, Button, EmptyState } from '@beurs/ui';
import { showError } from '../errors/show-error';
import { formatDateTime } from '../format/format-date';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { alertsQuery } from './alerts-query';

function describe(alert: Alert): string {
  return `${alert.instrument_id} bid ${alert.condition} ${alert.price}`;
}

async function remove(alert: Alert): Promise<void> {
  try {
    await getServices().api.deleteAlert({ id: alert.id });
  } catch (error) {
    showError(error);
  } finally {
    await invalidate(queryKeys.alerts());
  }
}

/** The caller's alerts, optionally of one instrument: active first, then those that fired, each deletable. */
export function AlertsList({ instrumentId }: { instrumentId?: string }) {
  const { data, isPending } = useQuery(alertsQuery());
  const alerts = (data ?? []).filter((alert) => instrumentId === undefined || alert.instrument_id === instrumentId);
  if (isPending) return <p className="t-muted">Loading your alerts…</p>;
  if (alerts.length === 0) {
    return <EmptyState title="No price alerts" description="Set one to hear when the bid reaches a price, even with the terminal closed." headingLevel={3} />;
  }
  return (
    <ul className="t-alerts" aria-label={instrumentId ? `Price alerts on ${instrumentId}` : 'Price alerts'}>
      {alerts.map((alert) => (
        <li key={alert.id} className={`t-alerts__item t-alerts__item--${alert.status}`}>
          <div className="t-alerts__text">
            <strong>{describe(alert)}</strong>
            {alert.note ? <span className="t-muted"> · {alert.note}</span> : null}
            <div className="t-muted">
              {alert.status === 'triggered' ? `Reached at ${alert.triggered_price ?? ''} on ${formatDateTime(alert.triggered_at)}` : `Set ${formatDateTime(alert.created_at)}`}
            </div>
          </div>
          <Badge variant={alert.status === 'active' ? 'accent' : 'positive'}>{alert.status === 'active' ? 'Waiting' : 'Reached'}</Badge>
          <Button variant="ghost" size="small" onClick={() => void remove(alert)} aria-label={`Delete the alert ${describe(alert)}`}>
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}

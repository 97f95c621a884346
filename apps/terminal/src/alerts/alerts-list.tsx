import { useQuery } from '@tanstack/react-query';
import type { Alert } from '@beurs/domain';
import { Badge, Button, DividedList, EmptyState, Text } from '@beurs/ui';
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
  if (isPending) {
    return (
      <Text as="p" variant="muted">
        Loading your alerts…
      </Text>
    );
  }
  if (alerts.length === 0) {
    return (
      <EmptyState
        title="No price alerts"
        description="Set one to hear when the bid reaches a price, even with the terminal closed."
        headingLevel={3}
      />
    );
  }
  return (
    <DividedList className="t-alerts" aria-label={instrumentId ? `Price alerts on ${instrumentId}` : 'Price alerts'}>
      {alerts.map((alert) => (
        <li key={alert.id} className="t-alerts__item">
          <div className="t-alerts__text">
            {/* Only a waiting alert stands out; one that fired is history. */}
            {alert.status === 'triggered' ? <span>{describe(alert)}</span> : <strong>{describe(alert)}</strong>}
            {alert.note ? <Text variant="muted"> · {alert.note}</Text> : null}
            <Text as="div" variant="muted">
              {alert.status === 'triggered'
                ? `Reached at ${alert.triggered_price ?? ''} on ${formatDateTime(alert.triggered_at)}`
                : `Set ${formatDateTime(alert.created_at)}`}
            </Text>
          </div>
          <Badge variant={alert.status === 'active' ? 'accent' : 'positive'}>{alert.status === 'active' ? 'Waiting' : 'Reached'}</Badge>
          <Button variant="ghost" size="small" onClick={() => void remove(alert)} aria-label={`Delete the alert ${describe(alert)}`}>
            Delete
          </Button>
        </li>
      ))}
    </DividedList>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { Alert } from '@beurs/domain';
import { Badge, Button, DividedList, EmptyState, Text } from '@beurs/ui';
import { formatDateTime } from '../format/format-date';
import { alertsQuery } from './alerts-query';
import { useDeleteAlert } from './use-delete-alert';

function describe(alert: Alert): string {
  return `${alert.instrument_id} bid ${alert.condition} ${alert.price}`;
}

/** The delete button of one alert, busy while its deletion is asked. */
function DeleteAlertButton({ alert }: { alert: Alert }) {
  const remove = useDeleteAlert();
  return (
    <Button
      variant="ghost"
      size="small"
      loading={remove.isPending}
      onClick={() => remove.mutate(alert)}
      aria-label={`Delete the alert ${describe(alert)}`}
    >
      Delete
    </Button>
  );
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
          <DeleteAlertButton alert={alert} />
        </li>
      ))}
    </DividedList>
  );
}

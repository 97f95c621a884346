import { useMemo } from 'react';
import { EmptyState, Table, type TableColumn } from '@beurs/ui';
import type { Activity } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../async/load-state';
import { formatDateTimeSeconds } from '../../format/format-date';
import { activitiesQuery } from '../../query/server-queries';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';

const SIGN_IN_KINDS = new Set([
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'pin_saved',
  'wallet_identification_set',
  'two_factor_enabled',
  'two_factor_disabled',
  'second_factor_failed',
  'recovery_code_used',
  'session_ended',
  'api_key_created',
  'api_key_revoked',
  'api_key_used',
]);

const NONE: readonly Activity[] = [];

/** Sign-in and security activity, with time, IP address and browser. */
export function ActivityList() {
  const query = useQuery(activitiesQuery());
  const activities = query.data ?? NONE;
  const state = loadStateOf(query);
  const shown = useMemo(() => activities.filter((activity) => SIGN_IN_KINDS.has(activity.kind)), [activities]);
  const columns = useMemo<Array<TableColumn<Activity>>>(
    () => [
      { id: 'time', header: 'Time', cell: (activity) => formatDateTimeSeconds(activity.created_at) },
      { id: 'what', header: 'What', cell: (activity) => activity.description },
      { id: 'ip', header: 'IP address', cell: (activity) => activity.ip ?? '—' },
      { id: 'agent', header: 'Browser', cell: (activity) => <span className="t-ellipsis t-agent">{activity.user_agent ?? '—'}</span> },
    ],
    [],
  );
  return (
    <LoadView
      state={state}
      what="the sign-in activity"
      isEmpty={shown.length === 0}
      empty={<EmptyState title="No sign-in activity yet" headingLevel={3} />}
    >
      <Table
        caption="Sign-in activity"
        hideCaption
        columns={columns}
        rows={shown}
        getRowKey={(activity) => activity.id}
        cardsBelow={TABLE_CARDS_BELOW_PX}
        cardTitle="what"
        cardFigure="time"
      />
    </LoadView>
  );
}

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, EmptyState, Table, Text, type TableColumn } from '@beurs/ui';
import type { DeviceSession } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { loadStateOf } from '../../async/load-state';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';
import { formatDateTime } from '../../format/format-date';
import { deviceSessionsQuery } from '../../query/server-queries';
import { useEndSession } from './use-end-session';

/** Signs one other device out (see {@link useEndSession}); the button is busy while it is asked. */
function EndSessionButton({ session }: { session: DeviceSession }) {
  const end = useEndSession();
  return (
    <Button
      variant="secondary"
      size="small"
      loading={end.isPending}
      onClick={() => end.mutate(session)}
      aria-label={`Sign out ${session.device} (${session.ip ?? 'unknown IP'})`}
    >
      Sign out
    </Button>
  );
}

const NONE: readonly DeviceSession[] = [];

/** The signed-in devices: device, IP, started, last used; this device marked, any other signed out. */
export function DeviceSessions() {
  const query = useQuery(deviceSessionsQuery());
  const sessions = query.data ?? NONE;
  const state = loadStateOf(query);
  const columns = useMemo<Array<TableColumn<DeviceSession>>>(
    () => [
      {
        id: 'device',
        header: 'Device',
        cell: (session) => (
          <span title={session.user_agent ?? undefined}>
            {session.device} {session.current ? <Badge variant="accent">This device</Badge> : null}
          </span>
        ),
      },
      { id: 'ip', header: 'IP address', cell: (session) => session.ip ?? '—' },
      { id: 'started', header: 'Signed in', cell: (session) => formatDateTime(session.created_at) },
      { id: 'used', header: 'Last used', cell: (session) => formatDateTime(session.last_used_at) },
      {
        id: 'action',
        header: 'Action',
        cell: (session) => (session.current ? <Text variant="muted">Log out to end it</Text> : <EndSessionButton session={session} />),
      },
    ],
    [],
  );
  return (
    <LoadView
      state={state}
      what="the signed-in devices"
      isEmpty={sessions.length === 0}
      empty={<EmptyState title="No signed-in devices" headingLevel={3} />}
    >
      <Table
        caption="Signed-in devices"
        hideCaption
        columns={columns}
        rows={sessions}
        getRowKey={(session) => session.id}
        cardsBelow={TABLE_CARDS_BELOW_PX}
        cardTitle="device"
      />
    </LoadView>
  );
}

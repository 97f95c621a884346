import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, EmptyState, Table, Text, notify, type TableColumn } from '@beurs/ui';
import type { DeviceSession } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { loadStateOf } from '../../async/load-state';
import { showError } from '../../errors/show-error';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';
import { formatDateTime } from '../../format/format-date';
import { queryKeys } from '../../query/query-keys';
import { deviceSessionsQuery } from '../../query/server-queries';
import { getServices } from '../../services/services';

/** Signs one other device out and says so; a failure shows the server's text. */
function EndSessionButton({ session, onEnded }: { session: DeviceSession; onEnded: () => void }) {
  const [busy, setBusy] = useState(false);
  const end = async () => {
    setBusy(true);
    try {
      await getServices().api.endSession({ id: session.id });
      notify.success(`${session.device} was signed out`);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      onEnded();
    }
  };
  return (
    <Button
      variant="secondary"
      size="small"
      loading={busy}
      onClick={() => void end()}
      aria-label={`Sign out ${session.device} (${session.ip ?? 'unknown IP'})`}
    >
      Sign out
    </Button>
  );
}

const NONE: readonly DeviceSession[] = [];

/** The signed-in devices: device, IP, started, last used; this device marked, any other signed out. */
export function DeviceSessions() {
  const queryClient = useQueryClient();
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
        cell: (session) =>
          session.current ? (
            <Text variant="muted">Log out to end it</Text>
          ) : (
            <EndSessionButton
              session={session}
              onEnded={() => void queryClient.invalidateQueries({ queryKey: queryKeys.deviceSessions() })}
            />
          ),
      },
    ],
    [queryClient],
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

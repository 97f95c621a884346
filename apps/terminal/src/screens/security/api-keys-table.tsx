import { useMemo } from 'react';
import { Badge, Button, Table, Text, type TableColumn } from '@beurs/ui';
import type { ApiKey, ApiKeyScope } from '@beurs/domain';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';
import { formatDateTime } from '../../format/format-date';

const SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = { read: 'Read', trade: 'Trade' };

/** The key as its owner can tell it apart: the secret's first characters, never the secret. */
export function shownPrefix(key: ApiKey): string {
  return `${key.prefix}…`;
}

/** Whether a key still works at `now`: neither revoked nor expired (the server's count of live keys). */
export function isLive(key: ApiKey, now: number): boolean {
  return key.revoked_at === null && (key.expires_at === null || Date.parse(key.expires_at) > now);
}

/** How a key that no longer works ended: revoked by its owner, or expired by itself. */
function ending(key: ApiKey): string {
  return key.revoked_at === null ? `Expired ${formatDateTime(key.expires_at)}` : `Revoked ${formatDateTime(key.revoked_at)}`;
}

/** When and from where a program last used the key. */
function LastUse({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.last_used_at === null) return <>Never used</>;
  return (
    <>
      {formatDateTime(apiKey.last_used_at)}
      {apiKey.last_used_ip ? <span className="t-api-keys__from"> from {apiKey.last_used_ip}</span> : null}
    </>
  );
}

/** Props of {@link ApiKeysTable}. */
export interface ApiKeysTableProps {
  /** Names the table for screen readers. */
  caption: string;
  keys: readonly ApiKey[];
  /** Asks to revoke a live key; without it the keys are ones that no longer work, and the last column says how they ended. */
  onRevoke?: (key: ApiKey) => void;
}

/**
 * API keys: name, prefix, scopes (and the addresses a key is limited to), created, expires, last used, and Revoke for a live key or how
 * it ended for one that no longer works. On a phone each key is a card headed by its name.
 */
export function ApiKeysTable({ caption, keys, onRevoke }: ApiKeysTableProps) {
  const columns = useMemo<Array<TableColumn<ApiKey>>>(
    () => [
      { id: 'name', header: 'Name', cell: (key) => key.name },
      { id: 'prefix', header: 'Key', cell: (key) => <code className="t-api-keys__prefix">{shownPrefix(key)}</code> },
      {
        id: 'scopes',
        header: 'Access',
        cell: (key) => (
          <>
            <span className="t-api-keys__scopes">
              {key.scopes.map((scope) => (
                <Badge key={scope} variant={scope === 'trade' ? 'accent' : 'neutral'}>
                  {SCOPE_LABELS[scope]}
                </Badge>
              ))}
            </span>
            {/* An allow-list is part of what the key may do: a program elsewhere is refused. */}
            {key.allowed_ips.length > 0 ? <span className="t-api-keys__from"> only from {key.allowed_ips.join(', ')}</span> : null}
          </>
        ),
      },
      { id: 'created', header: 'Created', cell: (key) => formatDateTime(key.created_at) },
      { id: 'expires', header: 'Expires', cell: (key) => (key.expires_at === null ? 'Never' : formatDateTime(key.expires_at)) },
      { id: 'used', header: 'Last used', cell: (key) => <LastUse apiKey={key} /> },
      onRevoke
        ? {
            id: 'action',
            header: 'Action',
            cell: (key) => (
              <Button
                variant="secondary"
                size="small"
                onClick={() => onRevoke(key)}
                aria-label={`Revoke ${key.name} (${shownPrefix(key)})`}
              >
                Revoke
              </Button>
            ),
          }
        : { id: 'ended', header: 'Ended', cell: (key) => <Text variant="muted">{ending(key)}</Text> },
    ],
    [onRevoke],
  );
  return (
    <Table
      caption={caption}
      hideCaption
      columns={columns}
      rows={keys}
      getRowKey={(key) => key.id}
      cardsBelow={TABLE_CARDS_BELOW_PX}
      cardTitle="name"
    />
  );
}

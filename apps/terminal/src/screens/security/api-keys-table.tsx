import { useMemo, useState } from 'react';
import { Badge, Button, Table, Text, type TableColumn } from '@beurs/ui';
import type { ApiKey, ApiKeyScope } from '@beurs/domain';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';
import { formatDateTime } from '../../format/format-date';

const SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = { read: 'Read', trade: 'Trade' };

/** The key as its owner can tell it apart: the secret's first characters, never the secret. */
export function shownPrefix(key: ApiKey): string {
  return `${key.prefix}…`;
}

/** When the key stops by itself: never, a date to come, or a date gone (it no longer works). */
function Expiry({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  if (apiKey.expires_at === null) return <>Never</>;
  const expired = apiKey.revoked_at === null && Date.parse(apiKey.expires_at) <= now;
  return (
    <>
      {formatDateTime(apiKey.expires_at)} {expired ? <Badge variant="warning">Expired</Badge> : null}
    </>
  );
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
  /** Asks to revoke a live key; without it the keys are revoked ones and the last column says when. */
  onRevoke?: (key: ApiKey) => void;
}

/**
 * API keys: name, prefix, scopes, created, expires, last used, and Revoke for a live key. On a
 * phone each key is a card headed by its name.
 */
export function ApiKeysTable({ caption, keys, onRevoke }: ApiKeysTableProps) {
  // Read when the list is shown: whether a key has expired is marked, not counted down.
  const [now] = useState(() => Date.now());
  const columns = useMemo<Array<TableColumn<ApiKey>>>(
    () => [
      { id: 'name', header: 'Name', cell: (key) => key.name },
      { id: 'prefix', header: 'Key', cell: (key) => <code className="t-api-keys__prefix">{shownPrefix(key)}</code> },
      {
        id: 'scopes',
        header: 'Access',
        cell: (key) => (
          <span className="t-api-keys__scopes">
            {key.scopes.map((scope) => (
              <Badge key={scope} variant={scope === 'trade' ? 'accent' : 'neutral'}>
                {SCOPE_LABELS[scope]}
              </Badge>
            ))}
          </span>
        ),
      },
      { id: 'created', header: 'Created', cell: (key) => formatDateTime(key.created_at) },
      { id: 'expires', header: 'Expires', cell: (key) => <Expiry apiKey={key} now={now} /> },
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
        : {
            id: 'revoked',
            header: 'Revoked',
            cell: (key) => <Text variant="muted">{formatDateTime(key.revoked_at)}</Text>,
          },
    ],
    [now, onRevoke],
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

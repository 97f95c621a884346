import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Notice, Text } from '@beurs/ui';
import { MAX_API_KEYS_PER_ACCOUNT, type ApiKey, type CreatedApiKey } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { loadStateOf } from '../../async/load-state';
import { apiKeysQuery } from '../../query/server-queries';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { ApiKeysTable, isLive } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import './api-keys.css';

const NONE: readonly ApiKey[] = [];

/**
 * API keys for the caller's own programs: what a key may and may not do, the live keys with
 * Revoke, the revoked and expired ones behind a button, and Create, which shows the new secret once.
 */
export function ApiKeysSection() {
  const query = useQuery(apiKeysQuery());
  const keys = query.data ?? NONE;
  // Read when the section is shown: a key that expires meanwhile moves down on the next visit.
  const [now] = useState(() => Date.now());
  const live = keys.filter((key) => isLive(key, now));
  const ended = keys.filter((key) => !isLive(key, now));
  const full = live.length >= MAX_API_KEYS_PER_ACCOUNT;

  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [showEnded, setShowEnded] = useState(false);
  const limitId = useId();
  const endedId = useId();
  const createRef = useRef<HTMLButtonElement>(null);

  // A revoked key's row, and its Revoke button, are gone when the dialog closes: the focus, which
  // the dialog hands back to that button, goes to Create instead, which a revoked key always frees.
  useEffect(() => {
    if (revoking === null && document.activeElement === document.body) createRef.current?.focus();
  }, [revoking]);

  return (
    <div className="t-form t-api-keys">
      <Text as="p" variant="muted">
        An API key lets your own programs, such as a trading bot, read this account and, if you allow it, trade on it. A key can never
        withdraw money, and cannot change your PIN, password, two-factor sign-in or keys.
      </Text>
      <div className="t-actions">
        <Button ref={createRef} onClick={() => setCreating(true)} disabled={full} aria-describedby={full ? limitId : undefined}>
          Create API key
        </Button>
      </div>
      {full ? (
        <Notice variant="text" tone="warning" id={limitId}>
          You have {MAX_API_KEYS_PER_ACCOUNT} live keys, the most one account may hold. Revoke one to create another.
        </Notice>
      ) : null}
      <LoadView
        state={loadStateOf(query)}
        what="the API keys"
        isEmpty={keys.length === 0}
        empty={<EmptyState title="No API keys" description="Create one to let a program read or trade this account." headingLevel={3} />}
      >
        {live.length > 0 ? (
          <ApiKeysTable caption="Live API keys" keys={live} onRevoke={setRevoking} />
        ) : (
          <Text as="p" variant="muted">
            No live keys: every key you made has been revoked or has expired.
          </Text>
        )}
        {ended.length > 0 ? (
          <>
            <div className="t-actions">
              <Button variant="ghost" aria-expanded={showEnded} aria-controls={endedId} onClick={() => setShowEnded((shown) => !shown)}>
                {showEnded ? 'Hide revoked and expired keys' : `Show revoked and expired keys (${ended.length})`}
              </Button>
            </div>
            <div id={endedId} className="t-api-keys__ended" hidden={!showEnded}>
              {showEnded ? <ApiKeysTable caption="Revoked and expired API keys" keys={ended} /> : null}
            </div>
          </>
        ) : null}
      </LoadView>
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          setCreated(answer);
        }}
      />
      <ApiKeySecretDialog created={created} onStored={() => setCreated(null)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}

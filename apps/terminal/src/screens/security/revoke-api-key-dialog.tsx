import { useRef } from 'react';
import { Button, Modal } from '@beurs/ui';
import type { ApiKey } from '@beurs/domain';
import { shownPrefix } from './api-keys-table';
import { useRevokeApiKey } from './use-revoke-api-key';

/**
 * The question before a key is revoked, naming it. Revoking cannot be undone and stops the
 * programs using the key at once, so the focus starts on "Keep it". Closes once the key is revoked;
 * a refusal leaves it open with the server's text.
 */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const keepRef = useRef<HTMLButtonElement>(null);
  const busy = revoke.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open={apiKey !== null}
      onClose={close}
      title={apiKey ? `Revoke the key “${apiKey.name}”?` : ''}
      description={
        apiKey
          ? `Programs using ${shownPrefix(apiKey)} stop at once: every call they make is refused and their live streams are disconnected. This cannot be undone.`
          : undefined
      }
      initialFocusRef={keepRef}
      footer={
        <>
          <Button ref={keepRef} variant="secondary" onClick={close} disabled={busy}>
            Keep it
          </Button>
          <Button variant="danger" loading={busy} onClick={() => apiKey && revoke.mutate(apiKey, { onSuccess: onClose })}>
            Revoke key
          </Button>
        </>
      }
    />
  );
}

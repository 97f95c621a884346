import { useId, useRef, useState } from 'react';
import { Button, Modal, Notice } from '@beurs/ui';
import type { CreatedApiKey } from '@beurs/domain';
import { CopyButton } from '../../components/copy-button';

/**
 * The new key's secret, shown this once: monospace, with a Copy button and the warning that it
 * cannot be shown again. Only "I have stored it" closes it; Escape or × say so instead, since a
 * secret closed unstored is lost (the key then has to be revoked and made again).
 */
export function ApiKeySecretDialog({ created, onStored }: { created: CreatedApiKey | null; onStored: () => void }) {
  const [reminded, setReminded] = useState(false);
  const storedRef = useRef<HTMLButtonElement>(null);
  // The focus starts on the secret (announced as such), one Tab before its Copy button.
  const secretRef = useRef<HTMLDivElement>(null);
  const secretLabelId = useId();
  const remind = () => {
    setReminded(true);
    storedRef.current?.focus();
  };
  const stored = () => {
    setReminded(false);
    onStored();
  };
  return (
    <Modal
      open={created !== null}
      onClose={remind}
      closeOnBackdropClick={false}
      closeLabel="Close (asks first that the secret is stored)"
      title="Your new API key"
      description={
        created ? (
          <>
            “{created.key.name}” is ready. Your program sends its secret in the header <code>Authorization: Bearer &lt;secret&gt;</code>.
          </>
        ) : undefined
      }
      initialFocusRef={secretRef}
      footer={
        <Button ref={storedRef} onClick={stored}>
          I have stored it
        </Button>
      }
    >
      {created ? (
        <div className="t-form">
          <Notice tone="warning" title="Shown only now" headingLevel={3}>
            Copy the secret and store it where your program reads it, such as a password manager. It cannot be shown again: if it is lost,
            revoke the key and create another.
          </Notice>
          <div className="t-api-keys__secret" ref={secretRef} tabIndex={-1} role="group" aria-labelledby={secretLabelId}>
            <span id={secretLabelId} className="t-api-keys__secret-label">
              Secret
            </span>
            <code>{created.secret}</code>
            <CopyButton text={created.secret} label="Copy the secret" />
          </div>
          {reminded ? (
            <Notice variant="text" tone="warning" role="alert">
              The secret is not shown again once this closes. Copy it, store it, then press “I have stored it”.
            </Notice>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

import { useRef, useState, type RefObject } from 'react';
import { Button, ChoiceGroup, Modal, Notice, Select, TextArea, TextField } from '@beurs/ui';
import { MAX_API_KEY_ALLOWED_IPS, type CreatedApiKey } from '@beurs/domain';
import { useServerForm } from '../../errors/use-server-form';
import {
  EMPTY_DRAFT,
  EXPIRY_CHOICES,
  apiKeyFieldErrors,
  apiKeyRequestOf,
  checkApiKeyRequest,
  type ApiKeyAccess,
  type ApiKeyDraft,
  type ExpiryChoice,
} from './api-key-request';
import { useCreateApiKey } from './use-create-api-key';

const ACCESS_OPTIONS = [
  {
    value: 'read' as const,
    label: (
      <span className="t-api-keys__choice">
        <strong>Read only</strong> <span>The account, orders and prices</span>
      </span>
    ),
  },
  {
    value: 'trade' as const,
    label: (
      <span className="t-api-keys__choice">
        <strong>Read and trade</strong> <span>Also opens, changes and closes orders</span>
      </span>
    ),
  },
];

const EXPIRY_OPTIONS = EXPIRY_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }));

/**
 * The create form: name, access, expiry and an optional address allow-list, checked with the
 * contract's schema before it is sent; the server's refusals are marked on the same fields.
 */
function CreateApiKeyForm({
  mutation,
  nameRef,
  onCreated,
  onCancel,
}: {
  mutation: ReturnType<typeof useCreateApiKey>;
  nameRef: RefObject<HTMLInputElement | null>;
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ApiKeyDraft>(EMPTY_DRAFT);
  const change = (patch: Partial<ApiKeyDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const form = useServerForm({
    mutation,
    validate: () => checkApiKeyRequest(apiKeyRequestOf(draft, new Date())),
    // The expiry counts from the moment the form is sent.
    request: () => apiKeyRequestOf(draft, new Date()),
    onSuccess: onCreated,
  });
  const errors = apiKeyFieldErrors(form.errors);
  return (
    <form className="t-form" onSubmit={form.onSubmit} noValidate aria-label="Create an API key">
      <TextField
        ref={nameRef}
        label="Name"
        autoComplete="off"
        maxLength={60}
        value={draft.name}
        onChange={(event) => change({ name: event.target.value })}
        error={errors.name}
        hint="For you to tell your keys apart, like “Crossover bot”"
      />
      <ChoiceGroup<ApiKeyAccess>
        legend="Access"
        value={draft.access}
        onValueChange={(access) => change({ access })}
        options={ACCESS_OPTIONS}
      />
      {errors.scopes ? (
        <Notice variant="text" tone="negative">
          {errors.scopes}
        </Notice>
      ) : null}
      <Select
        label="Expires"
        value={draft.expiry}
        onChange={(event) => change({ expiry: event.target.value as ExpiryChoice })}
        options={EXPIRY_OPTIONS}
        error={errors.expires_at}
      />
      <TextArea
        label="Allowed IP addresses (optional)"
        rows={3}
        autoComplete="off"
        spellCheck={false}
        value={draft.allowedIps}
        onChange={(event) => change({ allowedIps: event.target.value })}
        error={errors.allowed_ips}
        hint={`One per line or separated by commas, like 203.0.113.7 or 203.0.113.0/24; at most ${MAX_API_KEY_ALLOWED_IPS}. Empty: any address.`}
      />
      <div className="t-actions">
        <Button type="submit" loading={form.busy}>
          Create key
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The create form in a dialog, the focus on its first field; closes on its own once the key is
 * made, handing it on with its secret. It owns the write, so it cannot be closed while the key is
 * being made: its secret would be answered to nobody.
 */
export function CreateApiKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey();
  const nameRef = useRef<HTMLInputElement>(null);
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  const created = (answer: CreatedApiKey) => {
    // The secret goes to the one dialog that shows it, and is not kept here.
    create.reset();
    onCreated(answer);
  };
  return (
    <Modal
      open={open}
      onClose={close}
      initialFocusRef={nameRef}
      closeOnBackdropClick={false}
      title="Create an API key"
      description="A program signs in with the key's secret, which is shown once, right after this."
    >
      <CreateApiKeyForm mutation={create} nameRef={nameRef} onCreated={created} onCancel={close} />
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Select, TextField, notify } from '@beurs/ui';
import { PAYMENT_METHOD_IDS, type PaymentMethodId, type User } from '@beurs/domain';
import { fieldErrorsOf, type FieldErrors } from '../../errors/field-errors';
import { showError } from '../../errors/show-error';
import { usePlatformStore } from '../../platform/platform-store';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

function isMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/** Wallet identification: the wallet withdrawals are paid to. */
export function WalletForm({ user }: { user: User }) {
  const methods = usePlatformStore((state) => state.platform?.payment_methods);
  const [wallet, setWallet] = useState(user.wallet?.address ?? '');
  const [type, setType] = useState<PaymentMethodId>(user.wallet?.type ?? 'bitcoin');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await getServices().api.setWalletIdentification({ wallet: wallet.trim(), type });
      notify.success('Wallet saved');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      showError(error);
    } finally {
      setBusy(false);
      await getSession().reloadUser();
    }
  };

  return (
    <form className="t-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Wallet identification">
      <p className="t-muted">{user.wallet ? `Current: ${user.wallet.address} (${user.wallet.type})` : 'No wallet identified yet.'}</p>
      <TextField label="Wallet or account" value={wallet} onChange={(event) => setWallet(event.target.value)} error={errors.wallet} />
      <Select
        label="Method"
        value={type}
        onChange={(event) => {
          if (isMethodId(event.target.value)) setType(event.target.value);
        }}
        options={PAYMENT_METHOD_IDS.map((id) => ({ value: id, label: methods?.find((method) => method.id === id)?.name ?? id }))}
        error={errors.type}
      />
      <Button type="submit" loading={busy}>
        Save wallet
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { Button, Select, Text, TextField } from '@beurs/ui';
import { PAYMENT_METHOD_IDS, type PaymentMethodId, type User } from '@beurs/domain';
import { useServerForm } from '../../errors/use-server-form';
import { usePlatform } from '../../platform/use-platform';
import { useSetWallet } from './use-set-wallet';

function isMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/** Wallet identification: the wallet withdrawals are paid to. */
export function WalletForm({ user }: { user: User }) {
  const methods = usePlatform().platform?.payment_methods;
  const [wallet, setWallet] = useState(user.wallet?.address ?? '');
  const [type, setType] = useState<PaymentMethodId>(user.wallet?.type ?? 'bitcoin');
  const methodName = (id: PaymentMethodId) => methods?.find((method) => method.id === id)?.name ?? id;
  const { busy, errors, onSubmit } = useServerForm({ mutation: useSetWallet(), request: () => ({ wallet: wallet.trim(), type }) });

  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Wallet identification">
      <Text as="p" variant="muted">
        {user.wallet ? `Current: ${user.wallet.address} (${methodName(user.wallet.type)})` : 'No wallet identified yet.'}
      </Text>
      <TextField label="Wallet or account" value={wallet} onChange={(event) => setWallet(event.target.value)} error={errors.wallet} />
      <Select
        label="Method"
        value={type}
        onChange={(event) => {
          if (isMethodId(event.target.value)) setType(event.target.value);
        }}
        options={PAYMENT_METHOD_IDS.map((id) => ({ value: id, label: methodName(id) }))}
        error={errors.type}
      />
      <Button type="submit" loading={busy}>
        Save wallet
      </Button>
    </form>
  );
}

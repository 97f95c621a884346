import { useState } from 'react';
import { Button, TextField } from '@beurs/ui';
import { MONEY_TRANSFER_LIMITS, type PaymentMethodId, type Transaction } from '@beurs/domain';
import { checkDecimalFields } from '../../errors/check-decimal-fields';
import { useServerForm } from '../../errors/use-server-form';
import { useCurrentUser } from '../../session/use-current-user';
import { useDeposit } from './use-deposit';

/**
 * The deposit form. Contract §8: deposit failures are only logged; a field the server refused is
 * still marked with its message, since the person must fix it (docs/terminal.md).
 */
export function DepositForm({ method, onDone }: { method: PaymentMethodId; onDone: (transaction: Transaction) => void }) {
  const user = useCurrentUser();
  const [amount, setAmount] = useState('');
  const [firstName, setFirstName] = useState(user?.first_name ?? '');
  const [lastName, setLastName] = useState(user?.last_name ?? '');
  const [wallet, setWallet] = useState('');
  const { busy, errors, onSubmit } = useServerForm({
    mutation: useDeposit(),
    validate: () => checkDecimalFields({ amount: { label: 'Amount', value: amount } }),
    request: () => ({
      meta: { wallet: wallet.trim() },
      amount: amount.trim(),
      type: method,
      first_name: firstName.trim(),
      last_name: lastName.trim(),
    }),
    onSuccess: (transaction) => {
      onDone(transaction);
      setAmount('');
    },
  });

  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Deposit">
      <TextField
        label="Amount (EUR)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={`Between ${MONEY_TRANSFER_LIMITS.min} and ${Number(MONEY_TRANSFER_LIMITS.max).toLocaleString('en-GB')} EUR of virtual funds`}
        error={errors.amount}
      />
      <div className="t-form-grid">
        <TextField
          label="First name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.last_name}
          autoComplete="family-name"
        />
      </div>
      <TextField
        label="Your wallet or account (optional)"
        value={wallet}
        onChange={(event) => setWallet(event.target.value)}
        error={errors['meta.wallet']}
      />
      <Button type="submit" loading={busy}>
        Deposit virtual funds
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Notice, Select, TextField } from '@beurs/ui';
import { MONEY_TRANSFER_LIMITS, PAYMENT_METHOD_IDS, PIN_RULES, type PaymentMethodId } from '@beurs/domain';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { checkDecimalFields } from '../../errors/check-decimal-fields';
import { useServerForm } from '../../errors/use-server-form';
import { formatMoney } from '../../format/format-decimal';
import { formatDateTime } from '../../format/format-date';
import { usePlatform } from '../../platform/use-platform';
import { useCurrentUser } from '../../session/use-current-user';
import { useAccountFigures } from '../../session/use-account-figures';
import { useWithdraw } from './use-withdraw';

function isMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

const LOCK_MINUTES = PIN_RULES.lockMs / 60_000;

/** Withdrawal with wallet, amount, method and PIN; the PIN lock explained. */
export default function WithdrawalScreen() {
  const user = useCurrentUser();
  const figures = useAccountFigures();
  const methods = usePlatform().platform?.payment_methods;
  const [wallet, setWallet] = useState(user?.wallet?.address ?? '');
  const [type, setType] = useState<PaymentMethodId>(user?.wallet?.type ?? 'bitcoin');
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const lockedUntil = user?.pin_locked_until ?? null;
  const locked = lockedUntil !== null && Date.parse(lockedUntil) > Date.now();
  const { busy, errors, onSubmit } = useServerForm({
    mutation: useWithdraw(),
    // The contract's grammar for the amount, said before anything is sent.
    validate: () => checkDecimalFields({ amount: { label: 'Amount', value: amount } }),
    request: () => ({ meta: { wallet: wallet.trim() }, amount: amount.trim(), type, pin }),
    onSuccess: () => {
      setAmount('');
      setPin('');
    },
    onError: () => setPin(''),
  });

  const options = PAYMENT_METHOD_IDS.map((id) => ({ value: id, label: methods?.find((method) => method.id === id)?.name ?? id }));
  return (
    <div className="t-screen">
      <ScreenTitle title="Withdrawal" actions={<DemoLabel />}>
        Withdrawal
      </ScreenTitle>
      <div className="t-grid t-grid--two">
        <Card title="Withdraw virtual funds">
          {user && !user.has_pin ? (
            <Notice className="t-notice" role="note">
              Withdrawals need a PIN. <Link to="/account/security">Set your PIN</Link> first.
            </Notice>
          ) : null}
          {locked ? (
            <Notice tone="warning" className="t-notice" role="alert">
              Withdrawals are locked until {formatDateTime(lockedUntil)} after {PIN_RULES.maxFailedAttempts} wrong PINs in a row.
            </Notice>
          ) : null}
          <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Withdrawal">
            <TextField
              label="Wallet or account"
              value={wallet}
              onChange={(event) => setWallet(event.target.value)}
              error={errors['meta.wallet']}
              hint="Where the withdrawal is paid (virtual: nothing is paid out)"
            />
            <Select
              label="Method"
              value={type}
              onChange={(event) => {
                if (isMethodId(event.target.value)) setType(event.target.value);
              }}
              options={options}
              error={errors.type}
            />
            <TextField
              label="Amount (EUR)"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={errors.amount}
              hint={`Between ${MONEY_TRANSFER_LIMITS.min} EUR and your free margin${figures ? ` (${formatMoney(figures.freeMargin, figures.currency)})` : ''}`}
            />
            <TextField
              label="PIN"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(event) => setPin(event.target.value)}
              error={errors.pin}
              hint={`${PIN_RULES.minLength} to ${PIN_RULES.maxLength} digits. ${PIN_RULES.maxFailedAttempts} wrong PINs in a row lock withdrawals for ${LOCK_MINUTES} minutes.`}
            />
            <Button type="submit" loading={busy} disabled={locked}>
              Withdraw
            </Button>
          </form>
        </Card>
        <Card title="Before you withdraw">
          <ul className="t-bullets">
            <li>You can withdraw up to your free margin: money that holds open positions stays in the account.</li>
            <li>
              Your PIN protects withdrawals. After {PIN_RULES.maxFailedAttempts} wrong PINs in a row, withdrawals are locked for{' '}
              {LOCK_MINUTES} minutes.
            </li>
            <li>This is a demo account: the funds are virtual and nothing is paid out.</li>
          </ul>
        </Card>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Button, TextField } from '@beurs/ui';
import type { TwoFactorDisableRequest } from '@beurs/domain';
import { useServerForm } from '../../errors/use-server-form';
import { useDisableTwoFactor } from './use-disable-two-factor';

/** Turning two-factor sign-in off: the password and a code from the app (or a recovery code). */
export function TwoFactorDisableForm({ onDisabled }: { onDisabled: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const { busy, errors, onSubmit } = useServerForm({
    mutation: useDisableTwoFactor(),
    request: (): TwoFactorDisableRequest => (useRecovery ? { password, recovery_code: code } : { password, code }),
    onSuccess: onDisabled,
  });
  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Turn off two-factor sign-in">
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {useRecovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.recovery_code}
        />
      ) : (
        <TextField
          key="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
      )}
      <div className="t-actions">
        <Button type="submit" variant="danger" loading={busy}>
          Turn off two-factor sign-in
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setCode('');
            setUseRecovery(!useRecovery);
          }}
        >
          {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code'}
        </Button>
      </div>
    </form>
  );
}

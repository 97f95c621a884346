import { useState } from 'react';
import { Button, TextField, notify } from '@beurs/ui';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@beurs/domain';
import { useServerForm } from '../../errors/use-server-form';
import { getServices } from '../../services/services';

/** Password change: 'Password changed successfully', or the server's text. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, errors, onSubmit } = useServerForm({
    action: async () => {
      await getServices().api.changePassword({ current_password: current, new_password: next });
      notify.success(MESSAGES.passwordChanged);
      setCurrent('');
      setNext('');
    },
  });

  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <TextField label="Current password" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current_password} />
      <TextField label="New password" type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} error={errors.new_password} hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password`} />
      <Button type="submit" loading={busy}>
        Change password
      </Button>
    </form>
  );
}

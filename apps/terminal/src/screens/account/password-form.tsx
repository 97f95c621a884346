import { useMemo, useState } from 'react';
import { Button, PasswordStrength, TextField, loadPasswordEstimator, usePasswordStrength } from '@beurs/ui';
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH, passwordUserInputs } from '@beurs/domain';
import { useServerForm } from '../../errors/use-server-form';
import { usePlatform } from '../../platform/use-platform';
import { useCurrentUser } from '../../session/use-current-user';
import { useChangePassword } from './use-change-password';

/**
 * Password change: 'Password changed successfully', or the server's text. While the new
 * password is typed, a meter scores it with the server's settings (advice only: the server
 * decides), counting the user's email and names and the company name as known words.
 */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const user = useCurrentUser();
  const companyName = usePlatform().platform?.company.name;
  const userInputs = useMemo(
    () => passwordUserInputs({ email: user?.email, firstName: user?.first_name, lastName: user?.last_name, companyName }),
    [user?.email, user?.first_name, user?.last_name, companyName],
  );
  const strength = usePasswordStrength(next, { load: loadPasswordEstimator, userInputs });
  const { busy, errors, onSubmit } = useServerForm({
    mutation: useChangePassword(),
    request: () => ({ current_password: current, new_password: next }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
    },
  });

  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.current_password}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.new_password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not containing your email address, and hard enough to guess to score ${PASSWORD_STRENGTH.minScore} of 4. A few unrelated words work well.`}
      />
      <PasswordStrength state={strength} />
      <Button type="submit" loading={busy}>
        Change password
      </Button>
    </form>
  );
}

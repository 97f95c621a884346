import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isHttpError, toUserMessage } from '@beurs/api-client';
import { ERROR_CODES, MESSAGES, TWO_FACTOR_RULES, type SecondFactorChallenge } from '@beurs/domain';
import { Button, Card, TextField } from '@beurs/ui';
import { useSiteApi } from '../../api/use-site-api';
import { FormAlert } from './form-alert';

/** Props of `<SecondFactorForm>`. */
export interface SecondFactorFormProps {
  /** The challenge the password step answered. */
  challenge: SecondFactorChallenge;
  /** The tokens are stored: open the terminal. */
  onSignedIn: () => void;
  /** Back to the password step, with a message when the challenge can no longer be used. */
  onRestart: (message: string | null) => void;
}

/**
 * The second step of a sign-in with two-factor sign-in on: the code from the authenticator
 * app, or one of the recovery codes for someone without their phone. The server's message is
 * shown when a code is refused; a challenge that expired sends the person back to the password.
 */
export function SecondFactorForm({ challenge, onSignedIn, onRestart }: SecondFactorFormProps) {
  const api = useSiteApi();
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  // The field takes focus on arrival and when switching between a code and a recovery code.
  useEffect(() => {
    fieldRef.current?.focus();
  }, [useRecovery]);
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('second-factor') ?? '');
    setSubmitting(true);
    setError(null);
    try {
      await api.signinSecondFactor(
        useRecovery
          ? { challenge_token: challenge.challenge_token, recovery_code: value }
          : { challenge_token: challenge.challenge_token, code: value },
      );
      onSignedIn();
    } catch (failure) {
      if (isHttpError(failure) && failure.code === ERROR_CODES.challengeExpired) {
        onRestart(failure.serverMessage ?? 'This sign-in has expired. Sign in with your email and password again.');
        return;
      }
      setError(toUserMessage(failure, { fallback: MESSAGES.loginFailed }).message);
      setSubmitting(false);
    }
  };

  return (
    <Card className="auth-card">
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Two-factor sign-in">
        {error ? (
          <FormAlert ref={alertRef} tone="error">
            {error}
          </FormAlert>
        ) : null}
        <p>
          {useRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
            : `Open your authenticator app and enter the ${TWO_FACTOR_RULES.digits}-digit code it shows for this account.`}
        </p>
        {useRecovery ? (
          <TextField
            key="recovery"
            ref={fieldRef}
            label="Recovery code"
            name="second-factor"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint="Like abcd-efgh-jkmn"
          />
        ) : (
          <TextField
            key="code"
            ref={fieldRef}
            label="Authentication code"
            name="second-factor"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
        )}
        <Button type="submit" size="large" fullWidth loading={submitting}>
          Verify and sign in
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setError(null);
            setUseRecovery(!useRecovery);
          }}
        >
          {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code'}
        </Button>
        <Button variant="ghost" onClick={() => onRestart(null)}>
          Back to email and password
        </Button>
      </form>
    </Card>
  );
}

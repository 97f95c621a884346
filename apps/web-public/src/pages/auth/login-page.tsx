import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { toUserMessage } from '@beurs/api-client';
import { MESSAGES, isSecondFactorChallenge, type SecondFactorChallenge } from '@beurs/domain';
import { Button, Card, TextField } from '@beurs/ui';
import { useSiteApi } from '../../api/use-site-api';
import { PageIntro } from '../../page/page-intro';
import { FORGOT_PASSWORD_PATH, REGISTRATION_PATH } from '../../routes/site-map';
import { FormAlert } from './form-alert';
import { goToTerminal } from './go-to-terminal';
import { readLoginNotice } from './login-notice';
import { SecondFactorForm } from './second-factor-form';

/** Props of the sign-in page. */
export interface LoginPageProps {
  /** What happens once the tokens are stored. Defaults to opening the terminal's dashboard. */
  onSignedIn?: () => void;
}

/**
 * Sign-in (contract §4): on success the tokens are stored in browser storage, where the terminal
 * restores them, and the browser opens `/terminal/dashboard`. On failure the server's text is
 * shown, else `MESSAGES.loginFailed` (contract §8). An account with two-factor sign-in on gets a
 * second step after the password: a code from the app, or a recovery code.
 */
export default function LoginPage({ onSignedIn = goToTerminal }: LoginPageProps) {
  const api = useSiteApi();
  const notice = readLoginNotice(useLocation().state);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [email, setEmail] = useState(notice?.email ?? '');
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    setEmail(String(form.get('email') ?? ''));
    try {
      const answer = await api.signin({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
      if (isSecondFactorChallenge(answer)) {
        setChallenge(answer);
        setSubmitting(false);
        return;
      }
      onSignedIn();
    } catch (failure) {
      setError(toUserMessage(failure, { fallback: MESSAGES.loginFailed }).message);
      setSubmitting(false);
    }
  };

  // A refusal moves focus to its message, so it is read out at once.
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  return (
    <div className="site-container page auth-page">
      <PageIntro
        title="Sign in"
        description="Sign in to the Beurs trading terminal with your email and password."
        lead="Sign in with the email and password of your demo account to open the trading terminal."
      />
      {challenge ? (
        <SecondFactorForm
          challenge={challenge}
          onSignedIn={onSignedIn}
          onRestart={(message) => {
            setChallenge(null);
            setError(message);
          }}
        />
      ) : (
        <Card className="auth-card">
          <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Sign in">
            {notice && !error ? <FormAlert tone="success">{notice.message}</FormAlert> : null}
            {error ? (
              <FormAlert ref={alertRef} tone="error">
                {error}
              </FormAlert>
            ) : null}
            <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={email} />
            <TextField label="Password" name="password" type="password" autoComplete="current-password" />
            <p className="auth-form__aside">
              <Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link>
            </p>
            <Button type="submit" size="large" fullWidth loading={submitting}>
              Sign in
            </Button>
          </form>
        </Card>
      )}
      <p className="auth-page__switch">
        No account yet? <Link to={REGISTRATION_PATH}>Open a demo account</Link>: it takes a minute, and the money is virtual.
      </p>
    </div>
  );
}

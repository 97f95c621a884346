import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isHttpError, toUserMessage } from '@beurs/api-client';
import { ERROR_CODES, PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES, PASSWORD_STRENGTH, passwordUserInputs } from '@beurs/domain';
import { Button, Card, PasswordStrength, TextField, loadPasswordEstimator, usePasswordStrength } from '@beurs/ui';
import { useSiteApi } from '../../api/use-site-api';
import { usePlatform } from '../../platform/platform-context';
import { PageIntro } from '../../page/page-intro';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../routes/site-map';
import { FormAlert } from './form-alert';
import { fieldErrorsOf } from './field-errors';
import type { LoginNotice } from './login-notice';

const NO_TOKEN = 'This page needs the link from the password-reset email. Open the link from the email again, or ask for a new one.';
const NOT_SAVED = 'The new password could not be saved. Check your connection and try again in a moment.';

/** The token in the fragment of a reset link (`#token=…`), or null. */
export function readResetToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

/**
 * Where a reset link leads (extension): the token comes from the link's fragment, the new
 * password follows the sign-up rules (the server decides; a meter advises while typing). On
 * success every session of the account has ended and the visitor goes to sign-in with a notice.
 * A used, expired or unknown link shows the server's words and a way to ask for a new one.
 */
export default function ResetPasswordPage() {
  const api = useSiteApi();
  const navigate = useNavigate();
  const location = useLocation();
  const platform = usePlatform();
  // Kept from the first render: the fragment is then removed from the address bar and history.
  const [token] = useState(() => readResetToken(location.hash));
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [error, setError] = useState<{ message: string; linkSpent: boolean } | null>(token ? null : { message: NO_TOKEN, linkSpent: true });
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const companyName = platform.status === 'ready' ? platform.platform.company.name : undefined;
  const userInputs = useMemo(() => passwordUserInputs({ companyName }), [companyName]);
  const strength = usePasswordStrength(password, { load: loadPasswordEstimator, userInputs });

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    setSubmitting(true);
    setError(null);
    setPasswordError(undefined);
    try {
      const answer = await api.resetPassword({ token, new_password: password });
      const notice: LoginNotice = { message: answer.message ?? PASSWORD_RESET_MESSAGES.done, email: '' };
      void navigate(LOGIN_PATH, { state: notice });
    } catch (failure) {
      setSubmitting(false);
      const fieldError = fieldErrorsOf(failure).new_password;
      if (fieldError) {
        setPasswordError(fieldError);
        return;
      }
      const linkSpent = isHttpError(failure) && failure.code === ERROR_CODES.resetLinkInvalid;
      setError({ message: toUserMessage(failure, { fallback: NOT_SAVED }).message, linkSpent });
    }
  };

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  return (
    <div className="site-container page auth-page">
      <PageIntro
        title="Choose a new password"
        description="Set a new password for your Beurs account with the link from your email."
        lead="Choose a new password for your account. Every device where it is signed in will be signed out."
      />
      <Card className="auth-card">
        <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
          {error ? (
            <FormAlert ref={alertRef} tone="error">
              {error.message}
              {error.linkSpent ? (
                <>
                  {' '}
                  <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <TextField
            label="New password"
            name="new_password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            disabled={!token}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not containing your email address, and hard enough to guess to score ${PASSWORD_STRENGTH.minScore} of 4. A few unrelated words work well.`}
            error={passwordError}
          />
          <PasswordStrength state={strength} />
          <Button type="submit" size="large" fullWidth loading={submitting} disabled={!token}>
            Set new password
          </Button>
        </form>
      </Card>
      <p className="auth-page__switch">
        Remembered it? <Link to={LOGIN_PATH}>Sign in</Link>.
      </p>
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toUserMessage } from '@beurs/api-client';
import { PASSWORD_RESET_LINK_MINUTES, PASSWORD_RESET_MESSAGES } from '@beurs/domain';
import { Button, Card, TextField } from '@beurs/ui';
import { useSiteApi } from '../../api/use-site-api';
import { PageIntro } from '../../page/page-intro';
import { LOGIN_PATH } from '../../routes/site-map';
import { FormAlert } from './form-alert';

const NOT_SENT = 'The request could not be sent. Check your connection and try again in a moment.';

/**
 * "Forgot password?" (extension): the visitor enters an email and gets the same neutral answer
 * whether or not it has an account; the server emails a single-use link to the reset page.
 */
export default function ForgotPasswordPage() {
  const api = useSiteApi();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setSubmitting(true);
    setError(null);
    try {
      const answer = await api.requestPasswordReset({ email });
      setSent(answer.message ?? PASSWORD_RESET_MESSAGES.requested);
    } catch (failure) {
      setError(toUserMessage(failure, { fallback: NOT_SENT }).message);
    } finally {
      setSubmitting(false);
    }
  };

  // The answer or a refusal moves focus to its message, so it is read out at once.
  useEffect(() => {
    if (sent || error) alertRef.current?.focus();
  }, [sent, error]);

  return (
    <div className="site-container page auth-page">
      <PageIntro
        title="Reset your password"
        description="Ask for a link to choose a new password for your Beurs account."
        lead={`Enter the email address of your account. We will email you a link to choose a new password; it works for ${PASSWORD_RESET_LINK_MINUTES} minutes and only once.`}
      />
      {sent ? (
        <Card className="auth-card auth-form">
          <FormAlert ref={alertRef} tone="success">
            {sent}
          </FormAlert>
          <p>
            <Link to={LOGIN_PATH}>Back to sign in</Link>
          </p>
        </Card>
      ) : (
        <Card className="auth-card">
          <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
            {error ? (
              <FormAlert ref={alertRef} tone="error">
                {error}
              </FormAlert>
            ) : null}
            <TextField label="Email" name="email" type="email" autoComplete="email" />
            <Button type="submit" size="large" fullWidth loading={submitting}>
              Send reset link
            </Button>
          </form>
        </Card>
      )}
      <p className="auth-page__switch">
        Remembered it? <Link to={LOGIN_PATH}>Sign in</Link>.
      </p>
    </div>
  );
}

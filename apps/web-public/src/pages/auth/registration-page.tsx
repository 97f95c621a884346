import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isHttpError } from '@beurs/api-client';
import { ACCOUNT_CURRENCY, DEFAULT_DEMO_BALANCE, PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH, passwordUserInputs } from '@beurs/domain';
import { Button, Card, CheckboxField, PasswordStrength, Select, TextField, loadPasswordEstimator, usePasswordStrength } from '@beurs/ui';
import { useSiteApi } from '../../api/use-site-api';
import { formatMoney } from '../../format/format-money';
import { usePlatform } from '../../platform/platform-context';
import { PageIntro } from '../../page/page-intro';
import { routePath } from '../../routes/route-path';
import { LOGIN_PATH } from '../../routes/site-map';
import { ErrorSummary } from './error-summary';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import type { LoginNotice } from './login-notice';
import { signupFieldId, toSignupRequest } from './signup-form';
import { useCountries } from './use-countries';

const NO_ERRORS: FieldErrors = {};
const NOTHING_TYPED = toSignupRequest(new FormData());
const SIGNED_UP = 'Registration received. Sign in with your email and password to start trading with virtual funds.';

/**
 * Registration (product rules, Registration form: email, password, first and last name, phone,
 * country, the terms and the risk warning). Only the server checks the input (contract §5). Its field errors are shown beside
 * the fields and summed up at the top, because a person must see them to fix the form; any
 * other failure is only logged (contract §8). Success opens the sign-in page with a notice.
 * While a password is typed, a meter scores it with the server's settings (advice only: the
 * server decides), counting the email, the names and the company name as known words.
 */
export default function RegistrationPage() {
  const api = useSiteApi();
  const navigate = useNavigate();
  const countries = useCountries();
  const platform = usePlatform();
  const balance =
    platform.status === 'ready'
      ? formatMoney(platform.platform.demo_balance, platform.platform.currency)
      : formatMoney(DEFAULT_DEMO_BALANCE, ACCOUNT_CURRENCY);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [serverMessage, setServerMessage] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [typed, setTyped] = useState(NOTHING_TYPED);
  const companyName = platform.status === 'ready' ? platform.platform.company.name : undefined;
  const userInputs = useMemo(
    () => passwordUserInputs({ email: typed.email, firstName: typed.first_name, lastName: typed.last_name, companyName }),
    [typed.email, typed.first_name, typed.last_name, companyName],
  );
  const strength = usePasswordStrength(typed.password, { load: loadPasswordEstimator, userInputs });
  const summaryRef = useRef<HTMLDivElement>(null);
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: String(country.id), label: `${country.name} (${country.phone_code})` })),
    [countries],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toSignupRequest(new FormData(event.currentTarget));
    setSubmitting(true);
    try {
      const answer = await api.signup(request);
      const notice: LoginNotice = { message: answer.message ?? SIGNED_UP, email: request.email };
      navigate(LOGIN_PATH, { state: notice });
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      setSubmitting(false);
      if (Object.keys(fieldErrors).length === 0) {
        // Contract §8: a registration failure that is not about the input is only logged.
        console.error('Registration failed', failure);
        return;
      }
      setErrors(fieldErrors);
      setServerMessage(isHttpError(failure) ? failure.serverMessage : undefined);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  // Each refusal moves focus to the summary, so it is read out and the links lead to the fields.
  useEffect(() => {
    if (hasErrors) summaryRef.current?.focus();
  }, [errors, hasErrors]);
  return (
    <div className="site-container page auth-page">
      <PageIntro
        title="Open a demo account"
        description="Register for a Beurs demo account: virtual funds, live simulated prices and the EU retail protections."
        lead={`Your account opens with ${balance} of virtual funds. No real money is taken or paid out. All fields are required.`}
      />
      <Card className="auth-card">
        <form
          className="auth-form"
          noValidate
          onSubmit={onSubmit}
          onInput={(event) => setTyped(toSignupRequest(new FormData(event.currentTarget)))}
          aria-label="Open a demo account"
        >
          {hasErrors ? <ErrorSummary ref={summaryRef} message={serverMessage} errors={errors} /> : null}
          <TextField id={signupFieldId('email')} label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <TextField
            id={signupFieldId('password')}
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not containing your email address, and hard enough to guess to score ${PASSWORD_STRENGTH.minScore} of 4. A few unrelated words work well.`}
            error={errors.password}
          />
          <PasswordStrength state={strength} />
          <div className="auth-form__pair">
            <TextField
              id={signupFieldId('first_name')}
              label="First name"
              name="first_name"
              autoComplete="given-name"
              error={errors.first_name}
            />
            <TextField
              id={signupFieldId('last_name')}
              label="Last name"
              name="last_name"
              autoComplete="family-name"
              error={errors.last_name}
            />
          </div>
          <Select
            id={signupFieldId('country_id')}
            label="Country"
            name="country_id"
            autoComplete="country"
            placeholder="Choose your country"
            options={countryOptions}
            defaultValue=""
            error={errors.country_id}
          />
          <TextField
            id={signupFieldId('phone')}
            label="Phone number"
            name="phone"
            type="text"
            inputMode="tel"
            autoComplete="tel"
            hint="With the country code, for example +31 20 123 4567."
            error={errors.phone}
          />
          <CheckboxField
            id={signupFieldId('accept_terms')}
            name="accept_terms"
            error={errors.accept_terms}
            label={
              <>
                I accept the <Link to={routePath('terms')}>terms and conditions</Link>.
              </>
            }
          />
          <CheckboxField
            id={signupFieldId('accept_risk_warning')}
            name="accept_risk_warning"
            error={errors.accept_risk_warning}
            label="I have read the risk warning at the top of this page and understand that CFDs are complex instruments with a high risk of losing money rapidly due to leverage."
          />
          <Button type="submit" size="large" fullWidth loading={submitting}>
            Open my demo account
          </Button>
        </form>
      </Card>
      <p className="auth-page__switch">
        Already registered? <Link to={LOGIN_PATH}>Sign in</Link>.
      </p>
    </div>
  );
}

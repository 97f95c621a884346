import { useState } from 'react';
import { Button, Text, TextField } from '@beurs/ui';
import { TWO_FACTOR_RULES, type TwoFactorEnrolment } from '@beurs/domain';
import { CopyButton } from '../../components/copy-button';
import { QrCode } from '../../components/qr-code';
import { useServerForm } from '../../errors/use-server-form';
import { useConfirmTwoFactor } from './use-confirm-two-factor';

/** The secret in groups of four, as it is easier to type into an app. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Step two of the set-up: the secret as a QR code and as text (shown this once), and the first
 * code from the app, which turns two-factor sign-in on and returns the recovery codes.
 */
export function TwoFactorEnrolmentForm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const { busy, errors, onSubmit } = useServerForm({ mutation: useConfirmTwoFactor(), request: () => code, onSuccess: onConfirmed });
  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Confirm two-factor sign-in">
      <p>1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</p>
      <QrCode value={enrolment.otpauth_uri} label={`QR code for your authenticator app: ${enrolment.issuer} (${enrolment.account_name})`} />
      <Text as="p" variant="muted">
        Cannot scan it? Enter this key in the app by hand (time-based, {enrolment.digits} digits):
      </Text>
      <p className="t-wallet">
        <code aria-label="Two-factor secret key">{grouped(enrolment.secret)}</code>
        <CopyButton text={enrolment.secret} label="Copy the secret key" />
      </p>
      <p>2. Enter the {TWO_FACTOR_RULES.digits}-digit code the app shows to turn two-factor sign-in on.</p>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
      />
      <div className="t-actions">
        <Button type="submit" loading={busy}>
          Turn on two-factor sign-in
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { Button, Skeleton, Text, TextField } from '@beurs/ui';
import type { TwoFactorEnrolment } from '@beurs/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadStateOf } from '../../async/load-state';
import { LoadView } from '../../async/load-view';
import { formatDateTime } from '../../format/format-date';
import { useServerForm } from '../../errors/use-server-form';
import { queryKeys } from '../../query/query-keys';
import { twoFactorQuery } from '../../query/server-queries';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment';
import { useEnrolTwoFactor } from './use-enrol-two-factor';

/** Step one of the set-up: the password again, so a stolen session alone cannot do it. */
function EnrolStartForm({ onStarted }: { onStarted: (enrolment: TwoFactorEnrolment) => void }) {
  const [password, setPassword] = useState('');
  const { busy, errors, onSubmit } = useServerForm({ mutation: useEnrolTwoFactor(), request: () => password, onSuccess: onStarted });
  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Set up two-factor sign-in">
      <Text as="p" variant="muted">
        Two-factor sign-in is off. Turn it on and signing in will also need a code from an authenticator app on your phone, so a stolen
        password alone is not enough.
      </Text>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button type="submit" loading={busy}>
        Set up two-factor sign-in
      </Button>
    </form>
  );
}

type Step = { kind: 'status' } | { kind: 'enrolling'; enrolment: TwoFactorEnrolment } | { kind: 'recovery'; codes: string[] };

/** Two-factor sign-in (TOTP): its status, the set-up with a QR code, the recovery codes, turning it off. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const query = useQuery(twoFactorQuery());
  const status = query.data ?? null;
  const state = loadStateOf(query);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  // Turning it on or off reads the status again (the mutations); a set-up left reads it here.
  const showStatus = () => setStep({ kind: 'status' });
  const leaveSetUp = () => {
    showStatus();
    void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor() });
  };

  if (step.kind === 'enrolling') {
    return (
      <TwoFactorEnrolmentForm
        enrolment={step.enrolment}
        onConfirmed={(codes) => setStep({ kind: 'recovery', codes })}
        onCancel={leaveSetUp}
      />
    );
  }
  if (step.kind === 'recovery') return <RecoveryCodesList codes={step.codes} onDone={showStatus} />;
  return (
    <LoadView state={state} what="the two-factor status" isEmpty={status === null} empty={<Skeleton height="6em" shape="rectangle" />}>
      {status?.enabled ? (
        <div className="t-form">
          <p role="status">
            <strong>Two-factor sign-in is on</strong>
            {status.enabled_at ? ` since ${formatDateTime(status.enabled_at)}` : ''}. Recovery codes left: {status.recovery_codes_left} of
            10.
          </p>
          <TwoFactorDisableForm onDisabled={showStatus} />
        </div>
      ) : (
        <EnrolStartForm onStarted={(enrolment) => setStep({ kind: 'enrolling', enrolment })} />
      )}
    </LoadView>
  );
}

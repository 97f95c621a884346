import { useState } from 'react';
import { Button, TextField } from '@beurs/ui';
import { PIN_RULES, type SavePinRequest } from '@beurs/domain';
import { useServerForm } from '../../errors/use-server-form';
import { useSavePin } from './use-save-pin';

/** Set or change the withdrawal PIN: 'Code saved successfully'. */
export function PinForm({ hasPin }: { hasPin: boolean }) {
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const { busy, errors, onSubmit } = useServerForm({
    mutation: useSavePin(),
    request: (): SavePinRequest => (hasPin ? { code, current_code: current } : { code }),
    onSuccess: () => {
      setCurrent('');
      setCode('');
    },
  });

  const rule = `${PIN_RULES.minLength} to ${PIN_RULES.maxLength} digits`;
  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label={hasPin ? 'Change PIN' : 'Set PIN'}>
      {hasPin ? (
        <TextField
          label="Current PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current_code}
        />
      ) : null}
      <TextField
        label={hasPin ? 'New PIN' : 'PIN'}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
        hint={rule}
      />
      <Button type="submit" loading={busy}>
        {hasPin ? 'Change PIN' : 'Set PIN'}
      </Button>
    </form>
  );
}

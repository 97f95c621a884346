import { useState } from 'react';
import { Button, TextField, notify } from '@beurs/ui';
import { MESSAGES, PIN_RULES, type SavePinRequest } from '@beurs/domain';
import { queryKeys } from '../../query/query-keys';
import { useServerForm } from '../../errors/use-server-form';
import { getServices } from '../../services/services';

/** Set or change the withdrawal PIN: 'Code saved successfully'. */
export function PinForm({ hasPin }: { hasPin: boolean }) {
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const { busy, errors, onSubmit } = useServerForm({
    reloadUser: true,
    invalidates: [queryKeys.activities()],
    action: async () => {
      const body: SavePinRequest = { code };
      if (hasPin) body.current_code = current;
      await getServices().api.savePin(body);
      notify.success(MESSAGES.codeSaved);
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

import { useState, type FormEvent } from 'react';
import { Button, TextField, notify } from '@beurs/ui';
import { MESSAGES, PIN_RULES, type SavePinRequest } from '@beurs/domain';
import { fieldErrorsOf, type FieldErrors } from '../../errors/field-errors';
import { showError } from '../../errors/show-error';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

/** Set or change the withdrawal PIN: 'Code saved successfully'. */
export function PinForm({ hasPin }: { hasPin: boolean }) {
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const body: SavePinRequest = { code };
    if (hasPin) body.current_code = current;
    try {
      await getServices().api.savePin(body);
      notify.success(MESSAGES.codeSaved);
      setCurrent('');
      setCode('');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      showError(error);
    } finally {
      setBusy(false);
      await getSession().reloadUser();
    }
  };

  const rule = `${PIN_RULES.minLength} to ${PIN_RULES.maxLength} digits`;
  return (
    <form className="t-form" onSubmit={(event) => void submit(event)} noValidate aria-label={hasPin ? 'Change PIN' : 'Set PIN'}>
      {hasPin ? <TextField label="Current PIN" type="password" inputMode="numeric" autoComplete="off" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current_code} /> : null}
      <TextField label={hasPin ? 'New PIN' : 'PIN'} type="password" inputMode="numeric" autoComplete="off" value={code} onChange={(event) => setCode(event.target.value)} error={errors.code} hint={rule} />
      <Button type="submit" loading={busy}>
        {hasPin ? 'Change PIN' : 'Set PIN'}
      </Button>
    </form>
  );
}

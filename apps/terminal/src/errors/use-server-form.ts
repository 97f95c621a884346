import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { fieldErrorsOf, type FieldErrors } from './field-errors';

/** What a form that sends one write gets back from {@link useServerForm}. */
export interface ServerForm {
  /** True while the write is in flight (the submit button shows it). */
  busy: boolean;
  /** Messages of the fields the check or the server refused, keyed by field path. */
  errors: FieldErrors;
  /** The form's `onSubmit`. */
  onSubmit: (event: FormEvent) => void;
}

export interface ServerFormOptions<TData, TVariables> {
  /**
   * The write the form sends: a mutation hook's result, which owns the call, its toast, the
   * error display and the cached entries it brings up to date.
   */
  mutation: UseMutationResult<TData, unknown, TVariables, unknown>;
  /**
   * What to send, read when the form is submitted; `null` sends nothing (the form has said why,
   * e.g. "nothing to save").
   */
  request: () => TVariables | null;
  /**
   * Checks the form before sending it (see `checkDecimalFields`); fields it names are marked and
   * nothing is sent. Defaults to no check: the server's answer marks the fields.
   */
  validate?: () => FieldErrors;
  /** What the form does after the write succeeded (clearing fields, moving on). */
  onSuccess?: (data: TData) => void;
  /** What the form does after the write failed, besides marking the refused fields. */
  onError?: (error: unknown) => void;
}

/**
 * The submit cycle every terminal form shares: no page reload, one write at a time (the
 * mutation's pending state), old field errors cleared, refused fields marked beside their inputs.
 * The message of a failure is the mutation's to show (contract §8).
 */
export function useServerForm<TData, TVariables>({
  mutation,
  request,
  validate,
  onSuccess,
  onError,
}: ServerFormOptions<TData, TVariables>): ServerForm {
  const [checked, setChecked] = useState<FieldErrors>({});
  // A new submit clears the last failure (the mutation starts again without an error).
  const errors = mutation.error === null ? checked : fieldErrorsOf(mutation.error);

  const submit = () => {
    const refused = validate?.() ?? {};
    setChecked(refused);
    if (Object.keys(refused).length > 0) {
      mutation.reset();
      return;
    }
    const variables = request();
    if (variables === null) {
      mutation.reset();
      return;
    }
    mutation.mutate(variables, {
      ...(onSuccess ? { onSuccess: (data: TData) => onSuccess(data) } : {}),
      ...(onError ? { onError: (error: unknown) => onError(error) } : {}),
    });
  };

  return {
    busy: mutation.isPending,
    errors,
    onSubmit: (event) => {
      event.preventDefault();
      if (!mutation.isPending) submit();
    },
  };
}

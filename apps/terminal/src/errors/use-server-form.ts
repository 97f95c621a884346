import { useState, type FormEvent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { invalidate } from '../query/invalidate';
import { getSession } from '../session/session';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { showError } from './show-error';

/** What a form that sends one call gets back from {@link useServerForm}. */
export interface ServerForm {
  /** True while the call is in flight (the submit button shows it). */
  busy: boolean;
  /** Messages of the fields the server refused, keyed by field path. */
  errors: FieldErrors;
  /** The form's `onSubmit`. */
  onSubmit: (event: FormEvent) => void;
}

export interface ServerFormOptions {
  /** Sends the call and handles success (a toast, clearing fields). A throw is a failure. */
  action: () => Promise<void>;
  /**
   * Checks the form before sending it (see `checkDecimalFields`); fields it names are marked and
   * nothing is sent. Defaults to no check: the server's answer marks the fields.
   */
  validate?: () => FieldErrors;
  /** What to do with a failure besides marking the fields. Defaults to showing it (contract §8). */
  onFailure?: (error: unknown) => void;
  /** Reload the current user afterwards, whatever the outcome (contract §4). Defaults to false. */
  reloadUser?: boolean;
  /** Cached entries the call changes, invalidated afterwards whatever the outcome. Defaults to none. */
  invalidates?: readonly QueryKey[];
}

/**
 * The submit cycle every terminal form shares: no page reload, old field errors cleared, the
 * call sent once at a time, refused fields marked beside their inputs, and the message shown.
 */
export function useServerForm({
  action,
  validate,
  onFailure = showError,
  reloadUser = false,
  invalidates = [],
}: ServerFormOptions): ServerForm {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const run = async () => {
    const refused = validate?.() ?? {};
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      onFailure(error);
    } finally {
      setBusy(false);
      await Promise.all([reloadUser ? getSession().reloadUser() : undefined, invalidate(...invalidates)]);
    }
  };

  return {
    busy,
    errors,
    onSubmit: (event) => {
      event.preventDefault();
      if (!busy) void run();
    },
  };
}

import { useEffect, useState } from 'react';
import type { PasswordEstimate } from '@beurs/domain';

/** Scores one password, with the words the site knows about the person (see `passwordUserInputs`). */
export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordEstimate;

/** Where the live strength check stands. */
export type PasswordStrengthState =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'ready'; estimate: PasswordEstimate }
  /** The estimator could not be loaded (e.g. offline): the server still checks on submit. */
  | { status: 'unavailable' };

/** Options of {@link usePasswordStrength}. */
export interface UsePasswordStrengthOptions {
  /**
   * Loads the estimator. Called when there is a password to score, so its dictionaries (hundreds
   * of KB) load only on the pages that need them; pass a stable function that caches its promise.
   */
  load: () => Promise<PasswordEstimator>;
  /** Words the estimator should count as known for this person. Defaults to none. */
  userInputs?: readonly string[];
  /** Quiet time after the last keystroke before scoring. Defaults to 150 ms. */
  delayMs?: number;
}

const NO_INPUTS: readonly string[] = [];
const SEPARATOR = '\u0000';

/**
 * Scores a password as a person types it, for `<PasswordStrength>`: after `delayMs` without a
 * keystroke it loads the estimator (once) and scores the password. The last score stays shown
 * while the next one is computed, so the meter does not flicker.
 *
 * @example
 * const strength = usePasswordStrength(password, { load: loadPasswordEstimator, userInputs });
 * return <PasswordStrength state={strength} />;
 */
export function usePasswordStrength(
  password: string,
  { load, userInputs = NO_INPUTS, delayMs = 150 }: UsePasswordStrengthOptions,
): PasswordStrengthState {
  const [state, setState] = useState<PasswordStrengthState>({ status: 'empty' });
  // The words as one value, so a new array with the same words does not score again.
  const inputsKey = userInputs.join(SEPARATOR);

  useEffect(() => {
    if (!password) {
      setState({ status: 'empty' });
      return undefined;
    }
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'checking' }));
    const timer = setTimeout(() => {
      load().then(
        (estimate) => {
          if (current) setState({ status: 'ready', estimate: estimate(password, inputsKey ? inputsKey.split(SEPARATOR) : []) });
        },
        (error: unknown) => {
          console.warn('The password strength estimator could not be loaded', error);
          if (current) setState({ status: 'unavailable' });
        },
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey, load, delayMs]);

  return state;
}

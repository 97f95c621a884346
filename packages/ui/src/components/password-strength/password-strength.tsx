import { useId, type HTMLAttributes } from 'react';
import { PASSWORD_STRENGTH, passwordStrengthText } from '@beurs/domain';
import { classNames } from '../class-names';
import type { PasswordStrengthState } from './use-password-strength';

/** Props of `<PasswordStrength>`. */
export interface PasswordStrengthProps extends HTMLAttributes<HTMLDivElement> {
  /** What `usePasswordStrength` reports; nothing is shown while the password is empty. */
  state: PasswordStrengthState;
}

/**
 * A password's strength while it is typed: a meter, its meaning in words ("Strength: Fair (2 of
 * 4). At least Strong (3 of 4) is needed."), the estimator's warning and its suggestions. The
 * text carries the meaning; the meter's colour only repeats it. Read out politely as it changes.
 *
 * @example
 * <PasswordStrength state={usePasswordStrength(password, { load: loadPasswordEstimator })} />
 */
export function PasswordStrength({ state, className, ...rest }: PasswordStrengthProps) {
  const textId = useId();
  if (state.status === 'empty') return null;
  return (
    <div className={classNames('bx-password-strength', className)} aria-live="polite" {...rest}>
      {state.status === 'checking' ? <p className="bx-password-strength__text">Checking the strength…</p> : null}
      {state.status === 'unavailable' ? <p className="bx-password-strength__text">The strength is checked when you submit.</p> : null}
      {state.status === 'ready' ? (
        <>
          <meter
            className="bx-password-strength__meter"
            min={0}
            max={4}
            low={PASSWORD_STRENGTH.minScore - 0.5}
            high={PASSWORD_STRENGTH.minScore}
            optimum={4}
            value={state.estimate.score}
            aria-labelledby={textId}
          />
          <p id={textId} className="bx-password-strength__text">
            {passwordStrengthText(state.estimate.score)}
          </p>
          {state.estimate.warning ? <p className="bx-password-strength__warning">{state.estimate.warning}</p> : null}
          {state.estimate.suggestions.length > 0 ? (
            <ul className="bx-password-strength__suggestions">
              {state.estimate.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

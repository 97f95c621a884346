import type { ReactNode } from 'react';
import type { FieldIds } from './use-field-ids';

/** The hint and error lines under a form control. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="bx-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="bx-field__error">
          <span aria-hidden="true">! </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

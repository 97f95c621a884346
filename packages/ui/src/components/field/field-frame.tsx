import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldMessages } from './field-messages';
import { useFieldIds } from './use-field-ids';

/** What a field's control spreads onto itself: its id and the ties to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame every field shares (TextField, TextArea, FileField, Select): the label, the control
 * the field renders with the props that tie it to the label, hint and error, and those lines.
 */
export function FieldFrame({
  label,
  hint,
  error,
  id,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id: string | undefined;
  className: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <div className={classNames('bx-field', className)}>
      <label className="bx-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {children({ id: ids.inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy })}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

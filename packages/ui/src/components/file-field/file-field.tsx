import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from '../field/field-frame';

/** Props of `<FileField>`. */
export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** The visible label, also the file input's accessible name. */
  label: ReactNode;
  /** The file types the picker offers, e.g. `'image/jpeg,image/png,application/pdf'`. Defaults to any. */
  accept?: string;
  /** Help shown under the input and read with it, e.g. the allowed types and size. */
  hint?: ReactNode;
  /** An error shown under the input; marks it `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A labelled file input with an optional hint and error, both tied to it with
 * `aria-describedby`, like `<TextField>`.
 *
 * @example
 * <FileField label="Passport file" accept="image/jpeg,image/png,application/pdf"
 *   hint="JPEG, PNG or PDF, at most 10 MB." onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, error, id, className, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <input ref={ref} {...control} type="file" className="bx-field__control" {...rest} />}
    </FieldFrame>
  );
});

import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../field/field-frame';

/** Props of `<TextArea>`. */
export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label, also the text area's accessible name. */
  label: ReactNode;
  /** Help shown under the text area and read with it. */
  hint?: ReactNode;
  /** An error shown under the text area; marks it `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A labelled multi-line text input that grows only downwards when the user resizes it, with an
 * optional hint and error tied to it with `aria-describedby`, like `<TextField>`.
 *
 * @example
 * <TextArea label="Message" rows={6} value={message} onChange={(event) => setMessage(event.target.value)} />
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, id, className, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea ref={ref} {...control} className="bx-field__control bx-field__control--multiline" {...rest} />}
    </FieldFrame>
  );
});

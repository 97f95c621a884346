import { forwardRef, type MouseEvent } from 'react';
import { Text } from '@beurs/ui';
import { FormAlert } from './form-alert';
import { SIGNUP_FIELDS, signupFieldId } from './signup-form';
import type { FieldErrors } from './field-errors';

/** Props of `<ErrorSummary>`. */
export interface ErrorSummaryProps {
  /** The server's message for the whole request. */
  message: string | undefined;
  errors: FieldErrors;
}

/** Moves focus to the field itself (a fragment link alone only scrolls to it in some browsers). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  field.focus();
  if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'center' });
}

/**
 * The top of the form after a refused sign-up: the server's message and each field's error,
 * linked to its field (the pattern of the GOV.UK error summary).
 */
export const ErrorSummary = forwardRef<HTMLElement, ErrorSummaryProps>(function ErrorSummary({ message, errors }, ref) {
  const fields = SIGNUP_FIELDS.filter((field) => errors[field] !== undefined);
  return (
    <FormAlert ref={ref} tone="error">
      <Text as="p" variant="strong">
        Your account could not be opened yet. Please fix the following:
      </Text>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${signupFieldId(field)}`} onClick={(event) => focusField(event, signupFieldId(field))}>
              {errors[field]}
            </a>
          </li>
        ))}
        {fields.length === 0 && message ? <li>{message}</li> : null}
      </ul>
    </FormAlert>
  );
});

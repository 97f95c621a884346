import { forwardRef, type ReactNode } from 'react';
import { Callout } from '@beurs/ui';

/** Props of `<FormAlert>`. */
export interface FormAlertProps {
  /** `error` is announced at once (role="alert"); `success` politely (role="status"). */
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A message at the top of a form: what went wrong, or what just succeeded. Focusable, so a form can move focus to it. */
export const FormAlert = forwardRef<HTMLElement, FormAlertProps>(function FormAlert({ tone, children }, ref) {
  return (
    <Callout
      ref={ref}
      tone={tone === 'error' ? 'danger' : 'positive'}
      muted
      className="form-alert"
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
    >
      {children}
    </Callout>
  );
});

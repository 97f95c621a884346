import { forwardRef, type ReactNode } from 'react';

/** Props of `<FormAlert>`. */
export interface FormAlertProps {
  /** `error` is announced at once (role="alert"); `success` politely (role="status"). */
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A message at the top of a form: what went wrong, or what just succeeded. Focusable, so a form can move focus to it. */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert({ tone, children }, ref) {
  return (
    <div ref={ref} className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      {children}
    </div>
  );
});

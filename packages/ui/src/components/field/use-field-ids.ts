import { useId } from 'react';

/** The ids of a form control and of the lines that describe it. */
export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error (`aria-describedby`). */
export function useFieldIds(options: { id: string | undefined; hasHint: boolean; hasError: boolean }): FieldIds {
  const generated = useId();
  const inputId = options.id ?? generated;
  const hintId = options.hasHint ? `${inputId}-hint` : undefined;
  const errorId = options.hasError ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

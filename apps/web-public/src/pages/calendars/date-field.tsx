import { useId } from 'react';

/** Props of `<DateField>`. */
export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled native date input in @beurs/ui's field style (its TextField has no date type). The
 * browser's picker gives keyboard and screen-reader support, and the value is only ever a whole
 * date or empty.
 */
export function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="bx-field">
      <label className="bx-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="date" className="bx-field__control" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

import { TextField } from '@beurs/ui';

/** Props of `<DateField>`. */
export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or empty. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A labelled native date input: the browser's picker gives keyboard and screen-reader support,
 * and the value is only ever a whole date or empty.
 */
export function DateField({ label, value, onChange }: DateFieldProps) {
  return <TextField type="date" label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}

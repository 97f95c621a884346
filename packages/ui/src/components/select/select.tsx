import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from '../field/field-frame';

/** One choice of a `Select`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of `<Select>`. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The visible label, also the select's accessible name. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a country". Defaults to none. */
  placeholder?: string;
  /** Help shown under the select and read with it. */
  hint?: ReactNode;
  /** An error shown under the select; marks it `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A labelled native select (keyboard and screen-reader support come with the platform).
 *
 * @example
 * <Select label="Theme" value={themeId} onChange={(e) => setThemeId(e.target.value as ThemeId)}
 *   options={THEMES.map((theme) => ({ value: theme.id, label: theme.name }))} />
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, id, className, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} className="bx-field__control bx-select" {...rest}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});

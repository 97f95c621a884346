import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { FieldMessages } from '../field/field-messages';
import { useFieldIds } from '../field/use-field-ids';

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
  const ids = useFieldIds({ id, hasHint: Boolean(hint), hasError: Boolean(error) });
  return (
    <div className={classNames('bx-field', className)}>
      <label className="bx-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <select
        ref={ref}
        id={ids.inputId}
        className="bx-field__control bx-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
});

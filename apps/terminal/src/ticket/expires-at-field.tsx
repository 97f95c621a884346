import { useId } from 'react';

/**
 * The date and time a pending order expires at, in the browser's own picker
 * (`datetime-local`, the trader's time zone). `@beurs/ui`'s TextField offers the date picker but
 * not this one, so the field is drawn here with the same parts a TextField has: label, control,
 * error tied with `aria-describedby`.
 */
export function ExpiresAtField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="bx-field">
      <label className="bx-field__label" htmlFor={id}>
        Expires at
      </label>
      <input
        id={id}
        className="bx-field__control"
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        title="Your local time"
      />
      {error ? (
        <p id={errorId} className="bx-field__error">
          <span aria-hidden="true">! </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { Fieldset } from '../fieldset/fieldset';

/**
 * The colour of a chosen option's frame: `'accent'` for a plain choice, `'buy'` and `'sell'` the
 * trading colours (positive, negative), as on `<Button>`.
 */
export type ChoiceTone = 'accent' | 'buy' | 'sell';

/** One option of a `<ChoiceGroup>`. */
export interface ChoiceGroupOption<TValue extends string> {
  /** Unique among the options; what `onValueChange` receives. */
  value: TValue;
  /** The option's text, also the radio's accessible name; may hold live content (a price). */
  label: ReactNode;
  /** Defaults to `'accent'`. */
  tone?: ChoiceTone;
  disabled?: boolean;
}

/** Props of `<ChoiceGroup>`. */
export interface ChoiceGroupProps<TValue extends string> {
  /** The group's caption, also its accessible name. */
  legend: ReactNode;
  /** Keeps the legend for screen readers only. Defaults to `false`. */
  legendHidden?: boolean;
  options: readonly ChoiceGroupOption<TValue>[];
  /** The chosen option (controlled); `undefined` while none is. */
  value: TValue | undefined;
  /** Called with the option the user chooses (click, Space, or the arrow keys). */
  onValueChange: (value: TValue) => void;
  /** The radios' shared `name`. Defaults to a unique id. */
  name?: string;
  /** Layout of the group (its columns, margins). Defaults to auto-fit columns at least 140px wide. */
  className?: string;
  /** Layout of each option (e.g. a tighter padding). */
  optionClassName?: string;
}

/**
 * One choice out of a few, as framed cards with a native radio each: a `group` named by its
 * legend, one Tab stop, the arrow keys move the choice (the platform's radio behaviour). The
 * chosen card gets a frame in its tone; the focused one the focus outline.
 *
 * @example
 * <ChoiceGroup legend="Side" value={side} onValueChange={setSide} options={[
 *   { value: 'buy', tone: 'buy', label: <>Buy at {symbol.ask}</> },
 *   { value: 'sell', tone: 'sell', label: <>Sell at {symbol.bid}</> },
 * ]} />
 */
export function ChoiceGroup<TValue extends string>({
  legend,
  legendHidden = false,
  options,
  value,
  onValueChange,
  name,
  className,
  optionClassName,
}: ChoiceGroupProps<TValue>) {
  const fallbackName = useId();
  return (
    <Fieldset legend={legend} legendHidden={legendHidden} className={classNames('bx-choice-group', className)}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={classNames(
              'bx-choice',
              `bx-choice--${option.tone ?? 'accent'}`,
              checked && 'bx-choice--checked',
              option.disabled && 'bx-choice--disabled',
              optionClassName,
            )}
          >
            <input
              type="radio"
              name={name ?? fallbackName}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </Fieldset>
  );
}

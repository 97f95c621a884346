import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { ToggleButton } from '../toggle-button/toggle-button';

/** One choice of a `<SegmentedControl>`. */
export interface SegmentedControlOption<TValue extends string> {
  /** Unique among the options; what `onValueChange` receives. */
  value: TValue;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of `<SegmentedControl>`. */
export interface SegmentedControlProps<TValue extends string> {
  /** Accessible name of the group, e.g. `'Show'`. */
  label: string;
  options: readonly SegmentedControlOption<TValue>[];
  /** The chosen option (controlled). */
  value: TValue;
  /** Called with the option the user presses (also when it is already the chosen one). */
  onValueChange: (value: TValue) => void;
  className?: string;
}

/**
 * A row of joined buttons of which one is on, to switch between views of the same content (e.g.
 * positions, pending orders, alerts). A labelled `group` of toggle buttons (`aria-pressed`), each
 * its own Tab stop: unlike `<Tabs>` it owns no panel, so the caller shows what the value picks.
 *
 * @example
 * <SegmentedControl label="Show" value={show} onValueChange={setShow} options={[
 *   { value: 'open', label: `Positions (${open.length})` },
 *   { value: 'pending', label: `Pending orders (${pending.length})` },
 * ]} />
 */
export function SegmentedControl<TValue extends string>({
  label,
  options,
  value,
  onValueChange,
  className,
}: SegmentedControlProps<TValue>) {
  return (
    <div role="group" aria-label={label} className={classNames('bx-segmented-control', className)}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          pressed={option.value === value}
          disabled={option.disabled}
          className="bx-segmented-control__item"
          onClick={() => onValueChange(option.value)}
        >
          {option.label}
        </ToggleButton>
      ))}
    </div>
  );
}

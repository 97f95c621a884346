import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<Fieldset>`; other props go to the `<fieldset>`. */
export interface FieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** The group's caption (`<legend>`), also its accessible name. */
  legend: ReactNode;
  /**
   * Keeps the legend for screen readers only, where the heading above already says what the
   * group is. Defaults to `false`.
   */
  legendHidden?: boolean;
  children?: ReactNode;
}

/**
 * A group of related controls with a caption, without the browser's frame. It sets no layout of
 * its own: how the controls sit (a column, a grid) is the caller's, through `className`.
 *
 * @example
 * <Fieldset legend="Trading" className="settings-group">
 *   <TextField label="Default volume (lots)" value={volume} onChange={onVolumeChange} />
 * </Fieldset>
 */
export function Fieldset({ legend, legendHidden = false, className, children, ...rest }: FieldsetProps) {
  return (
    <fieldset className={classNames('bx-fieldset', className)} {...rest}>
      <legend className={legendHidden ? 'bx-visually-hidden' : 'bx-fieldset__legend'}>{legend}</legend>
      {children}
    </fieldset>
  );
}

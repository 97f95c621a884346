import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** The colour of a figure's value, for a figure that needs attention. */
export type FigureTone = 'positive' | 'negative' | 'warning';

/** Props of `<FigureListItem>`; other props (e.g. `data-testid`) go to the `<dd>`, the value. */
export interface FigureListItemProps extends HTMLAttributes<HTMLElement> {
  /** What the figure is ("Free margin"). */
  term: ReactNode;
  /** Colours the value. Defaults to none (the text colour). */
  tone?: FigureTone;
  /** The value, already formatted (decimal text, not a float). */
  children?: ReactNode;
}

/**
 * One figure of a `<FigureList>`: its term (`<dt>`) and value (`<dd>`) in a wrapping `<div>`, as
 * HTML allows inside a `<dl>`, so a row can be laid out as one.
 *
 * @example
 * <FigureListItem term="Free margin" tone={fits ? undefined : 'negative'}>120.00 EUR</FigureListItem>
 */
export function FigureListItem({ term, tone, className, children, ...rest }: FigureListItemProps) {
  return (
    <div className="bx-figure-list__item">
      <dt className="bx-figure-list__term">{term}</dt>
      <dd className={classNames('bx-figure-list__value', tone && `bx-figure-list__value--${tone}`, className)} {...rest}>
        {children}
      </dd>
    </div>
  );
}

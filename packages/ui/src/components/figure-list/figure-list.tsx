/**
 * FigureList: named figures (a term and its value) as a description list.
 *
 * API (children-based, so a caller can render items conditionally and put a `data-testid` on the
 * value a test reads):
 *
 * ```tsx
 * <FigureList density="regular" layout="grid" framed={false}>
 *   <FigureListItem term="Equity">10,250.00 EUR</FigureListItem>
 *   <FigureListItem term="Free margin" tone="negative" data-testid="free-margin">120.00 EUR</FigureListItem>
 * </FigureList>
 * ```
 *
 * - `layout`: `'grid'` (default) puts each term above its value in columns at least 120px wide,
 *   for figures (numbers, strong); `'rows'` puts each term beside its value, one row each, for
 *   details read as text (normal weight, long values wrap anywhere).
 * - `density`: `'compact'` puts term and value on one line in small type and lets the items wrap
 *   in a row (a header bar); `'regular'` is the default.
 * - `framed`: on a muted panel, as a summary inside a form (the order ticket).
 * - `size`: `'small'` sets terms and values in small type, values in the normal weight: the
 *   secondary details under a card's lead figure (an order card's levels). Defaults to `'medium'`.
 * - `FigureListItem` `tone` colours the value: `'negative'` for a figure that does not fit (the
 *   free margin an order exceeds), `'positive'`, `'warning'`. Its other props go to the `<dd>`.
 *
 * Other props of `FigureList` (`aria-live`, `className`, ...) go to the `<dl>`; an app may add a
 * class for its own layout (a different column width), never for the look.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** How the terms and values are placed. */
export type FigureListLayout = 'grid' | 'rows';

/** How much room the figures take. */
export type FigureListDensity = 'regular' | 'compact';

/** Props of `<FigureList>`. */
export interface FigureListProps extends HTMLAttributes<HTMLDListElement> {
  /** Defaults to `'grid'`. */
  layout?: FigureListLayout;
  /** Defaults to `'regular'`. */
  density?: FigureListDensity;
  /** Sets the figures on a muted panel. Defaults to `false`. */
  framed?: boolean;
  /** `'small'`: small type, values in the normal weight (secondary details). Defaults to `'medium'`. */
  size?: 'medium' | 'small';
  /** `<FigureListItem>` elements. */
  children?: ReactNode;
}

/**
 * A list of named figures (`<dl>`), e.g. account balance and equity, or an order's margin.
 *
 * @example
 * <FigureList density="compact">
 *   <FigureListItem term="Balance">10,000.00 EUR</FigureListItem>
 *   <FigureListItem term="Equity">10,250.00 EUR</FigureListItem>
 * </FigureList>
 */
export function FigureList({
  layout = 'grid',
  density = 'regular',
  framed = false,
  size = 'medium',
  className,
  children,
  ...rest
}: FigureListProps) {
  return (
    <dl
      className={classNames(
        'bx-figure-list',
        `bx-figure-list--${layout}`,
        density === 'compact' && 'bx-figure-list--compact',
        framed && 'bx-figure-list--framed',
        size === 'small' && 'bx-figure-list--small',
        className,
      )}
      {...rest}
    >
      {children}
    </dl>
  );
}

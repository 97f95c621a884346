import { forwardRef, type HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** How a `TableScroll` is named: a region must have a name, by `aria-label` or by a visible label's id. */
type TableScrollName = { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

/** Props of `<TableScroll>`; other props (`onScroll`, `className` for its size, ...) go to the `<div>`. */
export type TableScrollProps = Omit<HTMLAttributes<HTMLDivElement>, 'aria-label' | 'aria-labelledby' | 'role' | 'tabIndex'> &
  TableScrollName & {
    /**
     * Draws the border and the rounded corners. Defaults to `true`; `false` when the table fills a
     * pane that draws its own frame (a second border inside it would double the line).
     */
    framed?: boolean;
  };

/**
 * The scroll area around a table, on the surface colour: a named region that a keyboard user can
 * focus to scroll a table wider (or, with a height from the caller, taller) than its box. The
 * caller sizes it (`max-height`, `overflow-y`) with its own class; a windowed table reads its
 * `scrollTop` through the forwarded ref and `onScroll`.
 *
 * @example
 * <TableScroll aria-label="Live orders" className="orders-scroll" onScroll={onScroll} ref={scrollRef}>
 *   <DataTable caption="Live orders" hideCaption>...</DataTable>
 * </TableScroll>
 */
export const TableScroll = forwardRef<HTMLDivElement, TableScrollProps>(function TableScroll({ framed = true, className, ...rest }, ref) {
  return (
    <div
      ref={ref}
      role="region"
      // Focusable so a keyboard user can scroll a table wider or taller than its box.
      tabIndex={0}
      className={classNames('bx-table-scroll', !framed && 'bx-table-scroll--frameless', className)}
      {...rest}
    />
  );
});

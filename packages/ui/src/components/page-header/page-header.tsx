import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<PageHeader>`; other props go to the wrapping `<div>`. */
export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** A short introduction under the heading, in larger muted type. Defaults to none. */
  lead?: ReactNode;
  /** A small line above the heading, e.g. the section's name. Defaults to none. */
  eyebrow?: ReactNode;
}

/**
 * The top of a page of a content site: an optional eyebrow, the `<h1>` (sized to the viewport)
 * and a lead paragraph. It sets no outer margin; the caller places it through `className`.
 *
 * @example
 * <PageHeader eyebrow="Learn to trade" title="Margin and leverage"
 *   lead="What a position sets aside, and what leverage changes." />
 */
export function PageHeader({ title, lead, eyebrow, className, ...rest }: PageHeaderProps) {
  return (
    <div className={classNames('bx-page-header', className)} {...rest}>
      {eyebrow ? <p className="bx-page-header__eyebrow">{eyebrow}</p> : null}
      <h1 className="bx-page-header__title">{title}</h1>
      {lead ? <p className="bx-page-header__lead">{lead}</p> : null}
    </div>
  );
}

import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<Card>`. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading; when given, the card is a `<section>` named by it. */
  title?: ReactNode;
  /** Level of the title heading. Defaults to `2`. */
  headingLevel?: 2 | 3 | 4;
  /** Controls shown next to the title (e.g. a "See all" link). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A surface that groups related content.
 *
 * @example
 * <Card title="Balance" actions={<DemoBadge />}>
 *   <p>€ 10,000.00</p>
 * </Card>
 */
export function Card({ title, headingLevel = 2, actions, children, className, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (title === undefined) {
    return (
      <div className={classNames('bx-card', className)} {...rest}>
        {children}
      </div>
    );
  }
  return (
    <section className={classNames('bx-card', className)} aria-labelledby={titleId} {...rest}>
      <header className="bx-card__header">
        <Heading id={titleId} className="bx-card__title">
          {title}
        </Heading>
        {actions ? <div className="bx-card__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

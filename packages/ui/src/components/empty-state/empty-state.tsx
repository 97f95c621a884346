import type { ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<EmptyState>`. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative picture or icon; hidden from assistive tech. */
  icon?: ReactNode;
  /** What the user can do next, e.g. a Button. */
  action?: ReactNode;
  /** Level of the title heading. Defaults to `2`. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * What a list or page shows when it has nothing yet, and what to do about it.
 *
 * @example
 * <EmptyState title="No open orders" description="Orders you open appear here."
 *   action={<Button onClick={goToExchange}>Go to the exchange</Button>} />
 */
export function EmptyState({ title, description, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames('bx-empty-state', className)}>
      {icon ? (
        <div className="bx-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="bx-empty-state__title">{title}</Heading>
      {description ? <p className="bx-empty-state__description">{description}</p> : null}
      {action ? <div className="bx-empty-state__action">{action}</div> : null}
    </div>
  );
}

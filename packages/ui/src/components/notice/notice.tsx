import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** What a notice is about: its colour. */
export type NoticeTone = 'info' | 'warning' | 'positive' | 'negative';

/**
 * How much a notice stands out: `'callout'` a muted block with a bar in the tone colour (a state
 * the page is in); `'panel'` a framed muted block, neutral, for the summary of what was just done;
 * `'text'` one line of small print beside a control, in the tone colour (`'info'`: the text
 * colour).
 */
export type NoticeVariant = 'callout' | 'panel' | 'text';

interface NoticeOwnProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A heading above the message. */
  title?: ReactNode;
  /** Level of the title heading. Defaults to `3`. */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

/**
 * Props of `<Notice>`; other props (`role`, `id`, `tabIndex`, `data-testid`) go to the `<div>`.
 * A panel is always neutral, so it takes no `tone`.
 */
export type NoticeProps = NoticeOwnProps &
  (
    | {
        /** Defaults to `'callout'`. */
        variant?: 'callout' | 'text';
        /** Defaults to `'info'`. */
        tone?: NoticeTone;
      }
    | { variant: 'panel'; tone?: never }
  );

/**
 * A message about the page or the last action. It sets no role: the caller says how it is
 * announced (`role="status"` for a result, `"alert"` for a block that needs action now, `"note"`
 * for advice), and where it sits (margins) through `className`.
 *
 * @example
 * <Notice tone="warning" role="alert">Withdrawals are locked until 14:05.</Notice>
 * <Notice variant="panel" title="Deposit recorded" role="status">Credited: 500.00 EUR</Notice>
 * <Notice variant="text" tone="negative" id={blockerId}>Not enough free margin.</Notice>
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { variant = 'callout', tone, title, headingLevel = 3, className, children, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      className={classNames('bx-notice', `bx-notice--${variant}`, variant !== 'panel' && `bx-notice--${tone ?? 'info'}`, className)}
      {...rest}
    >
      {title === undefined ? null : <Heading className="bx-notice__title">{title}</Heading>}
      {children}
    </div>
  );
});

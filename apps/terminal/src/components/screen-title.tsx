import { useEffect, useRef, type ReactNode } from 'react';
import { PageTitle, type PageTitleProps } from '@beurs/ui';
import { takeHeadingFocus } from '../layout/heading-focus';

/**
 * The screen's heading, also the document title ("Orders · Beurs terminal"). After a navigation
 * it takes the focus (focusable by script only), so the keyboard and screen readers start there.
 */
export function ScreenTitle({
  children,
  title,
  actions,
  size,
}: {
  children: ReactNode;
  title: string;
  actions?: ReactNode;
  /** `small` on dense screens (the exchange workspace). */
  size?: PageTitleProps['size'];
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Beurs terminal`;
    if (takeHeadingFocus()) ref.current?.focus();
  }, [title]);
  return (
    <div className="t-screen-title">
      <PageTitle ref={ref} tabIndex={-1} size={size}>
        {children}
      </PageTitle>
      {actions ? <div className="t-screen-title__actions">{actions}</div> : null}
    </div>
  );
}

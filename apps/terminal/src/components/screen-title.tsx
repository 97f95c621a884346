import { useEffect, useRef, type ReactNode } from 'react';
import { takeHeadingFocus } from '../layout/heading-focus';

/**
 * The screen's heading, also the document title ("Orders · Beurs terminal"). After a navigation
 * it takes the focus (focusable by script only), so the keyboard and screen readers start there.
 */
export function ScreenTitle({ children, title, actions }: { children: ReactNode; title: string; actions?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Beurs terminal`;
    if (takeHeadingFocus()) ref.current?.focus();
  }, [title]);
  return (
    <div className="t-screen-title">
      <h1 ref={ref} tabIndex={-1}>
        {children}
      </h1>
      {actions ? <div className="t-screen-title__actions">{actions}</div> : null}
    </div>
  );
}

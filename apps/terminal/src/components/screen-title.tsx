import { useEffect, type ReactNode } from 'react';

/** The screen's heading, also the document title ("Orders · Beurs terminal"). */
export function ScreenTitle({ children, title, actions }: { children: ReactNode; title: string; actions?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Beurs terminal`;
  }, [title]);
  return (
    <div className="t-screen-title">
      <h1>{children}</h1>
      {actions ? <div className="t-screen-title__actions">{actions}</div> : null}
    </div>
  );
}

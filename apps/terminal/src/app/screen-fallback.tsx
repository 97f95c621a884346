import { Skeleton } from '@beurs/ui';

/** Shown while the first screen's code loads. */
export function ScreenFallback() {
  return (
    <div className="t-fallback">
      <Skeleton label="Loading the terminal" height="2em" />
      <Skeleton height="8em" shape="rectangle" />
    </div>
  );
}

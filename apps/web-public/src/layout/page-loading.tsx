import { Skeleton } from '@beurs/ui';

/** What the main area shows while a page's code loads (on a deep link; later visits keep the old page). */
export function PageLoading() {
  return (
    <div className="site-container page">
      <Skeleton label="Loading the page" height="2.5rem" width="60%" />
      <p>
        <Skeleton width="90%" />
      </p>
      <p>
        <Skeleton width="80%" />
      </p>
    </div>
  );
}

import { Link } from 'react-router';
import { EmptyState } from '@beurs/ui';
import { ScreenTitle } from '../../components/screen-title';

/** An unknown terminal path. */
export default function NotFoundScreen() {
  return (
    <div className="t-screen">
      <ScreenTitle title="Not found">Page not found</ScreenTitle>
      <EmptyState
        title="There is no such screen"
        description="The link may be old."
        action={<Link to="/dashboard">Go to the dashboard</Link>}
      />
    </div>
  );
}

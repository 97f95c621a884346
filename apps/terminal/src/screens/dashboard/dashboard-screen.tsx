import { Card } from '@beurs/ui';
import { DemoLabel } from '../../components/demo-label';
import { DemoTopUpButton } from '../../components/demo-top-up-button';
import { ScreenTitle } from '../../components/screen-title';
import { AccountFiguresList } from '../../layout/account-figures-list';
import { useCurrentUser } from '../../session/use-current-user';
import { FeaturedInstruments } from './featured-instruments';
import { LatestNews } from './latest-news';
import { OpenPositions } from './open-positions';

/** The dashboard: account figures, open positions with live P&L, featured instruments, news. */
export default function DashboardScreen() {
  const user = useCurrentUser();
  const currency = user?.currency ?? 'EUR';
  const firstName = user?.first_name;
  return (
    <div className="t-screen">
      <ScreenTitle title="Dashboard">{firstName ? `Welcome, ${firstName}` : 'Dashboard'}</ScreenTitle>
      <div className="t-grid t-grid--dashboard">
        <Card title="Account" actions={<DemoLabel />}>
          <AccountFiguresList />
          <DemoTopUpButton />
        </Card>
        <Card title="Open positions" actions={<DemoLabel />}>
          <OpenPositions currency={currency} />
        </Card>
        <Card title="Featured instruments" className="t-span-2">
          <FeaturedInstruments />
        </Card>
        <Card title="Latest news">
          <LatestNews />
        </Card>
      </div>
    </div>
  );
}

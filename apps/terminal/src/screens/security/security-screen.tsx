import { Card, Skeleton } from '@beurs/ui';
import { ScreenTitle } from '../../components/screen-title';
import { useCurrentUser } from '../../session/use-current-user';
import { ActivityList } from './activity-list';
import { ApiKeysSection } from './api-keys-section';
import { DeviceSessions } from './device-sessions';
import { TwoFactorCard } from './two-factor-card';
import { PinForm } from './pin-form';
import { WalletForm } from './wallet-form';

/**
 * Security: two-factor sign-in, the signed-in devices, the API keys of the caller's programs, the
 * withdrawal PIN and wallet, the sign-in activity.
 */
export default function SecurityScreen() {
  const user = useCurrentUser();
  return (
    <div className="t-screen">
      <ScreenTitle title="Security">Security</ScreenTitle>
      <div className="t-grid t-grid--two">
        <Card title="Two-factor sign-in" className="t-span-2">
          <TwoFactorCard />
        </Card>
        <Card title="Signed-in devices" className="t-span-2">
          <DeviceSessions />
        </Card>
        <Card title="API keys" className="t-span-2">
          <ApiKeysSection />
        </Card>
        <Card title={user?.has_pin ? 'Change your PIN' : 'Set your PIN'}>
          {user ? <PinForm hasPin={user.has_pin} /> : <Skeleton label="Loading" height="6em" shape="rectangle" />}
        </Card>
        <Card title="Withdrawal wallet">
          {user ? <WalletForm key={user.id} user={user} /> : <Skeleton height="6em" shape="rectangle" />}
        </Card>
        <Card title="Sign-in activity" className="t-span-2">
          <ActivityList />
        </Card>
      </div>
    </div>
  );
}

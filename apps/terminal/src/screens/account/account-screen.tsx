import { Link } from 'react-router';
import { Card, Skeleton, Text } from '@beurs/ui';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { AppearancePickers } from '../../layout/appearance-pickers';
import { useCurrentUser } from '../../session/use-current-user';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** Account: profile, password, theme and font. */
export default function AccountScreen() {
  const user = useCurrentUser();
  return (
    <div className="t-screen">
      <ScreenTitle title="Account" actions={<DemoLabel />}>
        Account
      </ScreenTitle>
      <p>
        <Link to="/account/verification">Verification</Link> · <Link to="/account/security">Security (PIN, wallet, sign-in activity)</Link>
      </p>
      <div className="t-grid t-grid--two">
        <Card title="Profile">
          {user ? <ProfileForm key={user.id} user={user} /> : <Skeleton label="Loading your profile" height="10em" shape="rectangle" />}
        </Card>
        <Card title="Password">
          <PasswordForm />
        </Card>
        <Card title="Appearance">
          <Text as="p" variant="muted">
            Your choice is remembered on this device.
          </Text>
          <AppearancePickers />
        </Card>
      </div>
    </div>
  );
}

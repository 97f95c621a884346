import { Button, Text } from '@beurs/ui';
import { formatDateTime } from '../format/format-date';
import { useCurrentUser } from '../session/use-current-user';
import { useDemoTopUp } from './use-demo-top-up';

/**
 * The demo top-up (product rule 7): brings the virtual balance back to the starting demo amount,
 * once a day. Worded as a demo top-up, never as a bonus.
 */
export function DemoTopUpButton({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const availableAt = useCurrentUser()?.credit_available_at ?? null;
  const topUp = useDemoTopUp();
  const waiting = availableAt !== null && Date.parse(availableAt) > Date.now();

  return (
    <div className="t-top-up">
      <Button variant="secondary" size={size} loading={topUp.isPending} disabled={waiting} onClick={() => topUp.mutate()}>
        Demo top-up
      </Button>
      <Text as="p" variant="muted" className="t-hint">
        {waiting
          ? `Available again ${formatDateTime(availableAt)}.`
          : 'Restores the virtual balance to the starting demo amount, once a day. Not a bonus: no real money.'}
      </Text>
    </div>
  );
}

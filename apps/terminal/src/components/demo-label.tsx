import { DemoBadge } from '@beurs/ui';
import { useCurrentUser } from '../session/use-current-user';

/**
 * "Demo account: virtual funds" wherever money is shown (product rule 1). Shown unless the
 * server says the account holds real money.
 */
export function DemoLabel({ className }: { className?: string }) {
  const isDemo = useCurrentUser()?.is_demo ?? true;
  return isDemo ? <DemoBadge className={className} /> : null;
}

import { DemoBadge } from '@beurs/ui';
import { useSessionStore } from '../session/session-store';

/**
 * "Demo account: virtual funds" wherever money is shown (PRODUCT rule 1). Shown unless the
 * server says the account holds real money.
 */
export function DemoLabel({ className }: { className?: string }) {
  const isDemo = useSessionStore((state) => state.currentUser?.is_demo ?? true);
  return isDemo ? <DemoBadge className={className} /> : null;
}

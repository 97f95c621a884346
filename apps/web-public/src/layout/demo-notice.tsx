import { NoticeBar } from '@beurs/ui';
import { usePlatform } from '../platform/platform-context';

/** The label of the demo notice (product rule 1: every place that shows money says so). */
export const DEMO_NOTICE_LABEL = 'Demo platform: virtual funds';

/**
 * Says that the money here is virtual. Shown while the platform details load too: the
 * reference server is a demo broker, and it is better to say so once too often than once too few.
 */
export function DemoNotice() {
  const state = usePlatform();
  if (state.status === 'ready' && !state.platform.is_demo) return null;
  return (
    <NoticeBar label={`${DEMO_NOTICE_LABEL}.`}>Accounts hold virtual money only: no real money is deposited, traded or paid out.</NoticeBar>
  );
}

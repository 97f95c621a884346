import { RiskWarningBanner } from '@beurs/ui';
import { usePlatform } from '../platform/platform-context';

/**
 * The standard CFD risk warning (ESMA; product rule 5) on every page: the text the server
 * computes from this provider's own accounts, or the rules' fallback range until it has arrived.
 */
export function SiteRiskWarning() {
  const state = usePlatform();
  return (
    <RiskWarningBanner
      text={state.status === 'ready' ? state.platform.risk_warning.text : undefined}
      variant="strip"
      className="site-risk-warning"
    />
  );
}

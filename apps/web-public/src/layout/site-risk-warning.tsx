import { riskWarning } from '@beurs/domain';
import { usePlatform } from '../platform/platform-context';

/**
 * The standard CFD risk warning (ESMA; PRODUCT rule 5) on every page: the text the server
 * computes from this provider's own accounts, or `riskWarning(null)` until it has arrived.
 */
export function SiteRiskWarning() {
  const state = usePlatform();
  const text = state.status === 'ready' ? state.platform.risk_warning.text : riskWarning(null);
  return (
    <aside className="bx-risk-warning site-risk-warning" aria-label="Risk warning">
      <span className="bx-risk-warning__icon" aria-hidden="true">
        !
      </span>
      <p className="bx-risk-warning__text" data-testid="risk-warning">
        {text}
      </p>
    </aside>
  );
}

import { RiskWarningBanner } from '@beurs/ui';
import { useRiskWarningText } from '../platform/use-platform';

/**
 * The standard CFD risk warning on every screen (product rule 5): the text the server computes
 * from its own accounts (`getPlatform()`), or the rules' fallback range until it is known.
 */
export function RiskWarning() {
  return <RiskWarningBanner text={useRiskWarningText()} className="t-risk-warning" />;
}

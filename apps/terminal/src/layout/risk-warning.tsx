import { useRiskWarningText } from '../platform/use-platform';

/**
 * The standard CFD risk warning on every screen (PRODUCT rule 5): the text the server computes
 * from its own accounts (`getPlatform()`), or the rules' fallback range until it is known.
 */
export function RiskWarning() {
  const text = useRiskWarningText();
  return (
    <aside className="bx-risk-warning t-risk-warning" aria-label="Risk warning">
      <span className="bx-risk-warning__icon" aria-hidden="true">
        !
      </span>
      <p className="bx-risk-warning__text">{text}</p>
    </aside>
  );
}

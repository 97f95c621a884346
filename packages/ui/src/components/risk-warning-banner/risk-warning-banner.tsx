import { riskWarning } from '@beurs/domain';
import { classNames } from '../class-names';

/** Props of `<RiskWarningBanner>`. */
export interface RiskWarningBannerProps {
  /**
   * The platform's own share of losing retail accounts, in percent; `null` while there is too
   * little data, and the text then gives the range the rules prescribe (74-89 %).
   */
  lossPercent: number | null;
  /** Accessible name of the banner. Defaults to `'Risk warning'`. */
  label?: string;
  className?: string;
}

/**
 * The standard CFD risk warning (ESMA; PRODUCT rule 5), text from `riskWarning()` of
 * @beurs/domain. Put it on every page of both apps.
 *
 * @example
 * <RiskWarningBanner lossPercent={stats.lossPercent ?? null} />
 */
export function RiskWarningBanner({ lossPercent, label = 'Risk warning', className }: RiskWarningBannerProps) {
  return (
    <aside className={classNames('bx-risk-warning', className)} aria-label={label}>
      <span className="bx-risk-warning__icon" aria-hidden="true">
        !
      </span>
      <p className="bx-risk-warning__text">{riskWarning(lossPercent)}</p>
    </aside>
  );
}

import { riskWarning } from '@beurs/domain';
import { classNames } from '../class-names';

/** Props of `<RiskWarningBanner>`. */
export interface RiskWarningBannerProps {
  /**
   * The platform's own share of losing retail accounts, in percent; `null` while there is too
   * little data, and the text then gives the range the rules prescribe (74-89 %).
   */
  lossPercent?: number | null;
  /**
   * The warning as the server worded it (the platform's `risk_warning.text`), when the app has
   * it; it then replaces the text made from `lossPercent`.
   */
  text?: string;
  /** Accessible name of the banner. Defaults to `'Risk warning'`. */
  label?: string;
  /**
   * `'boxed'`: a framed box with the warning bar on the left, for a page's content; `'strip'`: a
   * square-edged strip with a rule below and its text centred, across the top of a site.
   * Defaults to `'boxed'`.
   */
  variant?: 'boxed' | 'strip';
  className?: string;
}

/**
 * The standard CFD risk warning (ESMA; product rule 5): the server's wording when given, else
 * `riskWarning()` of @beurs/domain. Both apps put it on every page.
 *
 * @example
 * <RiskWarningBanner lossPercent={stats.lossPercent ?? null} />
 * <RiskWarningBanner text={platform.risk_warning.text} variant="strip" />
 */
export function RiskWarningBanner({
  lossPercent = null,
  text,
  label = 'Risk warning',
  variant = 'boxed',
  className,
}: RiskWarningBannerProps) {
  return (
    <aside className={classNames('bx-risk-warning', variant === 'strip' && 'bx-risk-warning--strip', className)} aria-label={label}>
      <span className="bx-risk-warning__icon" aria-hidden="true">
        !
      </span>
      <p className="bx-risk-warning__text">{text ?? riskWarning(lossPercent)}</p>
    </aside>
  );
}

/**
 * The ESMA standard risk warning (product rule 5) with the provider's own share of losing
 * accounts. `lossPercent` is computed from the platform's accounts; pass `null` when there
 * is too little data, and the text gives the range the rules prescribe instead.
 *
 * @example
 * riskWarning(76) // "CFDs are complex instruments … 76% of retail investor accounts lose money …"
 */
export function riskWarning(lossPercent: number | null): string {
  const share =
    lossPercent === null
      ? RISK_WARNING_FALLBACK_SHARE
      : `${Math.round(lossPercent)}% of retail investor accounts lose money when trading CFDs with this provider.`;
  return `CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. ${share} You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.`;
}

/** The share sentence used while the platform has too little data of its own (product rule 5). */
export const RISK_WARNING_FALLBACK_SHARE = 'Between 74-89 % of retail investor accounts lose money when trading CFDs.';

/** The label every place that shows money carries on the demo broker (product rule 1). */
export const DEMO_ACCOUNT_LABEL = 'Demo account: virtual funds';

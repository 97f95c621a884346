export { LEVERAGE_CAPS, LEVERAGE_CLASS_IDS, MAJOR_CURRENCIES, MAJOR_INDEX_IDS, leverageClassOf, leverageCap } from './leverage';
export type { LeverageClass, LeverageClassInput } from './leverage';
export {
  requiredMargin,
  notionalValue,
  closingPrice,
  openingPrice,
  positionPnl,
  accountMetrics,
  isMarginCloseOutDue,
  marginCloseOutPrice,
  negativeBalanceCredit,
  isLeverageAllowed,
} from './margin';
export type { PositionSize, MarginInput, PnlInput, AccountState, AccountMetrics, CloseOutPriceInput, LeverageCheck } from './margin';
export { createLocalClock, createMarketHours, dayOrderExpiry, isMarketOpen, nextMarketOpen, timezoneOffsetMs } from './trading-hours';
export type { LocalClock, LocalTime, MarketHours } from './trading-hours';
export { volumeForRisk } from './volume-for-risk';
export type { RiskBudget, VolumeForRiskInput, VolumeForRiskResult } from './volume-for-risk';

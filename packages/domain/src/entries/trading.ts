// `@beurs/domain/trading`: ESMA leverage, margin, P&L and market hours, plus the candle and
// history helpers a chart needs next to them.
export * from '../trading';
export { CANDLE_MS, candleStart } from '../history/candle-start';
export { sortAndDedupeHistory } from '../history/symbol-history';
export type { TimedEntry } from '../history/symbol-history';

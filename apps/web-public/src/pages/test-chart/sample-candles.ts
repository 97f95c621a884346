/** One price candle of the sample (contract §3: open, close, high, low, timestamp). */
export interface SampleCandle {
  /** Start of the candle, milliseconds since the epoch. */
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Daily sample candles kept in the app (contract §3: "present in the client as sample only"),
 * generated once from a seeded random walk. They are not market data.
 */
export const SAMPLE_CANDLES: readonly SampleCandle[] = [
  { timestamp: 1788220800000, open: 228.4, high: 232.54, low: 227.21, close: 232.33 },
  { timestamp: 1788307200000, open: 232.33, high: 233.92, low: 228.71, close: 229.07 },
  { timestamp: 1788393600000, open: 229.07, high: 230.57, low: 227.74, close: 229.91 },
  { timestamp: 1788480000000, open: 229.91, high: 230.8, low: 229.2, close: 230.14 },
  { timestamp: 1788739200000, open: 230.14, high: 230.62, low: 222.41, close: 222.79 },
  { timestamp: 1788825600000, open: 222.79, high: 223.63, low: 218.81, close: 219.36 },
  { timestamp: 1788912000000, open: 219.36, high: 222.4, low: 218.31, close: 221.58 },
  { timestamp: 1788998400000, open: 221.58, high: 222.0, low: 220.3, close: 221.41 },
  { timestamp: 1789084800000, open: 221.41, high: 223.84, low: 221.27, close: 222.29 },
  { timestamp: 1789344000000, open: 222.29, high: 225.4, low: 222.27, close: 224.62 },
  { timestamp: 1789430400000, open: 224.62, high: 225.17, low: 221.75, close: 222.88 },
  { timestamp: 1789516800000, open: 222.88, high: 224.72, low: 222.29, close: 224.32 },
  { timestamp: 1789603200000, open: 224.32, high: 224.94, low: 218.75, close: 219.49 },
  { timestamp: 1789689600000, open: 219.49, high: 220.05, low: 218.31, close: 218.45 },
  { timestamp: 1789948800000, open: 218.45, high: 219.1, low: 214.98, close: 215.07 },
  { timestamp: 1790035200000, open: 215.07, high: 217.05, low: 214.32, close: 216.47 },
  { timestamp: 1790121600000, open: 216.47, high: 219.78, low: 215.52, close: 218.88 },
  { timestamp: 1790208000000, open: 218.88, high: 219.18, low: 216.94, close: 217.94 },
  { timestamp: 1790294400000, open: 217.94, high: 221.34, low: 217.35, close: 220.79 },
  { timestamp: 1790553600000, open: 220.79, high: 221.8, low: 220.3, close: 221.71 },
  { timestamp: 1790640000000, open: 221.71, high: 222.62, low: 221.19, close: 222.06 },
  { timestamp: 1790726400000, open: 222.06, high: 225.98, low: 219.95, close: 225.52 },
  { timestamp: 1790812800000, open: 225.52, high: 225.69, low: 222.88, close: 223.42 },
  { timestamp: 1790899200000, open: 223.42, high: 226.64, low: 222.87, close: 226.39 },
  { timestamp: 1791158400000, open: 226.39, high: 226.61, low: 220.51, close: 221.94 },
  { timestamp: 1791244800000, open: 221.94, high: 225.12, low: 221.55, close: 224.3 },
  { timestamp: 1791331200000, open: 224.3, high: 225.17, low: 223.7, close: 224.7 },
  { timestamp: 1791417600000, open: 224.7, high: 226.96, low: 224.29, close: 226.29 },
  { timestamp: 1791504000000, open: 226.29, high: 227.28, low: 224.08, close: 225.55 },
  { timestamp: 1791763200000, open: 225.55, high: 226.63, low: 221.01, close: 222.31 },
  { timestamp: 1791849600000, open: 222.31, high: 225.61, low: 222.21, close: 224.83 },
  { timestamp: 1791936000000, open: 224.83, high: 225.8, low: 223.88, close: 223.98 },
  { timestamp: 1792022400000, open: 223.98, high: 225.4, low: 222.79, close: 225.33 },
  { timestamp: 1792108800000, open: 225.33, high: 225.38, low: 222.23, close: 222.43 },
  { timestamp: 1792368000000, open: 222.43, high: 225.95, low: 221.7, close: 222.89 },
  { timestamp: 1792454400000, open: 222.89, high: 224.48, low: 222.66, close: 223.69 },
  { timestamp: 1792540800000, open: 223.69, high: 230.43, low: 223.43, close: 227.44 },
  { timestamp: 1792627200000, open: 227.44, high: 228.78, low: 226.55, close: 227.15 },
  { timestamp: 1792713600000, open: 227.15, high: 233.54, low: 227.01, close: 232.55 },
  { timestamp: 1792972800000, open: 232.55, high: 233.54, low: 228.96, close: 232.1 },
];

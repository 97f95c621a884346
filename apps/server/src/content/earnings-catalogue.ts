/** One company's report of the demo earnings calendar, placed relative to the seeding day. */
export interface EarningsTemplate {
  instrumentId: string;
  /** Days after the seeding day (negative: already reported). */
  dayOffset: number;
  timeOfDay: 'before_open' | 'after_close' | 'unknown';
  epsEstimate: string;
  /** The reported EPS; used only for reports before the seeding day. */
  epsActual: string;
  /** Revenue estimate and actual, in the listing currency. */
  revenueEstimate: string;
  revenueActual: string;
}

/** Reports of listed shares of the catalogue; company and country come from the instrument. */
export const EARNINGS: readonly EarningsTemplate[] = [
  { instrumentId: 'NVDA', dayOffset: -3, timeOfDay: 'after_close', epsEstimate: '0.75', epsActual: '0.81', revenueEstimate: '33160000000', revenueActual: '35080000000' },
  { instrumentId: 'WMT', dayOffset: -4, timeOfDay: 'before_open', epsEstimate: '0.53', epsActual: '0.58', revenueEstimate: '167720000000', revenueActual: '169590000000' },
  { instrumentId: 'ASML', dayOffset: -34, timeOfDay: 'before_open', epsEstimate: '5.07', epsActual: '5.28', revenueEstimate: '7100000000', revenueActual: '7470000000' },
  { instrumentId: 'SAP', dayOffset: -33, timeOfDay: 'after_close', epsEstimate: '1.25', epsActual: '1.44', revenueEstimate: '8420000000', revenueActual: '8470000000' },
  { instrumentId: 'AAPL', dayOffset: -25, timeOfDay: 'after_close', epsEstimate: '1.60', epsActual: '1.64', revenueEstimate: '94360000000', revenueActual: '94930000000' },
  { instrumentId: 'MSFT', dayOffset: -26, timeOfDay: 'after_close', epsEstimate: '3.10', epsActual: '3.30', revenueEstimate: '64510000000', revenueActual: '65590000000' },
  { instrumentId: 'AMZN', dayOffset: -25, timeOfDay: 'after_close', epsEstimate: '1.14', epsActual: '1.43', revenueEstimate: '157200000000', revenueActual: '158880000000' },
  { instrumentId: 'META', dayOffset: -26, timeOfDay: 'after_close', epsEstimate: '5.25', epsActual: '6.03', revenueEstimate: '40250000000', revenueActual: '40590000000' },
  { instrumentId: 'INGA', dayOffset: -24, timeOfDay: 'before_open', epsEstimate: '0.49', epsActual: '0.53', revenueEstimate: '5700000000', revenueActual: '5850000000' },
  { instrumentId: 'HEIA', dayOffset: -28, timeOfDay: 'before_open', epsEstimate: '2.10', epsActual: '1.98', revenueEstimate: '9400000000', revenueActual: '9300000000' },
  { instrumentId: 'SHEL', dayOffset: -22, timeOfDay: 'before_open', epsEstimate: '0.93', epsActual: '0.95', revenueEstimate: '71200000000', revenueActual: '71100000000' },
  { instrumentId: '7203.T', dayOffset: -17, timeOfDay: 'after_close', epsEstimate: '84', epsActual: '75', revenueEstimate: '11600000000000', revenueActual: '11440000000000' },
  { instrumentId: 'AD', dayOffset: -16, timeOfDay: 'before_open', epsEstimate: '0.68', epsActual: '0.69', revenueEstimate: '22300000000', revenueActual: '22240000000' },
  { instrumentId: 'ADYEN', dayOffset: 2, timeOfDay: 'before_open', epsEstimate: '', epsActual: '', revenueEstimate: '498000000', revenueActual: '' },
  { instrumentId: 'JPM', dayOffset: 6, timeOfDay: 'before_open', epsEstimate: '4.11', epsActual: '', revenueEstimate: '41700000000', revenueActual: '' },
  { instrumentId: 'NKE', dayOffset: 9, timeOfDay: 'after_close', epsEstimate: '0.63', epsActual: '', revenueEstimate: '12130000000', revenueActual: '' },
  { instrumentId: 'NFLX', dayOffset: 12, timeOfDay: 'after_close', epsEstimate: '4.20', epsActual: '', revenueEstimate: '10110000000', revenueActual: '' },
  { instrumentId: 'TSLA', dayOffset: 15, timeOfDay: 'after_close', epsEstimate: '0.77', epsActual: '', revenueEstimate: '27260000000', revenueActual: '' },
  { instrumentId: 'INTC', dayOffset: 17, timeOfDay: 'after_close', epsEstimate: '0.12', epsActual: '', revenueEstimate: '13810000000', revenueActual: '' },
  { instrumentId: 'BMW', dayOffset: 19, timeOfDay: 'before_open', epsEstimate: '2.80', epsActual: '', revenueEstimate: '35200000000', revenueActual: '' },
  { instrumentId: 'MC', dayOffset: 21, timeOfDay: 'after_close', epsEstimate: '', epsActual: '', revenueEstimate: '22800000000', revenueActual: '' },
  { instrumentId: 'KO', dayOffset: 24, timeOfDay: 'before_open', epsEstimate: '0.52', epsActual: '', revenueEstimate: '10680000000', revenueActual: '' },
  { instrumentId: 'NESN', dayOffset: 26, timeOfDay: 'unknown', epsEstimate: '', epsActual: '', revenueEstimate: '23100000000', revenueActual: '' },
  { instrumentId: 'PHIA', dayOffset: 28, timeOfDay: 'before_open', epsEstimate: '0.52', epsActual: '', revenueEstimate: '5100000000', revenueActual: '' },
];

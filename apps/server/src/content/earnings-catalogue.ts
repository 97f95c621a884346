/**
 * One company's report of the demo earnings calendar, on a trading day relative to the seeding
 * day, before its exchange opens or after it closes (release-schedule.ts checks both).
 */
export interface EarningsTemplate {
  instrumentId: string;
  /** Trading days after the seeding day (negative: already reported). */
  tradingDayOffset: number;
  timeOfDay: 'before_open' | 'after_close';
  epsEstimate: string;
  /** The reported EPS; used only for reports before the seeding day. */
  epsActual: string;
  /** Revenue estimate and actual, in the listing currency. */
  revenueEstimate: string;
  revenueActual: string;
}

/**
 * Reports of listed shares of the catalogue; company and country come from the instrument. Each
 * falls on the weekday the company usually reports (NVIDIA Wednesday, Walmart Thursday, Nike
 * Thursday after the close).
 */
export const EARNINGS: readonly EarningsTemplate[] = [
  {
    instrumentId: 'NVDA',
    tradingDayOffset: -3,
    timeOfDay: 'after_close',
    epsEstimate: '0.75',
    epsActual: '0.81',
    revenueEstimate: '33160000000',
    revenueActual: '35080000000',
  },
  {
    instrumentId: 'WMT',
    tradingDayOffset: -2,
    timeOfDay: 'before_open',
    epsEstimate: '0.53',
    epsActual: '0.58',
    revenueEstimate: '167720000000',
    revenueActual: '169590000000',
  },
  {
    instrumentId: 'ASML',
    tradingDayOffset: -23,
    timeOfDay: 'before_open',
    epsEstimate: '5.07',
    epsActual: '5.28',
    revenueEstimate: '7100000000',
    revenueActual: '7470000000',
  },
  {
    instrumentId: 'SAP',
    tradingDayOffset: -22,
    timeOfDay: 'after_close',
    epsEstimate: '1.25',
    epsActual: '1.44',
    revenueEstimate: '8420000000',
    revenueActual: '8470000000',
  },
  {
    instrumentId: 'AAPL',
    tradingDayOffset: -17,
    timeOfDay: 'after_close',
    epsEstimate: '1.60',
    epsActual: '1.64',
    revenueEstimate: '94360000000',
    revenueActual: '94930000000',
  },
  {
    instrumentId: 'MSFT',
    tradingDayOffset: -18,
    timeOfDay: 'after_close',
    epsEstimate: '3.10',
    epsActual: '3.30',
    revenueEstimate: '64510000000',
    revenueActual: '65590000000',
  },
  {
    instrumentId: 'AMZN',
    tradingDayOffset: -17,
    timeOfDay: 'after_close',
    epsEstimate: '1.14',
    epsActual: '1.43',
    revenueEstimate: '157200000000',
    revenueActual: '158880000000',
  },
  {
    instrumentId: 'META',
    tradingDayOffset: -18,
    timeOfDay: 'after_close',
    epsEstimate: '5.25',
    epsActual: '6.03',
    revenueEstimate: '40250000000',
    revenueActual: '40590000000',
  },
  {
    instrumentId: 'INGA',
    tradingDayOffset: -17,
    timeOfDay: 'before_open',
    epsEstimate: '0.49',
    epsActual: '0.53',
    revenueEstimate: '5700000000',
    revenueActual: '5850000000',
  },
  {
    instrumentId: 'HEIA',
    tradingDayOffset: -18,
    timeOfDay: 'before_open',
    epsEstimate: '2.10',
    epsActual: '1.98',
    revenueEstimate: '9400000000',
    revenueActual: '9300000000',
  },
  {
    instrumentId: 'SHEL',
    tradingDayOffset: -17,
    timeOfDay: 'before_open',
    epsEstimate: '0.93',
    epsActual: '0.95',
    revenueEstimate: '71200000000',
    revenueActual: '71100000000',
  },
  {
    instrumentId: '7203.T',
    tradingDayOffset: -12,
    timeOfDay: 'after_close',
    epsEstimate: '84',
    epsActual: '75',
    revenueEstimate: '11600000000000',
    revenueActual: '11440000000000',
  },
  {
    instrumentId: 'AD',
    tradingDayOffset: -8,
    timeOfDay: 'before_open',
    epsEstimate: '0.68',
    epsActual: '0.69',
    revenueEstimate: '22300000000',
    revenueActual: '22240000000',
  },
  {
    instrumentId: 'ADYEN',
    tradingDayOffset: 2,
    timeOfDay: 'before_open',
    epsEstimate: '',
    epsActual: '',
    revenueEstimate: '498000000',
    revenueActual: '',
  },
  {
    instrumentId: 'JPM',
    tradingDayOffset: 6,
    timeOfDay: 'before_open',
    epsEstimate: '4.11',
    epsActual: '',
    revenueEstimate: '41700000000',
    revenueActual: '',
  },
  {
    instrumentId: 'NKE',
    tradingDayOffset: 8,
    timeOfDay: 'after_close',
    epsEstimate: '0.63',
    epsActual: '',
    revenueEstimate: '12130000000',
    revenueActual: '',
  },
  {
    instrumentId: 'NFLX',
    tradingDayOffset: 11,
    timeOfDay: 'after_close',
    epsEstimate: '4.20',
    epsActual: '',
    revenueEstimate: '10110000000',
    revenueActual: '',
  },
  {
    instrumentId: 'TSLA',
    tradingDayOffset: 12,
    timeOfDay: 'after_close',
    epsEstimate: '0.77',
    epsActual: '',
    revenueEstimate: '27260000000',
    revenueActual: '',
  },
  {
    instrumentId: 'INTC',
    tradingDayOffset: 13,
    timeOfDay: 'after_close',
    epsEstimate: '0.12',
    epsActual: '',
    revenueEstimate: '13810000000',
    revenueActual: '',
  },
  {
    instrumentId: 'BMW',
    tradingDayOffset: 13,
    timeOfDay: 'before_open',
    epsEstimate: '2.80',
    epsActual: '',
    revenueEstimate: '35200000000',
    revenueActual: '',
  },
  {
    instrumentId: 'MC',
    tradingDayOffset: 16,
    timeOfDay: 'after_close',
    epsEstimate: '',
    epsActual: '',
    revenueEstimate: '22800000000',
    revenueActual: '',
  },
  {
    instrumentId: 'KO',
    tradingDayOffset: 16,
    timeOfDay: 'before_open',
    epsEstimate: '0.52',
    epsActual: '',
    revenueEstimate: '10680000000',
    revenueActual: '',
  },
  {
    instrumentId: 'NESN',
    tradingDayOffset: 18,
    timeOfDay: 'before_open',
    epsEstimate: '',
    epsActual: '',
    revenueEstimate: '23100000000',
    revenueActual: '',
  },
  {
    instrumentId: 'PHIA',
    tradingDayOffset: 21,
    timeOfDay: 'before_open',
    epsEstimate: '0.52',
    epsActual: '',
    revenueEstimate: '5100000000',
    revenueActual: '',
  },
];

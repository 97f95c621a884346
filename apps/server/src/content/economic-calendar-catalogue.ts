import type { CalendarImportance } from '@beurs/domain';

/** One economic release of the demo calendar, placed relative to the day the data is seeded. */
export interface EconomicEventTemplate {
  /** Days after the seeding day (negative: already released). */
  dayOffset: number;
  /** Release time, `HH:MM` UTC. */
  time: string;
  country: string;
  currency: string;
  event: string;
  importance: CalendarImportance;
  previous: string;
  forecast: string;
  /** The released figure; used only for releases before the seeding instant. */
  actual: string;
}

/** A month of releases around the seeding day: central banks, jobs, inflation, growth, activity. */
export const ECONOMIC_EVENTS: readonly EconomicEventTemplate[] = [
  { dayOffset: -12, time: '13:30', country: 'United States', currency: 'USD', event: 'Consumer Price Index (YoY)', importance: 'high', previous: '2.4%', forecast: '2.6%', actual: '2.6%' },
  { dayOffset: -11, time: '07:00', country: 'United Kingdom', currency: 'GBP', event: 'GDP (QoQ)', importance: 'high', previous: '0.5%', forecast: '0.2%', actual: '0.1%' },
  { dayOffset: -10, time: '10:00', country: 'Eurozone', currency: 'EUR', event: 'Industrial Production (MoM)', importance: 'medium', previous: '-0.3%', forecast: '0.2%', actual: '0.4%' },
  { dayOffset: -9, time: '13:30', country: 'United States', currency: 'USD', event: 'Retail Sales (MoM)', importance: 'high', previous: '0.8%', forecast: '0.3%', actual: '0.4%' },
  { dayOffset: -9, time: '23:50', country: 'Japan', currency: 'JPY', event: 'GDP (QoQ)', importance: 'high', previous: '0.7%', forecast: '0.2%', actual: '0.2%' },
  { dayOffset: -8, time: '10:00', country: 'Eurozone', currency: 'EUR', event: 'Consumer Price Index (YoY) final', importance: 'medium', previous: '1.7%', forecast: '2.0%', actual: '2.0%' },
  { dayOffset: -7, time: '13:30', country: 'Canada', currency: 'CAD', event: 'Consumer Price Index (YoY)', importance: 'medium', previous: '1.6%', forecast: '1.9%', actual: '2.0%' },
  { dayOffset: -6, time: '07:00', country: 'United Kingdom', currency: 'GBP', event: 'Consumer Price Index (YoY)', importance: 'high', previous: '1.7%', forecast: '2.2%', actual: '2.3%' },
  { dayOffset: -5, time: '15:00', country: 'United States', currency: 'USD', event: 'Existing Home Sales', importance: 'low', previous: '3.84M', forecast: '3.93M', actual: '3.96M' },
  { dayOffset: -4, time: '08:30', country: 'Germany', currency: 'EUR', event: 'HCOB Manufacturing PMI flash', importance: 'medium', previous: '43.0', forecast: '43.0', actual: '43.2' },
  { dayOffset: -4, time: '09:00', country: 'Eurozone', currency: 'EUR', event: 'HCOB Composite PMI flash', importance: 'high', previous: '50.0', forecast: '50.0', actual: '48.1' },
  { dayOffset: -4, time: '14:45', country: 'United States', currency: 'USD', event: 'S&P Global Composite PMI flash', importance: 'medium', previous: '54.1', forecast: '54.3', actual: '55.3' },
  { dayOffset: -3, time: '09:00', country: 'Germany', currency: 'EUR', event: 'Ifo Business Climate', importance: 'medium', previous: '86.5', forecast: '86.0', actual: '85.7' },
  { dayOffset: -1, time: '23:30', country: 'Australia', currency: 'AUD', event: 'Westpac Leading Index (MoM)', importance: 'low', previous: '0.0%', forecast: '0.1%', actual: '0.1%' },
  { dayOffset: 0, time: '08:00', country: 'Netherlands', currency: 'EUR', event: 'Producer Confidence', importance: 'low', previous: '-2.5', forecast: '-2.0', actual: '-1.8' },
  { dayOffset: 0, time: '13:30', country: 'United States', currency: 'USD', event: 'Chicago Fed National Activity Index', importance: 'low', previous: '-0.28', forecast: '-0.20', actual: '-0.40' },
  { dayOffset: 0, time: '15:30', country: 'United States', currency: 'USD', event: 'Dallas Fed Manufacturing Index', importance: 'low', previous: '-3.0', forecast: '-1.5', actual: '-2.1' },
  { dayOffset: 1, time: '15:00', country: 'United States', currency: 'USD', event: 'Conference Board Consumer Confidence', importance: 'medium', previous: '108.7', forecast: '111.5', actual: '' },
  { dayOffset: 1, time: '19:00', country: 'United States', currency: 'USD', event: 'FOMC Meeting Minutes', importance: 'high', previous: '', forecast: '', actual: '' },
  { dayOffset: 2, time: '13:30', country: 'United States', currency: 'USD', event: 'GDP (QoQ) second estimate', importance: 'high', previous: '3.0%', forecast: '2.8%', actual: '' },
  { dayOffset: 2, time: '13:30', country: 'United States', currency: 'USD', event: 'Initial Jobless Claims', importance: 'medium', previous: '213K', forecast: '216K', actual: '' },
  { dayOffset: 2, time: '15:00', country: 'United States', currency: 'USD', event: 'Core PCE Price Index (YoY)', importance: 'high', previous: '2.7%', forecast: '2.8%', actual: '' },
  { dayOffset: 3, time: '13:00', country: 'Germany', currency: 'EUR', event: 'Consumer Price Index (YoY) preliminary', importance: 'high', previous: '2.0%', forecast: '2.3%', actual: '' },
  { dayOffset: 4, time: '07:45', country: 'France', currency: 'EUR', event: 'Consumer Price Index (YoY) preliminary', importance: 'medium', previous: '1.2%', forecast: '1.5%', actual: '' },
  { dayOffset: 4, time: '10:00', country: 'Eurozone', currency: 'EUR', event: 'Consumer Price Index (YoY) flash', importance: 'high', previous: '2.0%', forecast: '2.3%', actual: '' },
  { dayOffset: 4, time: '23:30', country: 'Japan', currency: 'JPY', event: 'Tokyo Consumer Price Index (YoY)', importance: 'medium', previous: '1.8%', forecast: '2.1%', actual: '' },
  { dayOffset: 7, time: '15:00', country: 'United States', currency: 'USD', event: 'ISM Manufacturing PMI', importance: 'high', previous: '46.5', forecast: '47.5', actual: '' },
  { dayOffset: 8, time: '03:30', country: 'Australia', currency: 'AUD', event: 'RBA Interest Rate Decision', importance: 'high', previous: '4.35%', forecast: '4.35%', actual: '' },
  { dayOffset: 9, time: '15:00', country: 'United States', currency: 'USD', event: 'JOLTS Job Openings', importance: 'medium', previous: '7.44M', forecast: '7.50M', actual: '' },
  { dayOffset: 9, time: '15:00', country: 'Canada', currency: 'CAD', event: 'Bank of Canada Interest Rate Decision', importance: 'high', previous: '3.75%', forecast: '3.25%', actual: '' },
  { dayOffset: 11, time: '13:30', country: 'United States', currency: 'USD', event: 'Non-Farm Payrolls', importance: 'high', previous: '12K', forecast: '200K', actual: '' },
  { dayOffset: 11, time: '13:30', country: 'United States', currency: 'USD', event: 'Unemployment Rate', importance: 'high', previous: '4.1%', forecast: '4.2%', actual: '' },
  { dayOffset: 14, time: '08:30', country: 'Switzerland', currency: 'CHF', event: 'SNB Interest Rate Decision', importance: 'high', previous: '1.00%', forecast: '0.75%', actual: '' },
  { dayOffset: 16, time: '13:15', country: 'Eurozone', currency: 'EUR', event: 'ECB Main Refinancing Rate', importance: 'high', previous: '3.40%', forecast: '3.15%', actual: '' },
  { dayOffset: 16, time: '13:30', country: 'United States', currency: 'USD', event: 'Consumer Price Index (YoY)', importance: 'high', previous: '2.6%', forecast: '2.7%', actual: '' },
  { dayOffset: 22, time: '19:00', country: 'United States', currency: 'USD', event: 'Fed Interest Rate Decision', importance: 'high', previous: '4.75%', forecast: '4.50%', actual: '' },
  { dayOffset: 23, time: '12:00', country: 'United Kingdom', currency: 'GBP', event: 'Bank of England Interest Rate Decision', importance: 'high', previous: '4.75%', forecast: '4.75%', actual: '' },
  { dayOffset: 23, time: '03:00', country: 'Japan', currency: 'JPY', event: 'Bank of Japan Interest Rate Decision', importance: 'high', previous: '0.25%', forecast: '0.25%', actual: '' },
  { dayOffset: 24, time: '02:00', country: 'China', currency: 'CNY', event: 'Industrial Production (YoY)', importance: 'medium', previous: '5.3%', forecast: '5.4%', actual: '' },
];

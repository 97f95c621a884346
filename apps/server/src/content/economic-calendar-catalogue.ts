import type { CalendarImportance } from '@beurs/domain';
import type { ReleaseCountry } from './release-schedule';

/**
 * One economic release of the demo calendar, placed on a trading day relative to the day the
 * data is seeded, at a local time of its publisher (release-schedule.ts gives the time zone).
 */
export interface EconomicEventTemplate {
  /** Trading days after the seeding day (negative: already released). */
  tradingDayOffset: number;
  /** Release time, `HH:MM` in the publisher's time zone. */
  localTime: string;
  country: ReleaseCountry;
  currency: string;
  event: string;
  importance: CalendarImportance;
  previous: string;
  forecast: string;
  /** The released figure; used only for releases before the seeding instant. */
  actual: string;
}

/**
 * A month of releases around the seeding day: central banks, jobs, inflation, growth, activity.
 * Placed as they fall in the real calendar: US data on the weekday it usually comes out, central
 * banks on their meeting weekday (FOMC Wednesday, ECB and BoE Thursday, RBA Tuesday).
 */
export const ECONOMIC_EVENTS: readonly EconomicEventTemplate[] = [
  { tradingDayOffset: -8, localTime: '08:30', country: 'United States', currency: 'USD', event: 'Consumer Price Index (YoY)', importance: 'high', previous: '2.4%', forecast: '2.6%', actual: '2.6%' },
  { tradingDayOffset: -7, localTime: '07:00', country: 'United Kingdom', currency: 'GBP', event: 'GDP (QoQ)', importance: 'high', previous: '0.5%', forecast: '0.2%', actual: '0.1%' },
  { tradingDayOffset: -6, localTime: '11:00', country: 'Eurozone', currency: 'EUR', event: 'Industrial Production (MoM)', importance: 'medium', previous: '-0.3%', forecast: '0.2%', actual: '0.4%' },
  { tradingDayOffset: -5, localTime: '08:50', country: 'Japan', currency: 'JPY', event: 'GDP (QoQ)', importance: 'high', previous: '0.7%', forecast: '0.2%', actual: '0.2%' },
  { tradingDayOffset: -4, localTime: '08:30', country: 'United States', currency: 'USD', event: 'Retail Sales (MoM)', importance: 'high', previous: '0.8%', forecast: '0.3%', actual: '0.4%' },
  { tradingDayOffset: -4, localTime: '08:30', country: 'Canada', currency: 'CAD', event: 'Consumer Price Index (YoY)', importance: 'medium', previous: '1.6%', forecast: '1.9%', actual: '2.0%' },
  { tradingDayOffset: -3, localTime: '11:00', country: 'Eurozone', currency: 'EUR', event: 'Consumer Price Index (YoY) final', importance: 'medium', previous: '1.7%', forecast: '2.0%', actual: '2.0%' },
  { tradingDayOffset: -3, localTime: '07:00', country: 'United Kingdom', currency: 'GBP', event: 'Consumer Price Index (YoY)', importance: 'high', previous: '1.7%', forecast: '2.2%', actual: '2.3%' },
  { tradingDayOffset: -2, localTime: '10:00', country: 'United States', currency: 'USD', event: 'Existing Home Sales', importance: 'low', previous: '3.84M', forecast: '3.93M', actual: '3.96M' },
  { tradingDayOffset: -2, localTime: '09:30', country: 'Germany', currency: 'EUR', event: 'HCOB Manufacturing PMI flash', importance: 'medium', previous: '43.0', forecast: '43.0', actual: '43.2' },
  { tradingDayOffset: -2, localTime: '10:00', country: 'Eurozone', currency: 'EUR', event: 'HCOB Composite PMI flash', importance: 'high', previous: '50.0', forecast: '50.0', actual: '48.1' },
  { tradingDayOffset: -2, localTime: '09:45', country: 'United States', currency: 'USD', event: 'S&P Global Composite PMI flash', importance: 'medium', previous: '54.1', forecast: '54.3', actual: '55.3' },
  { tradingDayOffset: -1, localTime: '10:00', country: 'Germany', currency: 'EUR', event: 'Ifo Business Climate', importance: 'medium', previous: '86.5', forecast: '86.0', actual: '85.7' },
  { tradingDayOffset: 0, localTime: '10:30', country: 'Australia', currency: 'AUD', event: 'Westpac Leading Index (MoM)', importance: 'low', previous: '0.0%', forecast: '0.1%', actual: '0.1%' },
  { tradingDayOffset: 0, localTime: '08:30', country: 'Netherlands', currency: 'EUR', event: 'Producer Confidence', importance: 'low', previous: '-2.5', forecast: '-2.0', actual: '-1.8' },
  { tradingDayOffset: 0, localTime: '08:30', country: 'United States', currency: 'USD', event: 'Chicago Fed National Activity Index', importance: 'low', previous: '-0.28', forecast: '-0.20', actual: '-0.40' },
  { tradingDayOffset: 0, localTime: '10:30', country: 'United States', currency: 'USD', event: 'Dallas Fed Manufacturing Index', importance: 'low', previous: '-3.0', forecast: '-1.5', actual: '-2.1' },
  { tradingDayOffset: 1, localTime: '10:00', country: 'United States', currency: 'USD', event: 'Conference Board Consumer Confidence', importance: 'medium', previous: '108.7', forecast: '111.5', actual: '' },
  { tradingDayOffset: 1, localTime: '14:00', country: 'United States', currency: 'USD', event: 'FOMC Meeting Minutes', importance: 'high', previous: '', forecast: '', actual: '' },
  { tradingDayOffset: 2, localTime: '08:30', country: 'United States', currency: 'USD', event: 'GDP (QoQ) second estimate', importance: 'high', previous: '3.0%', forecast: '2.8%', actual: '' },
  { tradingDayOffset: 2, localTime: '08:30', country: 'United States', currency: 'USD', event: 'Initial Jobless Claims', importance: 'medium', previous: '213K', forecast: '216K', actual: '' },
  { tradingDayOffset: 2, localTime: '10:00', country: 'United States', currency: 'USD', event: 'Core PCE Price Index (YoY)', importance: 'high', previous: '2.7%', forecast: '2.8%', actual: '' },
  { tradingDayOffset: 3, localTime: '14:00', country: 'Germany', currency: 'EUR', event: 'Consumer Price Index (YoY) preliminary', importance: 'high', previous: '2.0%', forecast: '2.3%', actual: '' },
  { tradingDayOffset: 4, localTime: '08:45', country: 'France', currency: 'EUR', event: 'Consumer Price Index (YoY) preliminary', importance: 'medium', previous: '1.2%', forecast: '1.5%', actual: '' },
  { tradingDayOffset: 4, localTime: '11:00', country: 'Eurozone', currency: 'EUR', event: 'Consumer Price Index (YoY) flash', importance: 'high', previous: '2.0%', forecast: '2.3%', actual: '' },
  { tradingDayOffset: 4, localTime: '08:30', country: 'Japan', currency: 'JPY', event: 'Tokyo Consumer Price Index (YoY)', importance: 'medium', previous: '1.8%', forecast: '2.1%', actual: '' },
  { tradingDayOffset: 6, localTime: '10:00', country: 'United States', currency: 'USD', event: 'ISM Manufacturing PMI', importance: 'high', previous: '46.5', forecast: '47.5', actual: '' },
  { tradingDayOffset: 6, localTime: '14:30', country: 'Australia', currency: 'AUD', event: 'RBA Interest Rate Decision', importance: 'high', previous: '4.35%', forecast: '4.35%', actual: '' },
  { tradingDayOffset: 7, localTime: '10:00', country: 'United States', currency: 'USD', event: 'JOLTS Job Openings', importance: 'medium', previous: '7.44M', forecast: '7.50M', actual: '' },
  { tradingDayOffset: 7, localTime: '09:45', country: 'Canada', currency: 'CAD', event: 'Bank of Canada Interest Rate Decision', importance: 'high', previous: '3.75%', forecast: '3.25%', actual: '' },
  { tradingDayOffset: 9, localTime: '08:30', country: 'United States', currency: 'USD', event: 'Non-Farm Payrolls', importance: 'high', previous: '12K', forecast: '200K', actual: '' },
  { tradingDayOffset: 9, localTime: '08:30', country: 'United States', currency: 'USD', event: 'Unemployment Rate', importance: 'high', previous: '4.1%', forecast: '4.2%', actual: '' },
  { tradingDayOffset: 13, localTime: '09:30', country: 'Switzerland', currency: 'CHF', event: 'SNB Interest Rate Decision', importance: 'high', previous: '1.00%', forecast: '0.75%', actual: '' },
  { tradingDayOffset: 13, localTime: '08:30', country: 'United States', currency: 'USD', event: 'Consumer Price Index (YoY)', importance: 'high', previous: '2.6%', forecast: '2.7%', actual: '' },
  { tradingDayOffset: 16, localTime: '10:00', country: 'China', currency: 'CNY', event: 'Industrial Production (YoY)', importance: 'medium', previous: '5.3%', forecast: '5.4%', actual: '' },
  { tradingDayOffset: 17, localTime: '14:00', country: 'United States', currency: 'USD', event: 'Fed Interest Rate Decision', importance: 'high', previous: '4.75%', forecast: '4.50%', actual: '' },
  { tradingDayOffset: 18, localTime: '14:15', country: 'Eurozone', currency: 'EUR', event: 'ECB Main Refinancing Rate', importance: 'high', previous: '3.40%', forecast: '3.15%', actual: '' },
  { tradingDayOffset: 18, localTime: '12:00', country: 'United Kingdom', currency: 'GBP', event: 'Bank of England Interest Rate Decision', importance: 'high', previous: '4.75%', forecast: '4.75%', actual: '' },
  { tradingDayOffset: 19, localTime: '12:00', country: 'Japan', currency: 'JPY', event: 'Bank of Japan Interest Rate Decision', importance: 'high', previous: '0.25%', forecast: '0.25%', actual: '' },
];

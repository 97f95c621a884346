import type { SymbolType } from '../constants/statuses';

/**
 * ESMA retail leverage classes (product intervention, made permanent by national regulators
 * such as the Dutch AFM), with the highest leverage a retail client may use in each.
 */
export const LEVERAGE_CAPS = {
  major_forex: 30,
  non_major_forex: 20,
  gold: 20,
  major_index: 20,
  non_major_index: 10,
  commodity: 10,
  share: 5,
  other: 5,
  crypto: 2,
} as const;

/** An ESMA leverage class id. */
export type LeverageClass = keyof typeof LEVERAGE_CAPS;

/** Every leverage class id, for schemas and pickers. */
export const LEVERAGE_CLASS_IDS = Object.keys(LEVERAGE_CAPS) as [LeverageClass, ...LeverageClass[]];

/** ESMA major currencies: a pair of any two of these is a major pair. */
export const MAJOR_CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF'] as const;

/** ESMA major indices, by their usual instrument ids. */
export const MAJOR_INDEX_IDS = ['UK100', 'FRA40', 'GER40', 'US30', 'US500', 'USCOMP', 'US100', 'JPN225', 'AUS200', 'EU50'] as const;

/** What classification needs to know about an instrument. */
export interface LeverageClassInput {
  type: SymbolType;
  /** The instrument id: `EURUSD`, `XAUUSD`, `US500`, `AAPL`… */
  instrumentId: string;
}

/**
 * The ESMA leverage class of an instrument: forex pairs of two major currencies are major,
 * gold has its own class, indices in the ESMA list are major.
 *
 * @example
 * leverageClassOf({ type: 'forex', instrumentId: 'EURUSD' }) // 'major_forex'
 */
export function leverageClassOf(input: LeverageClassInput): LeverageClass {
  const id = input.instrumentId.toUpperCase();
  switch (input.type) {
    case 'forex': {
      const base = id.slice(0, 3);
      const quote = id.slice(3, 6);
      const majors: readonly string[] = MAJOR_CURRENCIES;
      return majors.includes(base) && majors.includes(quote) ? 'major_forex' : 'non_major_forex';
    }
    case 'commodity':
      return id.startsWith('XAU') ? 'gold' : 'commodity';
    case 'index':
      return (MAJOR_INDEX_IDS as readonly string[]).includes(id) ? 'major_index' : 'non_major_index';
    case 'stock':
      return 'share';
    case 'crypto':
      return 'crypto';
    default:
      return input.type satisfies never;
  }
}

/**
 * The highest leverage a retail client may use on an instrument of this class.
 *
 * @example
 * leverageCap('crypto') // 2
 */
export function leverageCap(leverageClass: LeverageClass): number {
  return LEVERAGE_CAPS[leverageClass];
}

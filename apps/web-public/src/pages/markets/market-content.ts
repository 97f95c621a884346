import type { ReactNode } from 'react';
import type { LeverageClass, SymbolType } from '@beurs/domain';
import type { MarginExample } from '../../markets/margin-worked-example';

/** Everything a market page says about one market. */
export interface MarketContent {
  /** Which example instruments to list. */
  type: SymbolType;
  title: string;
  description: string;
  lead: string;
  /** What is traded, a few paragraphs. */
  about: ReactNode;
  /** What moves prices in this market. */
  drivers: readonly string[];
  /** The ESMA classes that apply, with what falls in each. */
  leverage: ReadonlyArray<{ label: string; leverageClass: LeverageClass }>;
  /** When the market trades. */
  hours: readonly string[];
  example: MarginExample;
}

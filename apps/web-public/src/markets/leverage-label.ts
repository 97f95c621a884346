import { leverageCap, leverageClassOf, type SymbolType } from '@beurs/domain';

/** A leverage as traders write it: `30:1`. */
export function formatLeverage(leverage: number): string {
  return `${leverage}:1`;
}

/** The initial margin a leverage cap implies, in percent of the position's value: 30:1 is 3.33%. */
export function marginPercent(leverage: number): string {
  const percent = 100 / leverage;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(2)}%`;
}

/** The highest retail leverage of an instrument, from @beurs/domain's ESMA classes. */
export function maxLeverageOf(instrument: { type: SymbolType; id: string }): number {
  return leverageCap(leverageClassOf({ type: instrument.type, instrumentId: instrument.id }));
}

/**
 * One instrument's new price from any source, before it is written: bid and ask with the
 * instrument's digits, the unrounded mid (10 decimals, the simulator's state) and the step's
 * traded volume in lots for the candles.
 */
export interface QuoteUpdate {
  instrumentId: string;
  bid: string;
  ask: string;
  mid: string;
  volume: number;
}

import type { OrderSide } from '../constants/statuses';
import { Decimal, type DecimalInput } from '../money/decimal';
import { toMoney } from '../money/money';

/** How much to risk: a percentage of equity, or an amount of the account currency. */
export type RiskBudget = { kind: 'percent'; value: DecimalInput } | { kind: 'money'; value: DecimalInput };

/** What `volumeForRisk` needs; every number may be decimal text. */
export interface VolumeForRiskInput {
  side: OrderSide;
  /** The price the position opens at: the ask for a buy, the bid for a sell, or the pending price. */
  entryPrice: DecimalInput;
  stopLoss: DecimalInput;
  risk: RiskBudget;
  /** The account's equity, in the account currency (what a percentage is taken of). */
  equity: DecimalInput;
  /** Units of the underlying in one lot. */
  contractSize: DecimalInput;
  /** Account-currency value of one unit of the quote currency (1 when they are the same). */
  quoteToAccountRate: DecimalInput;
  /** The lot step (`VOLUME_RULES.step`), the smallest lot (`VOLUME_RULES.min`) and the largest (`VOLUME_RULES.max`). */
  volumeStep: DecimalInput;
  minVolume: DecimalInput;
  maxVolume: DecimalInput;
}

/** The volume a risk allows, or why there is none. */
export type VolumeForRiskResult =
  | {
      /** Lots, rounded down to the step, as text with the step's decimals. */
      volume: string;
      /** What this volume loses at the stop-loss, in the account currency, to the cent (at most the budget). */
      riskAmount: string;
      /** True when the risk allowed more than the largest volume, which was taken instead. */
      capped: boolean;
      /** Says so when the volume was capped; null otherwise. */
      note: string | null;
    }
  | { error: string };

function positive(value: DecimalInput): Decimal | null {
  const decimal = Decimal.from(value);
  return decimal.isPositive() ? decimal : null;
}

/**
 * The largest volume whose loss at the stop-loss stays within a risk budget (position sizing):
 * volume = budget / (|entry − stop-loss| × contract size × quote-to-account rate), rounded DOWN
 * to the volume step, so the loss at the stop never exceeds the budget. The loss per lot is the
 * same figure the order ticket shows as "risk at stop-loss". Refuses, with a message a person
 * can act on, a stop-loss on the wrong side of the entry (below it for a buy, above it for a
 * sell) or equal to it, a budget that is not above zero (or above 100% of equity), and a volume
 * below the smallest lot; a volume above the largest is capped at it, and `note` says so.
 *
 * @example
 * volumeForRisk({
 *   side: 'buy', entryPrice: '1.10000', stopLoss: '1.09500', risk: { kind: 'percent', value: '1' },
 *   equity: '10000', contractSize: '100000', quoteToAccountRate: '1',
 *   volumeStep: '0.01', minVolume: '0.01', maxVolume: '1000',
 * }); // { volume: '0.20', riskAmount: '100.00', capped: false, note: null }
 */
export function volumeForRisk(input: VolumeForRiskInput): VolumeForRiskResult {
  const entry = positive(input.entryPrice);
  if (!entry) return { error: 'The entry price must be above 0.' };
  const stopLoss = positive(input.stopLoss);
  if (!stopLoss) return { error: 'Set a stop-loss above 0 to size the position by its risk.' };
  if (stopLoss.eq(entry)) {
    return {
      error: `The stop-loss equals the entry price ${entry.toString()}, so there is no distance to risk over: move it ${input.side === 'buy' ? 'below' : 'above'} the entry.`,
    };
  }
  if (input.side === 'buy' && stopLoss.gt(entry)) {
    return {
      error: `For a buy the stop-loss must be below the entry price ${entry.toString()}: a stop at ${stopLoss.toString()} would close the position at once.`,
    };
  }
  if (input.side === 'sell' && stopLoss.lt(entry)) {
    return {
      error: `For a sell the stop-loss must be above the entry price ${entry.toString()}: a stop at ${stopLoss.toString()} would close the position at once.`,
    };
  }
  const contractSize = positive(input.contractSize);
  const rate = positive(input.quoteToAccountRate);
  const step = positive(input.volumeStep);
  const minVolume = positive(input.minVolume);
  const maxVolume = positive(input.maxVolume);
  if (!contractSize || !rate || !step || !minVolume || !maxVolume) {
    return { error: 'The instrument’s contract size, conversion rate and volume rules must be known to size a position.' };
  }

  const value = Decimal.from(input.risk.value);
  if (!value.isPositive()) return { error: 'The risk must be above 0.' };
  let budget: Decimal;
  if (input.risk.kind === 'percent') {
    if (value.gt(100)) return { error: 'The risk can be at most 100% of equity.' };
    const equity = Decimal.from(input.equity);
    if (!equity.isPositive())
      return { error: 'With no equity there is nothing to risk a percentage of: risk an amount instead, or deposit funds.' };
    budget = equity.mul(value).div(100, 10, 'floor');
  } else {
    budget = value;
  }

  // What one lot loses at the stop-loss, in the account currency; the volume is whole steps of it.
  const lossPerLot = stopLoss.sub(entry).abs().mul(contractSize).mul(rate);
  const steps = budget.div(lossPerLot.mul(step), 0, 'floor');
  let volume = steps.mul(step);
  const decimals = Math.max(step.decimalPlaces(), 2);
  const money = (amount: Decimal) => toMoney(amount).toFixed(2);
  if (volume.lt(minVolume)) {
    return {
      error:
        `Risking ${money(budget)} with the stop-loss ${stopLoss.sub(entry).abs().toString()} away allows less than the smallest volume of ` +
        `${minVolume.toFixed(decimals)} lots (which would risk ${money(lossPerLot.mul(minVolume))}): risk more, or move the stop-loss closer.`,
    };
  }
  let capped = false;
  if (volume.gt(maxVolume)) {
    volume = maxVolume;
    capped = true;
  }
  return {
    volume: volume.toFixed(decimals),
    riskAmount: money(lossPerLot.mul(volume)),
    capped,
    note: capped
      ? `The risk allows more than the largest volume of ${maxVolume.toFixed(decimals)} lots; the volume is capped there.`
      : null,
  };
}

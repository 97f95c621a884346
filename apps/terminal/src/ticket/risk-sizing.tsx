import { useId, useState } from 'react';
import { Button, Select, TextField } from '@beurs/ui';
import { VOLUME_RULES, volumeForRisk, type Decimal, type OrderSide } from '@beurs/domain';
import { checkDecimalFields } from '../errors/check-decimal-fields';
import { formatDecimal } from '../format/format-decimal';

/** How the risk is given: a share of the equity, or an amount in the account currency. */
type RiskKind = 'percent' | 'money';

/** What {@link RiskSizing} needs to size an order. */
export interface RiskSizingProps {
  side: OrderSide;
  /** The price the order opens at (the ticket's), or null while it cannot be told. */
  entryPrice: Decimal | null;
  /** The level the stop-loss starts at, as the ticket computes it; empty when none. */
  stopLoss: string;
  /** The stop-loss field's own error, if any: no sizing from a level the ticket refuses. */
  stopLossError: string | undefined;
  /** Live equity in the account currency, or null before it is known. */
  equity: Decimal | null;
  accountCurrency: string;
  contractSize: string;
  /** EUR value of one unit of the quote currency; null when no pair converts it. */
  quoteToAccountRate: Decimal | null;
  /** Puts the volume in the ticket. */
  onUse: (volume: string) => void;
}

/**
 * "Risk [1] [% of equity | EUR] at the stop-loss": the volume that loses that much if the stop-loss
 * is hit, rounded down to the volume step and capped at the maximum (`volumeForRisk` of
 * `@beurs/domain`, the same math as the ticket's money at risk). It shows the volume and the
 * money it risks, and fills the ticket's volume only when asked, so a volume typed by hand is
 * never overwritten while the price moves.
 */
export function RiskSizing(props: RiskSizingProps) {
  const id = useId();
  const [value, setValue] = useState('1');
  const [kind, setKind] = useState<RiskKind>('percent');
  const outcome = sizeFor(props, kind, value);
  return (
    <fieldset className="t-risk" aria-describedby={`${id}-outcome`}>
      <legend className="t-risk__legend">Size from risk</legend>
      <div className="t-risk__inputs">
        <TextField label="Risk" inputMode="decimal" autoComplete="off" value={value} onChange={(event) => setValue(event.target.value)} />
        <Select
          label="Risk unit"
          value={kind}
          onChange={(event) => setKind(event.target.value === 'money' ? 'money' : 'percent')}
          options={[
            { value: 'percent', label: '% of equity' },
            { value: 'money', label: props.accountCurrency },
          ]}
        />
        <span className="t-risk__at">at the stop-loss</span>
      </div>
      {/* Not a live region: it follows every tick of the price, and announcing each would drown the rest. */}
      <p className="t-risk__outcome" id={`${id}-outcome`} data-testid="ticket-risk-size">
        {'volume' in outcome
          ? `${outcome.volume} lots risk ${formatDecimal(outcome.riskAmount, 2)} ${props.accountCurrency}.${outcome.note ? ` ${outcome.note}` : ''}`
          : outcome.error}
      </p>
      {'volume' in outcome ? (
        <Button size="small" variant="secondary" onClick={() => props.onUse(outcome.volume)}>
          {`Use ${outcome.volume} lots`}
        </Button>
      ) : null}
    </fieldset>
  );
}

type Outcome = { volume: string; riskAmount: string; note: string | null } | { error: string };

function sizeFor(props: RiskSizingProps, kind: RiskKind, typed: string): Outcome {
  if (!props.stopLoss.trim() || props.stopLossError) return { error: 'Set a stop-loss to size from risk' };
  const refused = checkDecimalFields({ risk: { label: 'Risk', value: typed } }).risk;
  if (!typed.trim())
    return { error: kind === 'percent' ? 'Enter the share of equity to risk' : `Enter the amount to risk in ${props.accountCurrency}` };
  if (refused) return { error: refused };
  if (!props.entryPrice) return { error: 'Enter the order price to size from risk' };
  if (!props.equity) return { error: 'Waiting for the account figures' };
  if (!props.quoteToAccountRate)
    return { error: `No rate converts this instrument's currency to ${props.accountCurrency}: size it by volume` };
  const sized = volumeForRisk({
    side: props.side,
    entryPrice: props.entryPrice.toString(),
    stopLoss: props.stopLoss.trim(),
    risk: { kind, value: typed.trim() },
    equity: props.equity.toString(),
    contractSize: props.contractSize,
    quoteToAccountRate: props.quoteToAccountRate.toString(),
    volumeStep: VOLUME_RULES.step,
    minVolume: VOLUME_RULES.min,
    maxVolume: VOLUME_RULES.max,
  });
  if ('error' in sized) return { error: sized.error };
  return { volume: sized.volume, riskAmount: sized.riskAmount, note: sized.note };
}

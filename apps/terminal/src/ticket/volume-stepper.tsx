import { Decimal, VOLUME_RULES, isDecimalText } from '@beurs/domain';
import { Button, TextField } from '@beurs/ui';

/**
 * The next volume a step away: down or up by the volume step, kept within the bounds. A volume
 * that cannot be read steps from the minimum.
 */
export function stepVolume(text: string, direction: 1 | -1): string {
  const trimmed = text.trim();
  const current = isDecimalText(trimmed) ? Decimal.from(trimmed) : null;
  if (!current || current.lt(VOLUME_RULES.min)) return VOLUME_RULES.min;
  // Onto the step's grid first, so 0.015 steps to 0.02 or 0.01, not 0.025.
  const onGrid = current.div(VOLUME_RULES.step, 0, direction > 0 ? 'floor' : 'ceil').mul(VOLUME_RULES.step);
  const next = onGrid.add(Decimal.from(VOLUME_RULES.step).mul(direction));
  const bounded = Decimal.max(VOLUME_RULES.min, Decimal.min(VOLUME_RULES.max, next));
  return bounded.toFixed(2);
}

/**
 * The volume in lots with − and + on either side of it, each a step of `VOLUME_RULES.step`; the
 * contract size is the field's description (its `title`), not a line under it.
 */
export function VolumeStepper({
  value,
  onChange,
  error,
  unitsPerLot,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  unitsPerLot: string;
}) {
  return (
    <div className="t-volume">
      <TextField
        label="Volume (lots)"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        title={`1 lot = ${unitsPerLot} ${Number(unitsPerLot) === 1 ? 'unit' : 'units'}`}
      />
      <Button
        size="small"
        variant="secondary"
        className="t-volume__step t-volume__step--down"
        aria-label={`Volume down by ${VOLUME_RULES.step}`}
        onClick={() => onChange(stepVolume(value, -1))}
      >
        −
      </Button>
      <Button
        size="small"
        variant="secondary"
        className="t-volume__step t-volume__step--up"
        aria-label={`Volume up by ${VOLUME_RULES.step}`}
        onClick={() => onChange(stepVolume(value, 1))}
      >
        +
      </Button>
    </div>
  );
}

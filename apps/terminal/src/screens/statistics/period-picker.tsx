import { Select, TextField } from '@beurs/ui';
import { statementPeriodProblem } from '@beurs/domain';
import { PERIOD_CHOICES, PERIOD_LABELS, type DayPeriod, type PeriodChoice } from './statement-period';

/** The statement's period: a preset, or two dates of the trader's choosing. */
export function PeriodPicker({
  choice,
  custom,
  onChoice,
  onCustom,
}: {
  choice: PeriodChoice;
  custom: DayPeriod;
  onChoice: (choice: PeriodChoice) => void;
  onCustom: (period: DayPeriod) => void;
}) {
  const problem = choice === 'custom' && custom.from && custom.to ? statementPeriodProblem(custom.from, custom.to) : null;
  return (
    <div className="t-statement-period">
      <Select
        label="Period"
        value={choice}
        options={PERIOD_CHOICES.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
        onChange={(event) => onChoice(event.target.value as PeriodChoice)}
      />
      {choice === 'custom' ? (
        <>
          <TextField
            type="date"
            label="From"
            value={custom.from}
            onChange={(event) => onCustom({ ...custom, from: event.target.value })}
            error={problem?.path === 'from' ? problem.message : undefined}
          />
          <TextField
            type="date"
            label="To"
            value={custom.to}
            onChange={(event) => onCustom({ ...custom, to: event.target.value })}
            error={problem?.path === 'to' ? problem.message : undefined}
          />
        </>
      ) : null}
    </div>
  );
}

/** Whether a custom period can be sent: both dates there and the contract's checks passed. */
export function isSendable(period: DayPeriod): boolean {
  return Boolean(period.from && period.to) && statementPeriodProblem(period.from, period.to) === null;
}

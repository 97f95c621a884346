import { CALENDAR_IMPORTANCE, type CalendarImportance } from '@beurs/domain';
import { Button, Card, Select } from '@beurs/ui';
import { IMPORTANCE_LABELS } from './calendar-format';
import type { CalendarFilters } from './calendar-filters';
import { DateField } from './date-field';

/** Props of `<CalendarFilterForm>`. */
export interface CalendarFilterFormProps {
  filters: CalendarFilters;
  onChange: (filters: CalendarFilters) => void;
  onReset: () => void;
  countries: readonly string[];
  /** Offer the importance filter (economic calendar only). */
  withImportance: boolean;
}

const IMPORTANCE_OPTIONS = CALENDAR_IMPORTANCE.map((level) => ({ value: level, label: IMPORTANCE_LABELS[level] }));

/** The calendar filters: date range, country and (economic calendar) importance; changes apply at once. */
export function CalendarFilterForm({ filters, onChange, onReset, countries, withImportance }: CalendarFilterFormProps) {
  const set = (patch: Partial<CalendarFilters>) => onChange({ ...filters, ...patch });
  return (
    <Card className="calendar-filters-card">
      <form className="calendar-filters" aria-label="Filter the calendar" onSubmit={(event) => event.preventDefault()}>
        <DateField label="From" value={filters.from} onChange={(from) => set({ from })} />
        <DateField label="To" value={filters.to} onChange={(to) => set({ to })} />
        <Select
          label="Country"
          value={filters.country}
          placeholder="All countries"
          options={countries.map((country) => ({ value: country, label: country }))}
          onChange={(event) => set({ country: event.target.value })}
        />
        {withImportance ? (
          <Select
            label="Importance"
            value={filters.importance}
            placeholder="Any importance"
            options={IMPORTANCE_OPTIONS}
            onChange={(event) => set({ importance: event.target.value as CalendarImportance | '' })}
          />
        ) : null}
        <div className="calendar-filters__actions">
          <Button variant="secondary" onClick={onReset}>
            Reset filters
          </Button>
        </div>
      </form>
    </Card>
  );
}

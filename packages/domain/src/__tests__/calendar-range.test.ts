import { describe, expect, it } from 'vitest';
import { MAX_CALENDAR_DAYS, calendarRangeProblem } from '../index';

describe('calendarRangeProblem', () => {
  it('accepts one day, and a range of exactly the longest span', () => {
    expect(calendarRangeProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(calendarRangeProblem('2026-01-01', '2027-01-02')).toBeNull();
    expect(MAX_CALENDAR_DAYS).toBe(366);
  });

  it('names the field to fix when the range is backwards or too long', () => {
    expect(calendarRangeProblem('2026-11-24', '2026-11-23')).toEqual({ path: 'from', message: '"from" must be on or before "to"' });
    expect(calendarRangeProblem('2026-01-01', '2027-01-03')).toEqual({
      path: 'to',
      message: 'A calendar request covers at most 366 days: choose a shorter range.',
    });
  });
});

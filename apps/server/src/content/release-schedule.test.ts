import { describe, expect, it } from 'vitest';
import { earningsReportProblem, economicReleaseProblem } from './release-schedule';

describe('economic release rule', () => {
  it('accepts US CPI at 08:30 New York, in winter and in summer', () => {
    expect(economicReleaseProblem({ time: '2026-11-11T13:30:00.000Z', country: 'United States', event: 'CPI' })).toBeNull();
    expect(economicReleaseProblem({ time: '2026-07-15T12:30:00.000Z', country: 'United States', event: 'CPI' })).toBeNull();
  });

  it('accepts an ECB decision at 14:15 Frankfurt', () => {
    expect(economicReleaseProblem({ time: '2026-12-17T13:15:00.000Z', country: 'Eurozone', event: 'ECB' })).toBeNull();
  });

  it('accepts a Monday 08:50 Tokyo release that is still Sunday in UTC', () => {
    expect(economicReleaseProblem({ time: '2026-11-15T23:50:00.000Z', country: 'Japan', event: 'GDP' })).toBeNull();
  });

  it('refuses a release at the weekend', () => {
    expect(economicReleaseProblem({ time: '2026-11-21T13:30:00.000Z', country: 'United States', event: 'Retail Sales' })).toBe(
      'Retail Sales (United States) is released on Saturday 08:30 America/New_York, at the weekend',
    );
  });

  it('refuses a US release stamped at 08:30 UTC (03:30 New York)', () => {
    expect(economicReleaseProblem({ time: '2026-11-25T08:30:00.000Z', country: 'United States', event: 'GDP' })).toBe(
      'GDP (United States) is released at Wednesday 03:30 America/New_York, not at one of 08:30, 09:45, 10:00, 10:30, 14:00',
    );
  });

  it('refuses a country without a release schedule', () => {
    expect(economicReleaseProblem({ time: '2026-11-25T08:30:00.000Z', country: 'Atlantis', event: 'GDP' })).toBe(
      'GDP: no release schedule for Atlantis',
    );
  });
});

describe('earnings report rule', () => {
  it('accepts a weekday report before the open or after the close', () => {
    expect(earningsReportProblem({ date: '2026-11-18', company: 'NVIDIA', time_of_day: 'after_close' })).toBeNull();
    expect(earningsReportProblem({ date: '2026-11-19', company: 'Walmart', time_of_day: 'before_open' })).toBeNull();
  });

  it('refuses a report on a Saturday (the old seed put some there)', () => {
    expect(earningsReportProblem({ date: '2026-11-07', company: 'Ahold Delhaize', time_of_day: 'before_open' })).toBe(
      'Ahold Delhaize reports on 2026-11-07, a Saturday',
    );
  });

  it('refuses a report at an unknown time of day', () => {
    expect(earningsReportProblem({ date: '2026-12-18', company: 'Nestlé', time_of_day: 'unknown' })).toMatch(/unknown time of day/);
  });
});

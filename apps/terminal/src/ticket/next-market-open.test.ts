import { describe, expect, it } from 'vitest';
import { opensText } from './next-market-open';

const amsterdam = { timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] };
// The trader's clock in UTC, so the text does not depend on the machine running the test.
const UTC = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('when a closed market opens, as the ticket says it', () => {
  it('a share closed on Saturday opens Monday 09:00 Amsterdam time (08:00 UTC in winter)', () => {
    expect(opensText(amsterdam, new Date('2026-11-28T12:00:00Z'), UTC)).toBe('Opens Monday 30 November at 08:00 (your time).');
  });

  it('follows daylight saving: 09:00 in Amsterdam is 07:00 UTC in summer', () => {
    expect(opensText(amsterdam, new Date('2026-06-27T12:00:00Z'), UTC)).toBe('Opens Monday 29 June at 07:00 (your time).');
  });

  it('says so when no session comes within ten days', () => {
    expect(opensText({ timezone: 'UTC', sessions: [] }, new Date())).toBe('No trading session in the next ten days.');
  });
});

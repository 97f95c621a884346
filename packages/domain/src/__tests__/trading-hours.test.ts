import { describe, expect, it } from 'vitest';
import { isMarketOpen, nextMarketOpen } from '../index';

const amsterdam = { timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] };

describe('trading hours', () => {
  it('a share closed on Saturday opens Monday 09:00 Amsterdam time (08:00 UTC in winter)', () => {
    expect(isMarketOpen(amsterdam, new Date('2026-11-28T12:00:00Z'))).toBe(false);
    expect(nextMarketOpen(amsterdam, new Date('2026-11-28T12:00:00Z'))?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('after the close it is the next morning; open now is now; the close itself is closed', () => {
    expect(nextMarketOpen(amsterdam, new Date('2026-11-24T17:40:00Z'))?.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(nextMarketOpen(amsterdam, new Date('2026-11-24T10:00:00Z'))?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(isMarketOpen(amsterdam, new Date('2026-11-24T16:30:00Z'))).toBe(false);
  });

  it('follows daylight saving: 09:00 in Amsterdam is 07:00 UTC in summer', () => {
    expect(nextMarketOpen(amsterdam, new Date('2026-06-27T12:00:00Z'))?.toISOString()).toBe('2026-06-29T07:00:00.000Z');
  });

  it('no session within ten days: null', () => {
    expect(nextMarketOpen({ timezone: 'UTC', sessions: [] }, new Date())).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addTradingDays, isTradingDay, localInstant, seedingTradingDay } from './trading-days';
import { newsPublishedAt } from './news-time';

describe('trading days', () => {
  it('counts Monday to Friday only, forwards and backwards over a weekend', () => {
    expect(isTradingDay('2026-11-20')).toBe(true);
    expect(isTradingDay('2026-11-21')).toBe(false);
    expect(addTradingDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addTradingDays('2026-11-23', -1)).toBe('2026-11-20');
    expect(addTradingDays('2026-11-23', 5)).toBe('2026-11-30');
    expect(addTradingDays('2026-11-23', -8)).toBe('2026-11-11');
  });

  it('starts a weekend seeding from the next Monday', () => {
    expect(seedingTradingDay(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-30');
    expect(seedingTradingDay(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-30');
    expect(seedingTradingDay(new Date('2026-11-23T14:30:00Z'))).toBe('2026-11-23');
    expect(addTradingDays(seedingTradingDay(new Date('2026-11-28T12:00:00Z')), -1)).toBe('2026-11-27');
  });

  it('places 08:30 New York at 13:30 UTC in winter and 12:30 UTC in summer', () => {
    expect(localInstant({ date: '2026-11-25', time: '08:30', timezone: 'America/New_York' }).toISOString()).toBe(
      '2026-11-25T13:30:00.000Z',
    );
    expect(localInstant({ date: '2026-07-15', time: '08:30', timezone: 'America/New_York' }).toISOString()).toBe(
      '2026-07-15T12:30:00.000Z',
    );
  });

  it('follows each zone through the weeks when only the US has changed its clocks', () => {
    // US daylight saving time starts 8 March 2026, Europe's on 29 March.
    expect(localInstant({ date: '2026-03-12', time: '08:30', timezone: 'America/New_York' }).toISOString()).toBe(
      '2026-03-12T12:30:00.000Z',
    );
    expect(localInstant({ date: '2026-03-12', time: '14:15', timezone: 'Europe/Berlin' }).toISOString()).toBe('2026-03-12T13:15:00.000Z');
  });

  it('puts a Monday morning Tokyo release on the Sunday in UTC', () => {
    expect(localInstant({ date: '2026-11-16', time: '08:50', timezone: 'Asia/Tokyo' }).toISOString()).toBe('2026-11-15T23:50:00.000Z');
  });
});

describe('news publication times', () => {
  const mondayAtTheUsOpen = new Date('2026-11-23T14:30:00Z');

  it("stamps an opening-bell story at the last open that has happened: Friday's when Monday's is still to come", () => {
    const bell = { tradingDaysAgo: 0, timezone: 'America/New_York', time: '09:35' };
    expect(newsPublishedAt(bell, mondayAtTheUsOpen).toISOString()).toBe('2026-11-20T14:35:00.000Z');
    expect(newsPublishedAt(bell, new Date('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-23T14:35:00.000Z');
  });

  it('runs a story about the weekend on the Monday after it', () => {
    const weekend = { tradingDaysAgo: 0, timezone: 'Europe/Amsterdam', time: '08:15', weekday: 1 };
    expect(newsPublishedAt(weekend, mondayAtTheUsOpen).toISOString()).toBe('2026-11-23T07:15:00.000Z');
    expect(newsPublishedAt(weekend, new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-23T07:15:00.000Z');
  });

  it('never publishes at the weekend when seeded on a Saturday', () => {
    const story = { tradingDaysAgo: 0, timezone: 'Europe/London', time: '12:30' };
    expect(newsPublishedAt(story, new Date('2026-11-28T09:00:00Z')).toISOString()).toBe('2026-11-27T12:30:00.000Z');
  });

  it('counts trading days back like the calendars, so a story one trading day ago follows that day’s release', () => {
    const afterIfo = { tradingDaysAgo: 1, timezone: 'Europe/Berlin', time: '10:05' };
    // Seeded on Monday before 10:05 Frankfurt: still Friday's, the day of the calendar's Ifo release.
    expect(newsPublishedAt(afterIfo, new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-20T09:05:00.000Z');
  });
});

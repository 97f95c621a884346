/**
 * Trading hours on the server: the rules are the domain's (`@beurs/domain`, shared with the
 * terminal), plus how an instant is written in the server's messages.
 */
export { createLocalClock, createMarketHours, isMarketOpen, nextMarketOpen, timezoneOffsetMs } from '@beurs/domain';
export type { LocalClock, LocalTime, MarketHours } from '@beurs/domain';

const openingFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Monday 30 November 2026 at 14:30 UTC". */
export function describeInstant(at: Date): string {
  const parts = openingFormat.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')} at ${get('hour')}:${get('minute')} UTC`;
}

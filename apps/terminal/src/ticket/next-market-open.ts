import { nextMarketOpen, type TradingHours } from '@beurs/domain';

const OPENING = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "Opens Monday 30 November at 09:00 (your time).", or that no session comes within ten days. The
 * instant is the server's own rule (`nextMarketOpen` of `@beurs/domain`), written in the
 * trader's time zone.
 */
export function opensText(hours: TradingHours, at: Date, format: Intl.DateTimeFormat = OPENING): string {
  const opens = nextMarketOpen(hours, at);
  return opens ? `Opens ${format.format(opens)} (your time).` : 'No trading session in the next ten days.';
}

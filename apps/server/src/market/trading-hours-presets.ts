import type { TradingHours } from '@beurs/domain';

/**
 * The trading hours of the catalogue's instruments, in each exchange's time zone. Simplified
 * but faithful: no holidays; index and commodity CFDs follow their futures' near-24h sessions.
 */

const WEEKDAYS = [1, 2, 3, 4, 5];
const MON_TO_THU = [1, 2, 3, 4];
const TUE_TO_SAT = [2, 3, 4, 5, 6];

/** A cash equity market: weekdays from open to close, with an optional lunch break. */
export function exchangeHours(timezone: string, open: string, close: string, lunch?: { from: string; to: string }): TradingHours {
  if (!lunch) return { timezone, sessions: [{ days: WEEKDAYS, open, close }] };
  return {
    timezone,
    sessions: [
      { days: WEEKDAYS, open, close: lunch.from },
      { days: WEEKDAYS, open: lunch.to, close },
    ],
  };
}

/** Forex: Sunday 17:00 to Friday 17:00 New York time (Sunday 22:00 to Friday 22:00 UTC in winter). */
export const FOREX_HOURS: TradingHours = {
  timezone: 'America/New_York',
  sessions: [
    { days: [7], open: '17:00', close: '24:00' },
    { days: MON_TO_THU, open: '00:00', close: '24:00' },
    { days: [5], open: '00:00', close: '17:00' },
  ],
};

/** Crypto trades around the clock, every day. */
export const CRYPTO_HOURS: TradingHours = {
  timezone: 'UTC',
  sessions: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '24:00' }],
};

/**
 * CME Globex style (US index futures, metals, energy): Sunday 18:00 to Friday 17:00 New York
 * time, with a daily break from 17:00 to 18:00.
 */
export const GLOBEX_HOURS: TradingHours = {
  timezone: 'America/New_York',
  sessions: [
    { days: [7], open: '18:00', close: '24:00' },
    { days: MON_TO_THU, open: '00:00', close: '17:00' },
    { days: MON_TO_THU, open: '18:00', close: '24:00' },
    { days: [5], open: '00:00', close: '17:00' },
  ],
};

/** CBOT grains and ICE softs: the day session in Chicago. */
export const AGRICULTURE_HOURS: TradingHours = exchangeHours('America/Chicago', '08:30', '13:20');

/** European index CFDs: weekdays 08:00 to 22:00 in the exchange's time zone. */
export function europeanIndexHours(timezone: string): TradingHours {
  return exchangeHours(timezone, '08:00', '22:00');
}

/**
 * An Asian or Pacific index CFD with a day session and a night session that runs past midnight
 * (so Tuesday to Saturday early hours belong to the previous day's night session).
 */
export function overnightIndexHours(
  timezone: string,
  day: { open: string; close: string },
  night: { open: string; until: string },
): TradingHours {
  return {
    timezone,
    sessions: [
      { days: WEEKDAYS, open: day.open, close: day.close },
      { days: WEEKDAYS, open: night.open, close: '24:00' },
      { days: TUE_TO_SAT, open: '00:00', close: night.until },
    ],
  };
}

/** A high-importance economic release: when it is published and whose currency it concerns. */
export interface EconomicRelease {
  timeMs: number;
  currency: string;
}

/** An earnings report of a share, on an exchange-local date, before the open or after the close. */
export interface EarningsRelease {
  instrumentId: string;
  /** `YYYY-MM-DD`, the exchange's local date. */
  date: string;
  timeOfDay: 'before_open' | 'after_close' | 'unknown';
}

/** The scheduled events that move prices, as the calendars list them. */
export interface CalendarEvents {
  releases: readonly EconomicRelease[];
  earnings: readonly EarningsRelease[];
}

/** The events compiled for the simulator's per-step questions. */
export interface MarketCalendar {
  /** High-importance releases, oldest first. */
  releases: readonly EconomicRelease[];
  /**
   * Per share, the exchange-local dates whose first session an earnings report moves: the
   * report's date when it comes before the open (or at an unknown time), the next date when it
   * comes after the close.
   */
  earningsSessions: ReadonlyMap<string, readonly string[]>;
}

/** The local date after `date` (`YYYY-MM-DD`). */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Compiles calendar events: releases sorted by time, earnings by share and session. */
export function compileMarketCalendar(events: CalendarEvents): MarketCalendar {
  const releases = [...events.releases].sort((a, b) => a.timeMs - b.timeMs);
  const earningsSessions = new Map<string, string[]>();
  for (const report of events.earnings) {
    const session = report.timeOfDay === 'after_close' ? nextDate(report.date) : report.date;
    const sessions = earningsSessions.get(report.instrumentId) ?? [];
    sessions.push(session);
    earningsSessions.set(report.instrumentId, sessions);
  }
  return { releases, earningsSessions };
}

/** An empty calendar: no event moves any price. */
export const NO_EVENTS: MarketCalendar = { releases: [], earningsSessions: new Map() };

/** Index of the first release at or after `timeMs` (binary search). */
export function firstReleaseFrom(calendar: MarketCalendar, timeMs: number): number {
  let low = 0;
  let high = calendar.releases.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((calendar.releases[middle] as EconomicRelease).timeMs < timeMs) low = middle + 1;
    else high = middle;
  }
  return low;
}

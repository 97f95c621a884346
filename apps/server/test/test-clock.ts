/** A clock tests can pin and move: every service reads time through `now()`. */
export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

/** Monday 23 November 2026, 14:30 UTC: stock, forex, index and commodity markets are all open. */
export const MARKET_OPEN_INSTANT = '2026-11-23T14:30:00.000Z';

export function createTestClock(start: Date | string = MARKET_OPEN_INSTANT): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}

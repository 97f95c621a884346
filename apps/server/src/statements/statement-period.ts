import { Refusal } from '../refusals/refusal';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A period as instants: from the start of `from`'s UTC day to the start of the day after `to`. */
export interface StatementPeriod {
  from: string;
  to: string;
  start: Date;
  /** Exclusive: the first instant after the period. */
  end: Date;
}

/**
 * Turns the request's calendar days into instants and refuses a period that ends more than a day
 * ahead of now (a day's grace covers every time zone's "today"): no statement of the future. The
 * order of the dates and the length were checked by the contract's schema.
 */
export function resolvePeriod(from: string, to: string, now: Date): StatementPeriod {
  const start = new Date(`${from}T00:00:00.000Z`);
  const toDay = new Date(`${to}T00:00:00.000Z`);
  if (toDay.getTime() > now.getTime() + DAY_MS) {
    throw Refusal.validation(`The period ends in the future (${to}): choose a "to" date no later than tomorrow.`, [
      { path: 'to', message: 'Choose a date no later than tomorrow' },
    ]);
  }
  return { from, to, start, end: new Date(toDay.getTime() + DAY_MS) };
}

/** Today's UTC calendar day, `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

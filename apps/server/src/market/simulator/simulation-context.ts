import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { earningsReports, economicEvents } from '../../db/schema/index';
import { compileMarketCalendar, NO_EVENTS, type CalendarEvents, type EarningsRelease, type MarketCalendar } from './market-calendar';
import { DAY_MS, MINUTE_MS } from './model-parameters';

/** What the simulator knows of the market at a tick, beyond each instrument's last quote. */
export interface SimulationContext {
  seed: number;
  /** The scheduled events that move prices; none when left out. */
  calendar?: MarketCalendar;
}

/** The simulation context of a tick: the seed and the calendar's events (none by default). */
export function createSimulationContext(seed: number, events?: CalendarEvents): SimulationContext {
  return { seed, calendar: events ? compileMarketCalendar(events) : NO_EVENTS };
}

/** How far around the tick the calendar is read: a weekend's earnings and a day's releases either side. */
const WINDOW_BEFORE_MS = 5 * DAY_MS;
const WINDOW_AFTER_MS = 2 * DAY_MS;
/** A calendar changes rarely: it is read again at most once a minute. */
export const CALENDAR_REFRESH_MS = MINUTE_MS;

/** High-importance releases and earnings reports between two instants, from the database. */
export async function loadCalendarEvents(db: DbOrTx, fromMs: number, toMs: number): Promise<CalendarEvents> {
  const releases = await db
    .select({ time: economicEvents.time, currency: economicEvents.currency })
    .from(economicEvents)
    .where(
      and(eq(economicEvents.importance, 'high'), gte(economicEvents.time, new Date(fromMs)), lte(economicEvents.time, new Date(toMs))),
    );
  const fromDate = new Date(fromMs - DAY_MS).toISOString().slice(0, 10);
  const toDate = new Date(toMs + DAY_MS).toISOString().slice(0, 10);
  const earnings = await db
    .select({ instrumentId: earningsReports.instrumentId, date: earningsReports.date, timeOfDay: earningsReports.timeOfDay })
    .from(earningsReports)
    .where(and(gte(earningsReports.date, fromDate), lte(earningsReports.date, toDate)));
  return {
    releases: releases.map((row) => ({ timeMs: row.time.getTime(), currency: row.currency })),
    earnings: earnings.map((row): EarningsRelease => ({ instrumentId: row.instrumentId, date: row.date, timeOfDay: row.timeOfDay })),
  };
}

interface CachedContext {
  seed: number;
  readAtMs: number;
  context: SimulationContext;
}

const cached = new WeakMap<object, CachedContext>();

/**
 * The simulation context of a tick at `atMs`, with the calendar's events around it, read from the
 * database at most once a minute per database handle (the tick calls this every second). A
 * read that fails leaves the previous calendar in place.
 */
export async function loadSimulationContext(db: DbOrTx, seed: number, atMs: number): Promise<SimulationContext> {
  const entry = cached.get(db);
  if (entry && entry.seed === seed && atMs >= entry.readAtMs && atMs - entry.readAtMs < CALENDAR_REFRESH_MS) return entry.context;
  let events: CalendarEvents;
  try {
    events = await loadCalendarEvents(db, atMs - WINDOW_BEFORE_MS, atMs + WINDOW_AFTER_MS);
  } catch (error) {
    // A calendar a minute old moves prices as well as a fresh one: the tick goes on.
    if (entry && entry.seed === seed) return entry.context;
    throw error;
  }
  const context = createSimulationContext(seed, events);
  cached.set(db, { seed, readAtMs: atMs, context });
  return context;
}

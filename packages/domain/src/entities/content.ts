import { z } from 'zod';
import { CALENDAR_IMPORTANCE } from '../constants/statuses';
import { decimalString, entityId, isoDateTime } from '../contract/primitives';

/** A message to the user, shown in the terminal's notifications. */
export const notification = z.object({
  id: entityId,
  kind: z.enum(['info', 'success', 'warning']),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: isoDateTime,
});
z.globalRegistry.add(notification, { id: 'Notification' });
/** The type of {@link notification}. */
export type Notification = z.infer<typeof notification>;

/** A news item. Text is plain text: clients render it as text, never as HTML. */
export const newsItem = z.object({
  id: entityId,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  source: z.string(),
  /** Picture URL; null when the item has none (clients show a placeholder). */
  picture: z.string().nullable(),
  instrument_ids: z.array(z.string()),
  published_at: isoDateTime,
});
z.globalRegistry.add(newsItem, { id: 'NewsItem' });
/** The type of {@link newsItem}. */
export type NewsItem = z.infer<typeof newsItem>;

/** One economic event (a release, a rate decision) with its figures. */
export const economicCalendarEntry = z.object({
  id: entityId,
  time: isoDateTime,
  /** Country name, as symbols carry it. */
  country: z.string(),
  currency: z.string(),
  event: z.string(),
  importance: z.enum(CALENDAR_IMPORTANCE),
  actual: z.string().nullable(),
  forecast: z.string().nullable(),
  previous: z.string().nullable(),
});
z.globalRegistry.add(economicCalendarEntry, { id: 'EconomicCalendarEntry' });
/** The type of {@link economicCalendarEntry}. */
export type EconomicCalendarEntry = z.infer<typeof economicCalendarEntry>;

/** One company's earnings report with estimates and, once out, actual figures. */
export const earningsCalendarEntry = z.object({
  id: entityId,
  /** Report date, `YYYY-MM-DD`. */
  date: z.iso.date(),
  instrument_id: z.string(),
  company: z.string(),
  country: z.string(),
  /** When the report is published relative to the session. */
  time_of_day: z.enum(['before_open', 'after_close', 'unknown']),
  eps_estimate: decimalString.nullable(),
  eps_actual: decimalString.nullable(),
  revenue_estimate: decimalString.nullable(),
  revenue_actual: decimalString.nullable(),
});
z.globalRegistry.add(earningsCalendarEntry, { id: 'EarningsCalendarEntry' });
/** The type of {@link earningsCalendarEntry}. */
export type EarningsCalendarEntry = z.infer<typeof earningsCalendarEntry>;

import { Decimal, type EarningsCalendarEntry, type EconomicCalendarEntry, type NewsItem } from '@beurs/domain';
import type { earningsReports, economicEvents, news } from '../db/schema/index';

function decimalOrNull(value: string | null): string | null {
  return value === null ? null : Decimal.from(value).toString();
}

export function toEconomicEntry(row: typeof economicEvents.$inferSelect): EconomicCalendarEntry {
  return {
    id: row.id,
    time: row.time.toISOString(),
    country: row.country,
    currency: row.currency,
    event: row.event,
    importance: row.importance,
    actual: row.actual,
    forecast: row.forecast,
    previous: row.previous,
  };
}

export function toEarningsEntry(row: typeof earningsReports.$inferSelect): EarningsCalendarEntry {
  return {
    id: row.id,
    date: row.date,
    instrument_id: row.instrumentId,
    company: row.company,
    country: row.country,
    time_of_day: row.timeOfDay,
    eps_estimate: decimalOrNull(row.epsEstimate),
    eps_actual: decimalOrNull(row.epsActual),
    revenue_estimate: decimalOrNull(row.revenueEstimate),
    revenue_actual: decimalOrNull(row.revenueActual),
  };
}

export function toNewsItem(row: typeof news.$inferSelect): NewsItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    source: row.source,
    picture: row.picture,
    instrument_ids: row.instrumentIds,
    published_at: row.publishedAt.toISOString(),
  };
}

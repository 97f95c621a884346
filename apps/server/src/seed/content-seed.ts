import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { earningsReports, economicEvents, instruments, news } from '../db/schema/index';
import { ECONOMIC_EVENTS } from '../content/economic-calendar-catalogue';
import { EARNINGS } from '../content/earnings-catalogue';
import { NEWS } from '../content/news-catalogue';
import { NEWS_PICTURE_PATH, newsPictureUrl } from '../content/news-pictures';
import { newsPublishedAt } from '../content/news-time';
import { RELEASE_SCHEDULES } from '../content/release-schedule';
import { addTradingDays, localInstant, seedingTradingDay } from '../content/trading-days';

function orNull(text: string): string | null {
  return text === '' ? null : text;
}

/**
 * Economic and earnings calendar entries on trading days around the seeding day (released ones
 * with their actual figures, upcoming ones without), at their publishers' local times, and news
 * stamped at times that match their text, each with its picture. Idempotent: each calendar is
 * seeded only while it is empty, and news items are keyed by slug.
 */
export async function seedContent(context: AppContext): Promise<void> {
  const { db } = context;
  const now = context.now();
  const today = seedingTradingDay(now);

  const [anyEvent] = await db.select({ id: economicEvents.id }).from(economicEvents).limit(1);
  if (!anyEvent) {
    await db
      .insert(economicEvents)
      .values(
        ECONOMIC_EVENTS.map((template) => {
          const date = addTradingDays(today, template.tradingDayOffset);
          const time = localInstant({ date, time: template.localTime, timezone: RELEASE_SCHEDULES[template.country].timezone });
          const released = time.getTime() <= now.getTime();
          return {
            time,
            country: template.country,
            currency: template.currency,
            event: template.event,
            importance: template.importance,
            actual: released ? orNull(template.actual) : null,
            forecast: orNull(template.forecast),
            previous: orNull(template.previous),
          };
        }),
      )
      .onConflictDoNothing();
  }

  const [anyReport] = await db.select({ id: earningsReports.id }).from(earningsReports).limit(1);
  if (!anyReport) {
    const listed = await db
      .select({ id: instruments.instrumentId, name: instruments.name, country: instruments.country })
      .from(instruments)
      .where(
        inArray(
          instruments.instrumentId,
          EARNINGS.map((template) => template.instrumentId),
        ),
      );
    const byId = new Map(listed.map((row) => [row.id, row]));
    const rows = EARNINGS.flatMap((template) => {
      const instrument = byId.get(template.instrumentId);
      if (!instrument) return [];
      const reported = template.tradingDayOffset < 0;
      return [
        {
          date: addTradingDays(today, template.tradingDayOffset),
          instrumentId: instrument.id,
          company: instrument.name,
          country: instrument.country,
          timeOfDay: template.timeOfDay,
          epsEstimate: orNull(template.epsEstimate),
          epsActual: reported ? orNull(template.epsActual) : null,
          revenueEstimate: orNull(template.revenueEstimate),
          revenueActual: reported ? orNull(template.revenueActual) : null,
        },
      ];
    });
    if (rows.length > 0) await db.insert(earningsReports).values(rows).onConflictDoNothing();
  }

  await db
    .insert(news)
    .values(
      NEWS.map((template) => ({
        slug: template.slug,
        title: template.title,
        summary: template.summary,
        body: template.body,
        source: template.source,
        picture: newsPictureUrl(template.slug),
        instrumentIds: template.instrumentIds,
        publishedAt: newsPublishedAt(template.published, now),
      })),
    )
    .onConflictDoNothing();
  // Seeded stories from before every story had a picture get theirs (the same URL as a new row).
  await db
    .update(news)
    .set({ picture: sql`${`${NEWS_PICTURE_PATH}/`} || ${news.slug} || '.svg'` })
    .where(
      and(
        isNull(news.picture),
        inArray(
          news.slug,
          NEWS.map((template) => template.slug),
        ),
      ),
    );
}

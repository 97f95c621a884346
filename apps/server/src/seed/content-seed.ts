import { inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { earningsReports, economicEvents, instruments, news } from '../db/schema/index';
import { ECONOMIC_EVENTS } from '../content/economic-calendar-catalogue';
import { EARNINGS } from '../content/earnings-catalogue';
import { NEWS } from '../content/news-catalogue';
import { newsPictureUrl } from '../content/news-pictures';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

function orNull(text: string): string | null {
  return text === '' ? null : text;
}

/**
 * Economic and earnings calendar entries around the seeding day (released ones with their
 * actual figures, upcoming ones without) and news with and without pictures. Idempotent: each
 * calendar is seeded only while it is empty, and news items are keyed by slug.
 */
export async function seedContent(context: AppContext): Promise<void> {
  const { db } = context;
  const now = context.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const [anyEvent] = await db.select({ id: economicEvents.id }).from(economicEvents).limit(1);
  if (!anyEvent) {
    await db
      .insert(economicEvents)
      .values(
        ECONOMIC_EVENTS.map((template) => {
          const [hours = '0', minutes = '0'] = template.time.split(':');
          const time = new Date(today + template.dayOffset * DAY_MS + Number(hours) * HOUR_MS + Number(minutes) * 60_000);
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
      .where(inArray(instruments.instrumentId, EARNINGS.map((template) => template.instrumentId)));
    const byId = new Map(listed.map((row) => [row.id, row]));
    const rows = EARNINGS.flatMap((template) => {
      const instrument = byId.get(template.instrumentId);
      if (!instrument) return [];
      const reported = template.dayOffset < 0;
      return [
        {
          date: new Date(today + template.dayOffset * DAY_MS).toISOString().slice(0, 10),
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
        picture: template.withPicture ? newsPictureUrl(template.slug) : null,
        instrumentIds: template.instrumentIds,
        publishedAt: new Date(now.getTime() - template.hoursAgo * HOUR_MS),
      })),
    )
    .onConflictDoNothing();
}

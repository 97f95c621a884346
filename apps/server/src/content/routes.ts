import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { earningsReports, economicEvents, news } from '../db/schema/index';
import { publicRoute, sessionRoute } from '../http/route';
import { calendarWindow } from './calendar-window';
import { toEarningsEntry, toEconomicEntry, toNewsItem } from './content-views';
import { registerNewsPictureRoute } from './news-picture-route';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The newest news items `/news` returns. */
const NEWS_LIMIT = 100;

/** Registers: getEconomicCalendar, getEarningsCalendar, getNews (and the news pictures). */
export function registerContentRoutes(app: FastifyInstance, context: AppContext): void {
  publicRoute(app, context, 'getEconomicCalendar', async ({ input }) => {
    const { from, to } = calendarWindow(input, context.now());
    const rows = await context.db
      .select()
      .from(economicEvents)
      .where(
        and(
          gte(economicEvents.time, new Date(`${from}T00:00:00.000Z`)),
          lt(economicEvents.time, new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS)),
          input.country ? sql`lower(${economicEvents.country}) = ${input.country.trim().toLowerCase()}` : undefined,
          input.importance ? eq(economicEvents.importance, input.importance) : undefined,
        ),
      )
      .orderBy(asc(economicEvents.time), asc(economicEvents.country));
    return { celendar: rows.map(toEconomicEntry) };
  });

  publicRoute(app, context, 'getEarningsCalendar', async ({ input }) => {
    const { from, to } = calendarWindow(input, context.now());
    const rows = await context.db
      .select()
      .from(earningsReports)
      .where(
        and(
          gte(earningsReports.date, from),
          lte(earningsReports.date, to),
          input.country ? sql`lower(${earningsReports.country}) = ${input.country.trim().toLowerCase()}` : undefined,
        ),
      )
      .orderBy(asc(earningsReports.date), asc(earningsReports.company));
    // Earnings have no importance of their own; the filter applies to the economic calendar only.
    return { celendar: rows.map(toEarningsEntry) };
  });

  sessionRoute(app, context, 'getNews', async () => {
    const rows = await context.db
      .select()
      .from(news)
      .where(lte(news.publishedAt, context.now()))
      .orderBy(desc(news.publishedAt))
      .limit(NEWS_LIMIT);
    return { news: rows.map(toNewsItem) };
  });

  registerNewsPictureRoute(app);
}

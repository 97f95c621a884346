import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketHours, type EarningsCalendarEntry, type EconomicCalendarEntry, type NewsItem } from '@beurs/domain';
import { earningsReports, economicEvents, news } from '../../src/db/schema/index';
import { toEarningsEntry, toEconomicEntry, toNewsItem } from '../../src/content/content-views';
import { NEWS } from '../../src/content/news-catalogue';
import { earningsReportProblem, economicReleaseProblem } from '../../src/content/release-schedule';
import { isTradingDay } from '../../src/content/trading-days';
import { INSTRUMENT_CATALOGUE } from '../../src/market/instrument-catalogue';
import { seedContent } from '../../src/seed/content-seed';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';

// The seeded demo content must be believable: calendar entries on weekdays at their publishers'
// release times, news stamped when its text says it happened, and a picture for every story.

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

const MINUTE_MS = 60_000;

async function seededEconomic(): Promise<EconomicCalendarEntry[]> {
  const response = await callApi(server, 'getEconomicCalendar', { query: { from: '2026-09-01', to: '2027-02-28' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ celendar: EconomicCalendarEntry[] }>().celendar;
}

async function seededEarnings(): Promise<EarningsCalendarEntry[]> {
  const response = await callApi(server, 'getEarningsCalendar', { query: { from: '2026-09-01', to: '2027-02-28' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ celendar: EarningsCalendarEntry[] }>().celendar;
}

async function seededNews(): Promise<NewsItem[]> {
  const response = await callApi(server, 'getNews', { trader });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ news: NewsItem[] }>().news;
}

function hoursOf(instrumentId: string) {
  const instrument = INSTRUMENT_CATALOGUE.find((candidate) => candidate.instrumentId === instrumentId);
  if (!instrument) throw new Error(`${instrumentId} is not in the catalogue`);
  return createMarketHours(instrument.tradingHours);
}

describe('seeded calendars', () => {
  it('puts every economic release on a weekday at its publisher’s release time', async () => {
    const events = await seededEconomic();
    expect(events.length).toBeGreaterThan(30);
    expect(events.map((event) => economicReleaseProblem(event)).filter((problem) => problem !== null)).toEqual([]);
  });

  it('puts every earnings report on a weekday, before the open or after the close', async () => {
    const reports = await seededEarnings();
    expect(reports.length).toBeGreaterThan(20);
    expect(reports.map((report) => earningsReportProblem(report)).filter((problem) => problem !== null)).toEqual([]);
  });
});

describe('seeded news', () => {
  it('gives every item a picture the server serves as a small SVG image', async () => {
    const items = await seededNews();
    expect(items).toHaveLength(NEWS.length);
    for (const item of items) {
      expect(item.picture, item.title).not.toBeNull();
      const image = await server.app.inject({ method: 'GET', url: item.picture ?? '' });
      expect(image.statusCode, item.title).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(image.rawPayload.byteLength).toBeLessThan(4096);
    }
    expect(new Set(items.map((item) => item.picture)).size).toBe(items.length);
  });

  it('gives a story seeded before pictures existed its picture at the next start', async () => {
    await server.context.db.update(news).set({ picture: null }).where(eq(news.slug, 'euro-dollar-range'));
    await seedContent(server.context);
    const [row] = await server.context.db.select({ picture: news.picture }).from(news).where(eq(news.slug, 'euro-dollar-range'));
    expect(row?.picture).toBe('/api/v1/news/pictures/euro-dollar-range.svg');
  });

  it('answers 404 for a picture of no seeded item', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/news/pictures/no-such-story.svg' });
    expect(response.statusCode).toBe(404);
  });

  it('publishes every item on a weekday in its market, never after the seeding instant', async () => {
    const items = await seededNews();
    const now = server.clock.now().getTime();
    for (const template of NEWS) {
      const item = items.find((candidate) => candidate.title === template.title);
      expect(item, template.slug).toBeDefined();
      const at = Date.parse(item?.published_at ?? '');
      expect(at).toBeLessThanOrEqual(now);
      const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: template.published.timezone }).format(at);
      expect(isTradingDay(localDate), `${template.slug} on ${localDate}`).toBe(true);
    }
  });

  it('stamps the opening-bell story within the first minutes of the US share session', async () => {
    const item = (await seededNews()).find((candidate) => candidate.title.includes('opening bell'));
    const at = Date.parse(item?.published_at ?? '');
    for (const instrumentId of item?.instrument_ids ?? []) {
      const hours = hoursOf(instrumentId);
      expect(hours.isOpen(at), `${instrumentId} open at ${item?.published_at}`).toBe(true);
      expect(hours.isOpen(at - 15 * MINUTE_MS), `${instrumentId} closed 15 minutes before`).toBe(false);
    }
    expect(item?.instrument_ids).toContain('NVDA');
  });

  it('stamps the closing stories after their exchange closed, on a day it was open', async () => {
    const items = await seededNews();
    for (const [title, instrumentId] of [
      ['Miners weigh on the FTSE 100', 'RIO'],
      ['Amsterdam chip shares in focus', 'ASML'],
    ] as const) {
      const at = Date.parse(items.find((item) => item.title === title)?.published_at ?? '');
      const hours = hoursOf(instrumentId);
      expect(hours.isOpen(at), title).toBe(false);
      expect(hours.isOpen(at - 30 * MINUTE_MS), `${title}: open 30 minutes before`).toBe(true);
    }
  });

  it('publishes the Ifo story after the Ifo release the calendar lists, on the same day', async () => {
    const ifo = (await seededEconomic()).find((event) => event.event === 'Ifo Business Climate');
    const story = (await seededNews()).find((item) => item.title === 'DAX traders watch the Ifo survey');
    const released = Date.parse(ifo?.time ?? '');
    const published = Date.parse(story?.published_at ?? '');
    expect(published).toBeGreaterThan(released);
    expect(published - released).toBeLessThan(60 * MINUTE_MS);
  });
});

describe('seeding at other moments', () => {
  // Seeding happens at the first start, whenever that is: at the weekend, late on a Sunday, or in
  // the weeks when only the US has moved its clocks.
  for (const instant of ['2026-11-28T12:00:00.000Z', '2026-11-29T23:55:00.000Z', '2026-03-16T06:00:00.000Z', '2026-07-03T21:30:00.000Z']) {
    it(`keeps every entry on a weekday at a plausible time when seeded at ${instant}`, async () => {
      const { db } = server.context;
      await db.delete(economicEvents);
      await db.delete(earningsReports);
      await db.delete(news);
      server.clock.set(instant);
      await seedContent(server.context);

      const events = (await db.select().from(economicEvents)).map(toEconomicEntry);
      const reports = (await db.select().from(earningsReports)).map(toEarningsEntry);
      const items = (await db.select().from(news)).map(toNewsItem);
      expect(events.map((event) => economicReleaseProblem(event)).filter((problem) => problem !== null)).toEqual([]);
      expect(reports.map((report) => earningsReportProblem(report)).filter((problem) => problem !== null)).toEqual([]);
      expect(items.every((item) => Date.parse(item.published_at) <= Date.parse(instant))).toBe(true);
      const now = Date.parse(instant);
      expect(
        events
          .filter((event) => Date.parse(event.time) <= now)
          .every((event) => event.actual !== null || event.event === 'FOMC Meeting Minutes'),
      ).toBe(true);
      expect(events.filter((event) => Date.parse(event.time) > now).every((event) => event.actual === null)).toBe(true);
    });
  }
});

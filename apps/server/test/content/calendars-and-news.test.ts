import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsCalendarEntry, EconomicCalendarEntry, NewsItem } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

async function economic(query?: Record<string, string>): Promise<EconomicCalendarEntry[]> {
  const response = await callApi(server, 'getEconomicCalendar', query ? { query } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ celendar: EconomicCalendarEntry[] }>().celendar;
}

describe('GET /celendar/ecomomic', () => {
  it('needs no token and lists released and upcoming events in time order', async () => {
    const events = await economic();
    expect(events.length).toBeGreaterThan(15);
    const times = events.map((event) => event.time);
    expect([...times].sort()).toEqual(times);
    const now = server.clock.now().toISOString();
    const released = events.filter((event) => event.time <= now);
    const upcoming = events.filter((event) => event.time > now);
    expect(released.length).toBeGreaterThan(3);
    expect(upcoming.length).toBeGreaterThan(3);
    expect(released.every((event) => event.actual !== null)).toBe(true);
    expect(upcoming.every((event) => event.actual === null)).toBe(true);
    expect(events.some((event) => event.forecast !== null && event.previous !== null)).toBe(true);
  });

  it('filters by country, importance and dates', async () => {
    const us = await economic({ country: 'united states', importance: 'high' });
    expect(us.length).toBeGreaterThan(2);
    expect(us.every((event) => event.country === 'United States' && event.currency === 'USD' && event.importance === 'high')).toBe(true);
    const oneDay = await economic({ from: '2026-11-25', to: '2026-11-25' });
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.every((event) => event.time.startsWith('2026-11-25'))).toBe(true);
    expect(await economic({ from: '2030-01-01', to: '2030-01-31' })).toEqual([]);
  });

  it('refuses bad filters with a message', async () => {
    const backwards = await callApi(server, 'getEconomicCalendar', { query: { from: '2026-11-30', to: '2026-11-01' } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toBe('"from" must be on or before "to"');
    expect((await callApi(server, 'getEconomicCalendar', { query: { importance: 'huge' } })).statusCode).toBe(400);
  });
});

describe('GET /celendar/earning', () => {
  it('lists reports of listed shares, with actual figures once reported', async () => {
    const response = await callApi(server, 'getEarningsCalendar', { query: { from: '2026-10-01', to: '2026-12-31' } });
    expect(response.statusCode, response.body).toBe(200);
    const reports = response.json<{ celendar: EarningsCalendarEntry[] }>().celendar;
    expect(reports.length).toBeGreaterThan(15);
    const dates = reports.map((report) => report.date);
    expect([...dates].sort()).toEqual(dates);
    const today = server.clock.now().toISOString().slice(0, 10);
    expect(reports.filter((report) => report.date < today).every((report) => report.revenue_actual !== null)).toBe(true);
    expect(reports.filter((report) => report.date > today).every((report) => report.eps_actual === null)).toBe(true);
    const nvidia = reports.find((report) => report.instrument_id === 'NVDA');
    expect(nvidia).toMatchObject({
      company: 'NVIDIA Corporation',
      country: 'United States',
      time_of_day: 'after_close',
      eps_actual: '0.81',
    });
    const dutch = await callApi(server, 'getEarningsCalendar', { query: { country: 'Netherlands', from: '2026-10-01', to: '2026-12-31' } });
    const dutchReports = dutch.json<{ celendar: EarningsCalendarEntry[] }>().celendar;
    expect(dutchReports.length).toBeGreaterThan(2);
    expect(dutchReports.every((report) => report.country === 'Netherlands')).toBe(true);
  });
});

describe('GET /news', () => {
  it('lists news newest first, each with a picture', async () => {
    const response = await callApi(server, 'getNews', { trader });
    expect(response.statusCode, response.body).toBe(200);
    const news = response.json<{ news: NewsItem[] }>().news;
    expect(news.length).toBeGreaterThan(5);
    const published = news.map((item) => item.published_at);
    expect([...published].sort().reverse()).toEqual(published);
    // Every seeded item has a picture (test/content/seeded-content.test.ts fetches each one).
    expect(news.every((item) => item.picture !== null)).toBe(true);
    for (const item of news) expect(item.body).not.toMatch(/<[a-z]/i);
    const picture = news.find((item) => item.picture !== null)?.picture ?? '';
    const image = await server.app.inject({ method: 'GET', url: picture });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('needs a token', async () => {
    expect((await callApi(server, 'getNews')).statusCode).toBe(401);
  });
});

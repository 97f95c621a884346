import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@beurs/domain';
import { ConfigError, loadConfig } from '../../src/config/config';
import { tickMarket } from '../../src/tick/tick-market';
import { METRICS_PATH } from '../../src/metrics/metrics-route';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { callApi, createTrader, type TestTrader, placeOrder } from '../orders/test-trader';

const TOKEN = 'metrics-token-for-the-tests-0123';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsToken: TOKEN });
});
afterAll(async () => {
  await server.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer (label values here hold no escaped quotes). */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match?.[1] || match[3] === undefined) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const response = await server.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  return { text: response.body, samples: parseSamples(response.body) };
}

/** The value of one series, 0 when it is absent. */
function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found?.value ?? 0;
}

const place = (trader: TestTrader, body: Record<string, unknown>): Promise<Order> => placeOrder(server, trader, body);

async function close(trader: TestTrader, order: Order): Promise<void> {
  const response = await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /metrics', () => {
  it('answers 401 without the METRICS_TOKEN, or with another one, and 200 with it', async () => {
    const bare = await server.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(bare.json<{ message: string }>().message).toContain('METRICS_TOKEN');
    const wrong = await server.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await server.app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('serves the process metrics under the beurs_ prefix, and nothing without it', async () => {
    const { samples } = await scrape();
    expect(samples.some((sample) => sample.name === 'beurs_process_cpu_seconds_total')).toBe(true);
    expect(samples.some((sample) => sample.name === 'beurs_nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.filter((sample) => !sample.name.startsWith('beurs_'))).toEqual([]);
  });

  it('is not part of the /api/v1 contract, as /healthz is not', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.some((path) => path.includes('metrics') || path.includes('healthz'))).toBe(false);
  });

  it('reports the lease as not held, the market feed being off in tests, and the sockets as none', async () => {
    const { samples } = await scrape();
    expect(valueOf(samples, 'beurs_market_feed_lease_held')).toBe(0);
    expect(valueOf(samples, 'beurs_open_sockets')).toBe(0);
  });

  it('reports the pool of PostgreSQL, and no pool on the embedded database', async () => {
    const { samples } = await scrape();
    const total = samples.find((sample) => sample.name === 'beurs_db_pool_clients');
    if (server.context.database.kind === 'postgres') {
      expect(total?.value).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'beurs_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(total).toBeUndefined();
    }
  });
});

describe('HTTP request durations', () => {
  it('label a call with its route template, never the raw URL with its id', async () => {
    const trader = await createTrader(server);
    const id = randomUUID();
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/v1/users/documents/${id}`,
      headers: { authorization: `Bearer ${trader.accessToken}` },
    });
    expect(response.statusCode).toBe(404);
    const { text, samples } = await scrape();
    const labels = { method: 'GET', route: '/api/v1/users/documents/:id', status_class: '4xx' };
    expect(valueOf(samples, 'beurs_http_request_duration_seconds_count', labels)).toBe(1);
    expect(valueOf(samples, 'beurs_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(1);
    expect(text).not.toContain(id);
  });

  it('label a request that matched no route "unmatched"', async () => {
    // A method nothing answers to: a GET would reach the web apps' fallback page when they are built.
    const path = `/no-such-page-${randomUUID()}`;
    expect((await server.app.inject({ method: 'DELETE', url: path })).statusCode).toBe(404);
    const { text, samples } = await scrape();
    expect(
      valueOf(samples, 'beurs_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(path);
  });
});

describe('order counters', () => {
  it('count a market order opened and closed by its owner, and a pending order placed and cancelled', async () => {
    const trader = await createTrader(server);
    const before = (await scrape()).samples;
    const position = await place(trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    await close(trader, position);
    const quote = await quoteOf(server, 'AAPL');
    const pending = await place(trader, {
      instrument_id: 'AAPL',
      side: 'buy',
      type: 'limit',
      price: quote.ask.sub('5.00').toFixed(2),
      volume: '1',
      leverage: 5,
    });
    await close(trader, pending);
    const after = (await scrape()).samples;
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('beurs_orders_opened_total', { kind: 'market' })).toBe(1);
    expect(moved('beurs_orders_opened_total', { kind: 'pending' })).toBe(1);
    expect(moved('beurs_orders_closed_total', { reason: 'user' })).toBe(1);
    expect(moved('beurs_orders_cancelled_total', { reason: 'user' })).toBe(1);
  });

  it('count a refused order nowhere: it never committed', async () => {
    const trader = await createTrader(server, { balance: '10' });
    const before = (await scrape()).samples;
    const response = await callApi(server, 'openOrder', {
      trader,
      body: { instrument_id: 'AAPL', side: 'buy', volume: '100', leverage: 5 },
    });
    expect(response.statusCode).toBe(422);
    expect(valueOf((await scrape()).samples, 'beurs_orders_opened_total', { kind: 'market' })).toBe(
      valueOf(before, 'beurs_orders_opened_total', { kind: 'market' }),
    );
  });

  it('count a pending order the engine filled and a stop-loss it closed', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'MSFT');
    const limitPrice = quote.ask.sub('1.00');
    await place(trader, { instrument_id: 'MSFT', side: 'buy', type: 'limit', price: limitPrice.toFixed(2), volume: '1', leverage: 5 });
    const stopLoss = quote.bid.sub('3.00');
    await place(trader, { instrument_id: 'MSFT', side: 'buy', volume: '1', leverage: 5, stop_loss: stopLoss.toFixed(2) });
    const before = (await scrape()).samples;
    // Through the limit (the ask at the price) and below the stop-loss in one step.
    await setQuote(server, 'MSFT', { bid: stopLoss.sub('0.10').toFixed(2), ask: limitPrice.sub('2.20').toFixed(2) });
    server.clock.advance(1000);
    const report = await runOrderEngine(server);
    expect(report.filled).toBe(1);
    const after = (await scrape()).samples;
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('beurs_pending_orders_filled_total')).toBe(1);
    expect(moved('beurs_orders_closed_total', { reason: 'stop_loss' })).toBeGreaterThanOrEqual(1);
    expect(moved('beurs_orders_closed_total', { reason: 'stop_loss' })).toBe(report.closed - report.closedOut);
    await setQuote(server, 'MSFT', { bid: quote.bid.toFixed(2), ask: quote.ask.toFixed(2) });
  });
});

describe('market metrics', () => {
  it('time a tick, and age the quotes from the newest tick by the clock', async () => {
    const before = valueOf((await scrape()).samples, 'beurs_market_tick_duration_seconds_count');
    const at = server.clock.now();
    await tickMarket(server.context, at);
    server.clock.advance(5000);
    const { samples } = await scrape();
    expect(valueOf(samples, 'beurs_market_tick_duration_seconds_count')).toBe(before + 1);
    expect(valueOf(samples, 'beurs_market_tick_duration_seconds_sum')).toBeGreaterThan(0);
    expect(valueOf(samples, 'beurs_market_newest_quote_age_seconds')).toBe(5);
    expect(valueOf(samples, 'beurs_market_oldest_open_quote_age_seconds')).toBeGreaterThanOrEqual(5);
  });
});

describe('METRICS_TOKEN', () => {
  it('refuses a token too short to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(loadConfig({}).metricsToken).toBeNull();
  });
});

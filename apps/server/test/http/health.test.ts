import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/build-server';
import { RATE_LIMIT_FAMILIES, type RateLimitSettings } from '../../src/config/rate-limit-settings';
import { createReadinessChecks, type ReadinessReport } from '../../src/http/readiness-checks';
import { expectedMigrations } from '../../src/db/migration-journal';
import { createTestClock } from '../test-clock';
import { createTestDatabase } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { testServerConfig } from '../test-server-config';
import { createBuiltApps } from './built-apps';

/** One request per family and window: any probe counted against a family would be refused at once. */
const ONE_REQUEST_LIMITS = Object.fromEntries(
  RATE_LIMIT_FAMILIES.map((family) => [family, { perIp: 1, global: 1, windowSeconds: 60 }]),
) as RateLimitSettings;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ...createBuiltApps(), rateLimits: ONE_REQUEST_LIMITS });
});
afterAll(async () => {
  await server.close();
});

describe('GET /healthz', () => {
  it('answers ok, never cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 on a healthy server, listing every check', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json<ReadinessReport>();
    expect(report.status).toBe('ready');
    expect(report.checks.database.status).toBe('pass');
    expect(report.checks.migrations).toEqual({ status: 'pass', message: `All ${expectedMigrations().length} migrations are applied.` });
    // No REDIS_URL on this server: there is nothing to check.
    expect(report.checks).not.toHaveProperty('redis');
    expect(report.checks.marketFeedLease).toMatchObject({ status: 'info', held: false });
    expect(report.checks.marketFeedLease.message).toContain('switched off');
  });

  it('knows every migration of the journal', () => {
    expect(expectedMigrations().map((migration) => migration.tag)).toContain('0000_init');
  });
});

describe('the probes beside the rest of the server', () => {
  it("are answered themselves, not by the web apps' single-page fallback", async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toHaveProperty('status');
    }
    // The fallback still serves every other page.
    const page = await server.app.inject({ method: 'GET', url: '/markets' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('are never rate limited, even under the smallest limits', async () => {
    for (let probe = 1; probe <= 20; probe += 1) {
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    }
  });

  it('are not part of the /api/v1 contract', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/healthz' });
    expect(response.statusCode).toBe(404);
  });
});

describe('not ready', () => {
  it('answers 503 naming the database when the database is closed, while /healthz stays ok', async () => {
    const database = await createTestDatabase(undefined, { start: 'seeded' });
    const closing = await buildServer(testServerConfig(), { now: createTestClock().now, database, checkResponses: true });
    try {
      await database.close();
      const response = await closing.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      const report = response.json<ReadinessReport>();
      expect(report.status).toBe('not_ready');
      expect(report.checks.database.status).toBe('fail');
      expect(report.checks.database.message).toMatch(/^The database (could not be queried|did not answer)/);
      expect(report.checks.migrations.status).toBe('fail');
      // Liveness touches no database: the process is alive, only not ready.
      const alive = await closing.app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });

  it('answers 503 naming the migration whose record is missing', async () => {
    const throwaway = await startTestServer();
    try {
      const latest = expectedMigrations().at(-1);
      await throwaway.context.database.query('delete from drizzle.__drizzle_migrations where created_at = $1', [latest?.createdAt]);
      const response = await throwaway.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode, response.body).toBe(503);
      const report = response.json<ReadinessReport>();
      expect(report.checks.database.status).toBe('pass');
      expect(report.checks.migrations.status).toBe('fail');
      expect(report.checks.migrations.message).toBe(
        `1 of ${expectedMigrations().length} migrations are not recorded as applied: ${latest?.tag}.`,
      );
    } finally {
      await throwaway.close();
    }
  });
});

describe('the readiness checks', () => {
  it('stay ready in a process that does not hold the market-feed lease', async () => {
    const checks = createReadinessChecks({
      database: server.context.database,
      pingRedis: null,
      marketFeed: { isLeader: () => false },
      log: server.context.log,
    });
    const report = await checks.run();
    expect(report.status).toBe('ready');
    expect(report.checks.marketFeedLease).toMatchObject({ status: 'info', held: false });
  });

  it('reports a Redis check that throws as degraded, with its reason, and stays ready', async () => {
    const checks = createReadinessChecks({
      database: server.context.database,
      pingRedis: () => Promise.reject(new Error('the publishing connection to Redis is down (reconnecting).')),
      marketFeed: { isLeader: () => true },
      log: server.context.log,
    });
    const report = await checks.run();
    expect(report.status).toBe('ready');
    expect(report.checks.redis).toEqual({
      status: 'degraded',
      message:
        'Redis is not usable: the publishing connection to Redis is down (reconnecting). HTTP is served; realtime between processes is paused until Redis answers.',
    });
    expect(report.checks.marketFeedLease).toMatchObject({ status: 'info', held: true });
  });
});

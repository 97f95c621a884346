import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { TEST_DB_KIND } from '../test-database';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReadinessReport } from '../../src/http/readiness-checks';
import { startTestServer, type TestServer } from '../test-server';

const REDIS_URL = new URL(process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/**
 * A TCP proxy in front of the machine's shared Redis: cutting it looks like Redis going away to
 * the server behind it, while the shared Redis and every other test keep running.
 */
interface RedisCut {
  url: string;
  /** Drops every connection and refuses new ones. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
}

async function startRedisProxy(): Promise<RedisCut> {
  const open = new Set<Socket>();
  let refusing = false;
  const proxy: Server = createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(REDIS_URL.port || 6379), REDIS_URL.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      refusing = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

let proxy: RedisCut;
let server: TestServer;
beforeAll(async () => {
  proxy = await startRedisProxy();
  // A private prefix: the shared Redis may hold other runs' keys and sockets.
  server = await startTestServer({ redisUrl: proxy.url, redisKeyPrefix: `beurs-test-${randomUUID()}:` });
});
afterAll(async () => {
  proxy.restore();
  await server.close();
  await proxy.close();
});

const readyz = async () => {
  const response = await server.app.inject({ method: 'GET', url: '/readyz' });
  return { statusCode: response.statusCode, report: response.json<ReadinessReport>() };
};

// Redis joins processes that share one PostgreSQL database (an embedded database serves one
// process only), so this runs in the PostgreSQL pass, on the database deployments use with it.
describe.skipIf(TEST_DB_KIND !== 'postgres')('GET /readyz with REDIS_URL', () => {
  it('is ready while Redis answers', async () => {
    const { statusCode, report } = await readyz();
    expect(statusCode, JSON.stringify(report)).toBe(200);
    expect(report.checks.redis?.status).toBe('pass');
  });

  it('stays ready with Redis reported degraded while the connection is down, and passing once it is back', async () => {
    proxy.cut();
    await vi.waitFor(async () => expect((await readyz()).report.checks.redis?.status).toBe('degraded'), { timeout: 10_000, interval: 50 });
    const { statusCode, report } = await readyz();
    // Every process shares the Redis: taking them all out of the balancer would stop HTTP too.
    expect(statusCode).toBe(200);
    expect(report.status).toBe('ready');
    expect(report.checks.redis?.message).toMatch(/^Redis (is not usable|did not answer).* HTTP is served/);
    expect(report.checks.database.status).toBe('pass');

    proxy.restore();
    await vi.waitFor(async () => expect((await readyz()).report.checks.redis?.status).toBe('pass'), { timeout: 10_000, interval: 50 });
  });
});

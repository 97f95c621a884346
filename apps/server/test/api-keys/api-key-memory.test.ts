import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';
import { TEST_DB_KIND } from '../test-database';
import { createTrader } from '../orders/test-trader';
import { waitFor } from '../realtime/socket-client';
import { callWithKey, createKey } from './api-key-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Polls until a call with the key is refused (401), or fails: only the announcement can get a held key refused. */
async function untilRefused(secret: string, what: string): Promise<void> {
  const started = performance.now();
  while ((await callWithKey(server, 'getUser', secret)).statusCode === 200) {
    if (performance.now() - started > 2000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect((await callWithKey(server, 'getUser', secret)).statusCode).toBe(401);
}

describe('live API keys held in memory', () => {
  it('holds a checked key, so its next calls need no key query', async () => {
    const trader = await createTrader(server);
    const { secret } = await createKey(server, trader);
    expect(server.context.apiKeys.isListening).toBe(true);
    const held = server.context.apiKeys.size;
    expect((await callWithKey(server, 'getUser', secret)).statusCode).toBe(200);
    expect(server.context.apiKeys.size).toBe(held + 1);
  });

  it("forgets a key revoked, narrowed or shortened by an operator's SQL, on hearing the announcement", async () => {
    const trader = await createTrader(server);
    const revoked = await createKey(server, trader, { name: 'revoked by SQL' });
    const narrowed = await createKey(server, trader, { name: 'narrowed by SQL', scopes: ['read', 'trade'] });
    const shortened = await createKey(server, trader, { name: 'shortened by SQL' });
    for (const key of [revoked, narrowed, shortened]) expect((await callWithKey(server, 'getUser', key.secret)).statusCode).toBe(200);
    await server.context.database.query('update api_keys set revoked_at = $2 where id = $1', [revoked.key.id, server.clock.now()]);
    await untilRefused(revoked.secret, 'the announcement of the revocation');
    await server.context.database.query(`update api_keys set allowed_ips = '{203.0.113.7}' where id = $1`, [narrowed.key.id]);
    const started = performance.now();
    while ((await callWithKey(server, 'getUser', narrowed.secret)).statusCode === 200) {
      if (performance.now() - started > 2000) throw new Error('timed out waiting for the narrowed allow-list');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await callWithKey(server, 'getUser', narrowed.secret)).statusCode).toBe(401);
    await server.context.database.query('update api_keys set expires_at = $2 where id = $1', [
      shortened.key.id,
      new Date(server.clock.now().getTime() - 1000),
    ]);
    await untilRefused(shortened.secret, 'the announcement of the shortened expiry');
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')('trusts nothing from memory while it cannot hear changed keys, and listens again', async () => {
    // Its own server: cutting the listening connections must not touch the other tests' process.
    const own = await startTestServer();
    try {
      const trader = await createTrader(own);
      const { key, secret } = await createKey(own, trader);
      expect((await callWithKey(own, 'getUser', secret)).statusCode).toBe(200);
      await own.context.database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen%'`,
      );
      await waitFor(() => !own.context.apiKeys.isListening, 2000, 'the lost listener to be noticed');
      // Revoked while nobody listened: no announcement reaches the process.
      await own.context.database.query('update api_keys set revoked_at = now() where id = $1', [key.id]);
      expect((await callWithKey(own, 'getUser', secret)).statusCode).toBe(401);
      await waitFor(() => own.context.apiKeys.isListening, 5000, 'listening again');
      const other = await createKey(own, trader, { name: 'after the outage' });
      expect((await callWithKey(own, 'getUser', other.secret)).statusCode).toBe(200);
      expect(own.context.apiKeys.size).toBe(1);
    } finally {
      await own.close();
    }
  });
});

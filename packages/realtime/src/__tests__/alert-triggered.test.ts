import type { AlertTriggered } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeClient } from '../index';
import { createMemoryTokenStore } from './memory-token-store';
import { startTestServer, type TestServer } from './socket-test-server';

const WAIT = { timeout: 3_000, interval: 5 };

const REACHED: AlertTriggered = {
  alert: {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    instrument_id: 'EURUSD',
    condition: 'above',
    price: '1.10000',
    note: 'Breakout',
    status: 'triggered',
    created_at: '2026-11-23T14:30:00.000Z',
    triggered_at: '2026-11-23T14:31:00.000Z',
    triggered_price: '1.10012',
  },
  message: 'EURUSD reached 1.10012 (bid), at or above your alert price 1.10000. Your note: Breakout',
};

const servers: TestServer[] = [];
const clients: RealtimeClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.stop();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function connectedClient(): Promise<{ server: TestServer; client: RealtimeClient }> {
  const server = await startTestServer();
  servers.push(server);
  const client = createRealtimeClient({
    url: server.url,
    tokenStore: createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    refreshSession: () => Promise.resolve(false),
    onSessionEnded: () => {},
  });
  clients.push(client);
  client.start();
  await vi.waitFor(() => expect(client.getState()).toBe('connected'), WAIT);
  return { server, client };
}

describe('createRealtimeClient: price alerts (extension of contract §4)', () => {
  it('hands each alertTriggered to every listener until it unsubscribes', async () => {
    const { server, client } = await connectedClient();
    const first: AlertTriggered[] = [];
    const second: AlertTriggered[] = [];
    client.onAlertTriggered((event) => first.push(event));
    const stopSecond = client.onAlertTriggered((event) => second.push(event));
    for (const socket of server.connected) socket.emit('alertTriggered', REACHED);
    await vi.waitFor(() => expect(first).toEqual([REACHED]), WAIT);
    expect(second).toEqual([REACHED]);

    stopSecond();
    for (const socket of server.connected) socket.emit('alertTriggered', REACHED);
    await vi.waitFor(() => expect(first).toHaveLength(2), WAIT);
    expect(second).toHaveLength(1);
  });

  it('ignores a malformed alertTriggered instead of handing it on', async () => {
    const { server, client } = await connectedClient();
    const received: AlertTriggered[] = [];
    client.onAlertTriggered((event) => received.push(event));
    for (const socket of server.connected) {
      // Sent as a misbehaving backend would: not what the contract types allow.
      const raw = socket as unknown as { emit: (event: string, payload: unknown) => void };
      raw.emit('alertTriggered', null);
      raw.emit('alertTriggered', { message: 'no alert' });
      socket.emit('alertTriggered', REACHED);
    }
    await vi.waitFor(() => expect(received).toEqual([REACHED]), WAIT);
  });
});

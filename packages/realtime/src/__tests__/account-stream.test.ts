import type { AccountEvent, StreamState } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type AccountStreamState, type RealtimeApiKeyOptions, type RealtimeClient } from '../index';
import { createMemoryTokenStore } from './memory-token-store';
import { startTestServer, type TestServer, type TestServerSocket } from './socket-test-server';

const WAIT = { timeout: 3_000, interval: 5 };
const KEY = 'bk_live_ab12cd34ef56gh78ij90kl12mn34op56';
// Short retry delays, so a server-side disconnect is followed by a reconnect within the wait.
const FAST_RETRY = { reconnectionDelay: 20, reconnectionDelayMax: 40 };

const servers: TestServer[] = [];
const clients: RealtimeClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.stop();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** What the server does on each accepted connection, numbered from 1. */
type OnConnection = (socket: TestServerSocket, connection: number) => void;

interface Setup {
  server: TestServer;
  client: RealtimeClient;
  events: number[];
  streamStates: StreamState[];
  snapshots: StreamState[];
  stream: AccountStreamState[];
}

async function setup(onConnection: OnConnection, options: Partial<RealtimeApiKeyOptions> = {}): Promise<Setup> {
  const server = await startTestServer();
  servers.push(server);
  server.io.on('connection', (socket) => onConnection(socket, server.accepted.length));
  const client = createRealtimeClient({ socketOptions: FAST_RETRY, ...options, url: server.url, apiKey: KEY });
  clients.push(client);
  const setup: Setup = { server, client, events: [], streamStates: [], snapshots: [], stream: [] };
  client.onAccountEvent((event) => setup.events.push(event.seq));
  client.onStreamState((state) => setup.streamStates.push(state));
  client.onSnapshot((state) => setup.snapshots.push(state));
  client.subscribeAccountStream((state) => setup.stream.push(state));
  return setup;
}

function accountEvent(seq: number): AccountEvent {
  return {
    seq,
    type: 'balance_changed',
    at: '2026-11-29T12:00:00.000Z',
    order: null,
    entry: {
      id: `0f8fad5b-d9cb-469f-a165-7086772895${String(seq).padStart(2, '0')}`,
      cause: 'deposit',
      amount: '10.00',
      balance_after: `${1000 + seq * 10}.00`,
      order_id: null,
    },
  };
}

function streamState(seq: number, resumedFrom: number | null, replayed: number, snapshot = false): StreamState {
  return { seq, resumed_from: resumedFrom, replayed, snapshot };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a program on an API key', () => {
  it('connects with the key as auth.token, on a fresh start without last_seq, and never sends refreshToken', async () => {
    const { server, client } = await setup(() => {}, {});
    client.start();
    await vi.waitFor(() => expect(client.getState()).toBe('connected'), WAIT);

    expect(server.auths).toEqual([{ token: KEY }]);
    expect(server.refreshTokens).toEqual([]);
  });

  it('stops for good when the handshake refuses the key, and says so in the stream state', async () => {
    const { server, client, stream } = await setup(() => {});
    server.io.use((_socket, next) => next(new Error('api key refused')));
    client.start();
    await vi.waitFor(() => expect(client.getAccountStream()).toMatchObject({ status: 'closed', closedReason: 'api_key_refused' }), WAIT);
    expect(client.getState()).toBe('expired');
    const attempts = server.auths.length;
    await sleep(200);
    // Nothing more: the same key would be refused at every retry.
    expect(server.auths.length).toBe(attempts);
    expect(stream.at(-1)?.status).toBe('closed');
  });

  it('refuses a secret that is not an API key at creation, saying where tokens go', () => {
    expect(() => createRealtimeClient({ url: 'http://127.0.0.1:1', apiKey: 'access-1' })).toThrow(
      /apiKey must be an API key's secret, which starts with bk_live_; a session's tokens go in tokenStore/,
    );
  });
});

describe('resuming the account stream', () => {
  it('sends the last event handled as auth.last_seq when it reconnects after a server-side disconnect', async () => {
    const { server, client, events, stream } = await setup((socket, connection) => {
      if (connection === 1) {
        socket.emit('streamState', streamState(3, null, 0));
        socket.emit('accountEvent', accountEvent(4));
        socket.emit('accountEvent', accountEvent(5));
      } else {
        socket.emit('streamState', streamState(6, 5, 1));
        socket.emit('accountEvent', accountEvent(6));
      }
    });
    client.start();
    await vi.waitFor(() => expect(events).toEqual([4, 5]), WAIT);
    expect(client.getAccountStream()).toMatchObject({ status: 'live', seq: 5, closedReason: null });

    for (const socket of server.connected) socket.disconnect(true);
    await vi.waitFor(() => expect(events).toEqual([4, 5, 6]), WAIT);

    expect(server.auths).toEqual([{ token: KEY }, { token: KEY, last_seq: 5 }]);
    expect(client.getAccountStream()).toMatchObject({ status: 'live', seq: 6 });
    // Dropped, then live again: the app could show it.
    expect(stream.map(({ status }) => status)).toEqual(expect.arrayContaining(['connecting', 'live']));
    expect(stream.map(({ status }) => status).lastIndexOf('connecting')).toBeGreaterThan(
      stream.map(({ status }) => status).indexOf('live'),
    );
  });

  it('delivers each event once: a replay that overlaps what was handled is dropped', async () => {
    const { server, client, events } = await setup((socket, connection) => {
      if (connection === 1) {
        socket.emit('streamState', streamState(2, null, 0));
        socket.emit('accountEvent', accountEvent(3));
        socket.emit('accountEvent', accountEvent(4));
        socket.emit('accountEvent', accountEvent(4));
      } else {
        socket.emit('streamState', streamState(5, 2, 3));
        for (const seq of [3, 4, 5]) socket.emit('accountEvent', accountEvent(seq));
        socket.emit('accountEvent', accountEvent(6));
      }
    });
    client.start();
    await vi.waitFor(() => expect(events).toEqual([3, 4]), WAIT);

    for (const socket of server.connected) socket.disconnect(true);
    await vi.waitFor(() => expect(events).toEqual([3, 4, 5, 6]), WAIT);
    expect(server.auths.at(-1)).toEqual({ token: KEY, last_seq: 4 });
  });

  it('starts from the lastSeq a restarted program gives, and tells the app when the server answers a snapshot', async () => {
    const { server, client, events, snapshots, streamStates } = await setup(
      (socket, connection) => {
        if (connection === 1) socket.emit('streamState', streamState(2_000, 10, 0, true));
        else socket.emit('streamState', streamState(2_000, 2_000, 0));
        socket.emit('accountEvent', accountEvent(11));
      },
      { lastSeq: 10 },
    );
    expect(client.getAccountStream()).toEqual({ status: 'idle', seq: 10, lastEventAt: null, closedReason: null });
    client.start();
    await vi.waitFor(() => expect(snapshots).toEqual([streamState(2_000, 10, 0, true)]), WAIT);

    // Missed events that predate the snapshot are not delivered: the app reads its state afresh.
    expect(client.getAccountStream()).toMatchObject({ status: 'live', seq: 2_000 });
    for (const socket of server.connected) socket.disconnect(true);
    await vi.waitFor(() => expect(streamStates).toHaveLength(2), WAIT);

    expect(server.auths).toEqual([
      { token: KEY, last_seq: 10 },
      { token: KEY, last_seq: 2_000 },
    ]);
    expect(snapshots).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('takes a stream behind the last event handled (the server lost its events) as a snapshot', async () => {
    const { client, snapshots } = await setup((socket) => socket.emit('streamState', streamState(3, 50, 0)), { lastSeq: 50 });
    client.start();
    await vi.waitFor(() => expect(snapshots).toHaveLength(1), WAIT);
    expect(client.getAccountStream().seq).toBe(3);
  });
});

describe('the heartbeat watchdog', () => {
  it('marks a silent stream stale, closes the socket and connects again with last_seq', async () => {
    const { server, client, stream } = await setup(
      (socket, connection) => {
        socket.emit('streamState', streamState(connection === 1 ? 7 : 8, connection === 1 ? null : 7, connection === 1 ? 0 : 1));
        if (connection === 1) return; // then silence
        socket.emit('accountEvent', accountEvent(8));
        const beats = setInterval(() => socket.emit('heartbeat', { seq: 8, at: new Date().toISOString() }), 20);
        socket.on('disconnect', () => clearInterval(beats));
      },
      { heartbeatTimeoutMs: 150 },
    );
    client.start();
    await vi.waitFor(() => expect(server.accepted).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(client.getAccountStream()).toMatchObject({ status: 'live', seq: 8 }), WAIT);

    const statuses = stream.map(({ status }) => status);
    expect(statuses.slice(0, statuses.indexOf('stale') + 1)).toEqual(['connecting', 'live', 'stale']);
    expect(statuses.at(-1)).toBe('live');
    // A loaded machine may stall past the timeout once more; the first two handshakes tell the story.
    expect(server.auths.slice(0, 2)).toEqual([{ token: KEY }, { token: KEY, last_seq: 7 }]);
    expect(server.disconnects[0]).toBe('client namespace disconnect');
  });

  it('keeps a stream whose heartbeats arrive, and updates lastEventAt with each', async () => {
    const { server, client } = await setup(
      (socket) => {
        socket.emit('streamState', streamState(1, null, 0));
        const beats = setInterval(() => socket.emit('heartbeat', { seq: 1, at: new Date().toISOString() }), 20);
        socket.on('disconnect', () => clearInterval(beats));
      },
      { heartbeatTimeoutMs: 1_000 },
    );
    client.start();
    await vi.waitFor(() => expect(client.getAccountStream().status).toBe('live'), WAIT);
    const first = client.getAccountStream().lastEventAt;
    await vi.waitFor(() => expect(client.getAccountStream().lastEventAt).not.toBe(first), WAIT);
    await sleep(1_200);
    expect(server.accepted).toHaveLength(1);
    expect(client.getAccountStream().status).toBe('live');
  });

  it('stays off against a server that never spoke the stream', async () => {
    const { server, client } = await setup(() => {}, { heartbeatTimeoutMs: 50 });
    client.start();
    await vi.waitFor(() => expect(client.getState()).toBe('connected'), WAIT);
    await sleep(300);
    expect(server.accepted).toHaveLength(1);
    expect(client.getAccountStream().status).toBe('connecting');
  });
});

describe('streamClosed', () => {
  it('stops reconnecting and closes the stream with the reason when the key is revoked', async () => {
    const { server, client } = await setup(() => {});
    client.start();
    await vi.waitFor(() => expect(client.getState()).toBe('connected'), WAIT);

    for (const socket of server.connected) {
      socket.emit('streamClosed', { reason: 'api_key_revoked', message: 'This API key was revoked.' });
      socket.disconnect(true);
    }
    await vi.waitFor(() => expect(client.getAccountStream()).toMatchObject({ status: 'closed', closedReason: 'api_key_revoked' }), WAIT);
    expect(client.getState()).toBe('expired');

    // Far longer than the retry delays: nothing knocks again.
    await sleep(300);
    expect(server.handshakes).toHaveLength(1);
    expect(server.connected.size).toBe(0);
  });
});

describe('a session client', () => {
  it('resumes the same way, and forgets the account on logout', async () => {
    const server = await startTestServer();
    servers.push(server);
    server.io.on('connection', (socket) => {
      socket.emit('streamState', streamState(4, null, 0));
      socket.emit('accountEvent', accountEvent(5));
    });
    const store = createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const client = createRealtimeClient({
      url: server.url,
      tokenStore: store,
      refreshSession: () => Promise.resolve(false),
      onSessionEnded: () => {},
      socketOptions: FAST_RETRY,
    });
    clients.push(client);
    client.start();
    await vi.waitFor(() => expect(client.getAccountStream().seq).toBe(5), WAIT);

    for (const socket of server.connected) socket.disconnect(true);
    await vi.waitFor(() => expect(server.auths).toHaveLength(2), WAIT);
    expect(server.auths[1]).toEqual({ token: 'access-1', last_seq: 5 });

    store.clear();
    expect(client.getAccountStream()).toMatchObject({ status: 'idle' });
    store.setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    await vi.waitFor(() => expect(server.auths).toHaveLength(3), WAIT);
    expect(server.auths[2]).toEqual({ token: 'access-2' });
  });
});

import asyncApiSpecs from '@asyncapi/specs';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STREAM_EVENTS,
  ALERT_SOCKET_EVENTS,
  JWT_EXPIRED_MESSAGE,
  QUOTE_SOCKET_EVENTS,
  SOCKET_EVENTS,
  socketPayloads,
} from '@beurs/domain';
import type { TestServer } from '../test-server';
import { listeningServerForSockets } from './listening-server';
import { callApi, createTrader } from '../orders/test-trader';
import { quoteOf, setQuote } from '../market/test-quotes';
import { connectError, connected, waitFor } from './socket-client';
import { createSchemaValidator, errorText } from './json-schema-validator';
import { recordExchange, type ExchangedEvent } from './socket-exchange';

type Ref = { $ref: string };
type Message = { name: string; payload: Ref; 'x-beurs-extension'?: boolean; 'x-socket-io-reserved'?: boolean };
type Operation = { action: 'send' | 'receive'; channel: Ref; messages: Ref[]; reply?: { messages: Ref[] }; 'x-beurs-extension'?: boolean };
type Document = {
  asyncapi: string;
  servers: Record<string, { protocol: string; pathname: string; security: Ref[] }>;
  channels: Record<string, { address: string; messages: Record<string, Ref> }>;
  operations: Record<string, Operation>;
  components: {
    schemas: Record<string, object>;
    messages: Record<string, Message>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
};

/** socket.io's event for a refused handshake, which the document describes beside the contract's events. */
const CONNECT_ERROR = 'connect_error';

let server: TestServer;
// A short heartbeat, so the exchange below sees one without waiting the clients' five seconds.
const open = listeningServerForSockets((started) => (server = started), { heartbeatMs: 100 });

async function fetchDocument(): Promise<Document> {
  const response = await server.app.inject({ method: 'GET', url: '/api/v1/asyncapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

/** The value a local `$ref` (`#/a/b`) points at, through any further `$ref`s, or undefined when it points at nothing. */
function resolve(document: unknown, ref: string): unknown {
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
  const next = target !== null && typeof target === 'object' && '$ref' in target ? target.$ref : undefined;
  return typeof next === 'string' ? resolve(document, next) : target;
}

/** A payload schema that can be compiled on its own: its `$ref`s to the named entities (Order, Alert…) resolve in the document's components. */
function standalone(document: Document, schema: object): object {
  return { ...schema, components: { schemas: document.components.schemas } };
}

function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' && typeof value === 'string' ? [value] : refsIn(value)));
}

/** Every event the contract names, from the domain's lists: a new event there must be documented. */
function contractEvents(): string[] {
  return [...new Set([...Object.values(SOCKET_EVENTS), ...Object.values(QUOTE_SOCKET_EVENTS), ...Object.keys(socketPayloads)])];
}

describe('GET /api/v1/asyncapi.json', () => {
  it('is public and answered with the same headers as the OpenAPI document', async () => {
    const asyncApi = await server.app.inject({ method: 'GET', url: '/api/v1/asyncapi.json' });
    const openApi = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(asyncApi.statusCode).toBe(200);
    expect(asyncApi.headers['content-type']).toMatch(/^application\/json/);
    for (const header of ['cache-control', 'content-security-policy', 'x-content-type-options']) {
      expect(asyncApi.headers[header], header).toBe(openApi.headers[header]);
    }
  });

  it('is a valid AsyncAPI 3.0.0 document whose every $ref resolves', async () => {
    const document = await fetchDocument();
    expect(document.asyncapi).toBe('3.0.0');
    const validate = createSchemaValidator().compile(asyncApiSpecs.schemasWithoutId['3.0.0']);
    expect(validate(document), errorText(validate.errors)).toBe(true);
    const dangling = refsIn(document).filter((ref) => resolve(document, ref) === undefined);
    expect(dangling).toEqual([]);
    // The entities the payloads share are named once, as in the OpenAPI document.
    expect(document.components.schemas.userOrders).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Order' } });
    expect(document.components.schemas.authTokenRefreshed).toEqual({ $ref: '#/components/schemas/TokenPair' });
    expect(document.components.schemas.Order).toMatchObject({ type: 'object', required: expect.arrayContaining(['id', 'status']) });
  });

  it("names every socket event of the contract and socket.io's handshake refusal, and nothing else", async () => {
    const document = await fetchDocument();
    const expected = [...contractEvents(), CONNECT_ERROR].sort();
    expect(Object.keys(document.components.messages).sort()).toEqual(expected);
    expect(Object.keys(document.operations).sort()).toEqual(expected);
    const [channel, ...otherChannels] = Object.values(document.channels);
    expect(otherChannels).toEqual([]);
    expect(channel?.address).toBe('/');
    expect(Object.keys(channel?.messages ?? {}).sort()).toEqual(expected);
    for (const name of expected) {
      expect(document.components.messages[name]?.name, name).toBe(name);
      expect(document.operations[name]?.messages, name).toEqual([{ $ref: `#/channels/socket/messages/${name}` }]);
    }
  });

  it('marks the quote stream, price alerts and the account stream as Beurs extensions and the spec events as they are', async () => {
    const document = await fetchDocument();
    const marked = Object.values(document.components.messages).filter((message) => message['x-beurs-extension'] === true);
    const extensions = [
      ...Object.values(QUOTE_SOCKET_EVENTS),
      ...Object.values(ALERT_SOCKET_EVENTS),
      ...Object.values(ACCOUNT_STREAM_EVENTS),
    ];
    expect(marked.map((message) => message.name).sort()).toEqual(extensions.sort());
    for (const name of extensions) expect(document.operations[name]?.['x-beurs-extension'], name).toBe(true);
    for (const name of Object.values(SOCKET_EVENTS)) expect(document.operations[name]?.['x-beurs-extension'], name).toBeUndefined();
    expect(document.components.messages[CONNECT_ERROR]?.['x-socket-io-reserved']).toBe(true);
  });

  it('links each request to its answers', async () => {
    const document = await fetchDocument();
    const replies = (name: string) => document.operations[name]?.reply?.messages.map((ref) => ref.$ref.split('/').pop());
    expect(replies('refreshToken')).toEqual(['authTokenRefreshed']);
    expect(replies('subscribeQuotes')).toEqual(['quotes', 'quotesError']);
    expect(replies('unsubscribeQuotes')).toEqual(['quotesError']);
  });

  it('describes socket.io at /socket.io/ on the API origin, with the access token in the handshake', async () => {
    const document = await fetchDocument();
    const [entry, ...others] = Object.values(document.servers);
    expect(others).toEqual([]);
    expect(entry?.pathname).toBe('/socket.io/');
    const [security] = entry?.security ?? [];
    const scheme = resolve(document, security?.$ref ?? '') as Record<string, unknown>;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(scheme.description).toContain(JWT_EXPIRED_MESSAGE);
    expect(scheme['x-socket-io-auth']).toMatchObject({ type: 'object', required: ['token'] });
  });
});

describe('the documented payloads', () => {
  it('fit every event of a real exchange with the server, in the direction it travelled', async () => {
    const document = await fetchDocument();
    const exchanged: ExchangedEvent[] = [];

    // A handshake without a token: socket.io's connect_error, recorded by hand (onAny skips it).
    exchanged.push({ from: 'server', event: CONNECT_ERROR, payload: { message: await connectError(open(undefined)) } });

    // An open order first, so userOrders carries a whole order and not an empty list.
    const trader = await createTrader(server);
    const opened = await callApi(server, 'openOrder', {
      trader,
      body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const socket = open(trader.accessToken);
    const recorded = recordExchange(socket);
    await connected(socket);
    const received = (event: string) => recorded.some((item) => item.from === 'server' && item.event === event);
    await waitFor(() => received('userOrders') && received('streamState'), 2000, 'the userOrders and streamState sent on connect');
    // A change of the account while connected, and a heartbeat after it.
    const closed = await callApi(server, 'closeOrder', { trader, body: { id: opened.json<{ order: { id: string } }>().order.id } });
    expect(closed.statusCode, closed.body).toBe(200);
    await waitFor(() => received('accountEvent') && received('heartbeat'), 2000, 'the close as accountEvent, and a heartbeat');
    socket.emit('subscribeQuotes', ['EURUSD', 'NO-SUCH-INSTRUMENT']);
    await waitFor(() => received('quotes') && received('quotesError'), 2000, 'the quote snapshot and the refusal of the unknown id');
    socket.emit('unsubscribeQuotes', ['EURUSD']);
    socket.emit('refreshToken', trader.refreshToken);
    await waitFor(() => received('authTokenRefreshed'), 2000, 'the rotated tokens');
    // A price alert the next tick reaches.
    const { bid } = await quoteOf(server, 'EURUSD');
    const alert = await callApi(server, 'createAlert', {
      trader,
      body: { instrument_id: 'EURUSD', condition: 'above', price: bid.add('0.00100').toFixed(5), note: 'Breakout' },
    });
    expect(alert.statusCode, alert.body).toBe(200);
    const reached = { bid: bid.add('0.00200').toFixed(5), ask: bid.add('0.00208').toFixed(5) };
    await setQuote(server, 'EURUSD', reached);
    await server.context.alertEngine.run(server.context, server.clock.now(), [
      { instrument_id: 'EURUSD', ...reached, time: server.clock.now().toISOString() },
    ]);
    await waitFor(() => received('alertTriggered'), 2000, 'the alert reached');
    exchanged.push(...recorded);

    // Signing out ends the session's socket, which is told why first.
    const leaving = await createTrader(server);
    const leavingSocket = open(leaving.accessToken);
    const leavingRecorded = recordExchange(leavingSocket);
    await connected(leavingSocket);
    expect((await callApi(server, 'logout', { trader: leaving })).statusCode).toBe(200);
    await waitFor(() => leavingRecorded.some((item) => item.event === 'streamClosed'), 2000, 'streamClosed on signing out');
    exchanged.push(...leavingRecorded);

    // The same access token once it has expired.
    server.clock.advance(server.context.config.accessTokenTtlSeconds * 1000 + 1000);
    exchanged.push({ from: 'server', event: CONNECT_ERROR, payload: { message: await connectError(open(trader.accessToken)) } });

    const validator = createSchemaValidator();
    for (const { from, event, payload } of exchanged) {
      const operation = document.operations[event];
      expect(operation?.action, event).toBe(from === 'server' ? 'send' : 'receive');
      const message = resolve(document, operation?.messages[0]?.$ref ?? '') as Message | undefined;
      const schema = resolve(document, message?.payload.$ref ?? '') as object | undefined;
      expect(schema, event).toBeDefined();
      const validate = validator.compile(standalone(document, schema ?? {}));
      expect(validate(payload), `${event}: ${errorText(validate.errors)}\n${JSON.stringify(payload)}`).toBe(true);
    }
    // Every documented event took part, so none of the checks above is vacuous.
    expect([...new Set(exchanged.map((item) => item.event))].sort()).toEqual(Object.keys(document.components.messages).sort());
    expect(exchanged.filter((item) => item.event === CONNECT_ERROR).map((item) => item.payload)).toEqual([
      { message: 'unauthorized' },
      { message: JWT_EXPIRED_MESSAGE },
    ]);
  });

  it('refuses what the server refuses', async () => {
    const document = await fetchDocument();
    const validator = createSchemaValidator();
    const subscribe = validator.compile(document.components.schemas.subscribeQuotes ?? {});
    expect(subscribe(['EURUSD'])).toBe(true);
    expect(subscribe('EURUSD')).toBe(false);
    expect(subscribe([''])).toBe(false);
    const refresh = validator.compile(document.components.schemas.refreshToken ?? {});
    expect(refresh('')).toBe(false);
    const connectRefusal = validator.compile(document.components.schemas[CONNECT_ERROR] ?? {});
    expect(connectRefusal({ message: 'something else' })).toBe(false);
  });
});

import { z } from 'zod';
import {
  ACCOUNT_EVENT_RETENTION_HOURS,
  API_PORT,
  DEMO_ACCOUNT_LABEL,
  HEARTBEAT_INTERVAL_MS,
  JWT_EXPIRED_MESSAGE,
  MAX_RESUME_EVENTS,
  SOCKET_EVENTS,
  endpointPath,
  socketAuth,
  socketPayloads,
} from '@beurs/domain';
import type { AppContext } from '../app-context';
import { schemaComponents, type JsonSchema } from '../http/json-schema';
import { UNAUTHORIZED_MESSAGE, socketConnectError } from './socket-auth';
import { CLIENT_EVENT_DOCS, SERVER_EVENT_DOCS, type SocketEventDoc } from './socket-event-docs';
import { SOCKET_PATH } from './socket-server';
import { INVALID_LAST_SEQ_MESSAGE } from './resume-point';

/** The AsyncAPI version the document is written in. */
export const ASYNCAPI_VERSION = '3.0.0';

/**
 * socket.io's own event for a refused handshake. The server never emits it by name (its
 * middleware fails the handshake), but clients must handle it (contract §4), so it is documented.
 */
export const CONNECT_ERROR_EVENT = 'connect_error';

const SERVER_ID = 'api';
const CHANNEL_ID = 'socket';
const SECURITY_ID = 'accessToken';

/** Every message a refused handshake carries: the token's two, and a `last_seq` that is no seq. */
const handshakeRefusal = z.object({ message: z.enum([...socketConnectError.shape.message.options, INVALID_LAST_SEQ_MESSAGE]) });

/** How a client resumes the account stream: the handshake's `last_seq` and what the server answers. */
const RESUME_FLOW = [
  `Resuming the account stream (a Beurs extension): every signed-in socket gets streamState once right after the handshake, then the replayed accountEvents, then each new accountEvent as it commits, once and in seq order, and a heartbeat every ${HEARTBEAT_INTERVAL_MS / 1000} seconds.`,
  "A client keeps the seq of the last accountEvent it handled and, when it connects again (a dropped network, a restarted or replaced server), sends it as last_seq in the handshake's auth data beside the token: `io(origin, { auth: { token, last_seq } })`.",
  `The server answers streamState with resumed_from set to it and replays the events after it, oldest first. When they are no longer kept (${ACCOUNT_EVENT_RETENTION_HOURS} hours), more than ${MAX_RESUME_EVENTS} were missed, or last_seq is ahead of the account's latest event (the platform's data was reset), snapshot is true and nothing is replayed: take userOrders and the account afresh and carry on from streamState's seq.`,
  'Without last_seq the stream starts at the latest event and nothing is replayed.',
].join(' ');

function ref(pointer: string): { $ref: string } {
  return { $ref: `#/${pointer}` };
}

/** One event as the document names it: words, payload schema and which side sends it. */
interface DocumentedEvent {
  name: string;
  doc: SocketEventDoc;
  payload: z.ZodType;
  /** `send`: the server emits it; `receive`: the server handles it (AsyncAPI's point of view is the server's). */
  action: 'send' | 'receive';
  replies: readonly string[];
  /** Marks: `x-beurs-extension` beyond the spec, `x-socket-io-reserved` for socket.io's own events. */
  marks: JsonSchema;
}

/** Beyond contract §4 unless the domain lists it among the spec's events. */
function marksOf(name: string): JsonSchema {
  return name in SOCKET_EVENTS ? {} : { 'x-beurs-extension': true };
}

function describedAs(event: DocumentedEvent): string {
  return 'x-beurs-extension' in event.marks ? `Beurs extension of contract §4. ${event.doc.description}` : event.doc.description;
}

function documentedEvents(): DocumentedEvent[] {
  const sent = Object.entries(SERVER_EVENT_DOCS).map(([name, doc]): DocumentedEvent => {
    const payload = socketPayloads[name as keyof typeof SERVER_EVENT_DOCS];
    return { name, doc, payload, action: 'send', replies: [], marks: marksOf(name) };
  });
  const handled = Object.entries(CLIENT_EVENT_DOCS).map(([name, doc]): DocumentedEvent => {
    const payload = socketPayloads[name as keyof typeof CLIENT_EVENT_DOCS];
    return { name, doc, payload, action: 'receive', replies: doc.replies, marks: marksOf(name) };
  });
  const connectError: DocumentedEvent = {
    name: CONNECT_ERROR_EVENT,
    doc: {
      title: 'Handshake refused',
      summary: "socket.io's connect_error: the handshake's access token was refused.",
      description: `Not emitted by name: socket.io delivers a refused handshake as this event. '${JWT_EXPIRED_MESSAGE}': refresh the tokens over HTTP and connect again, or log out when the refresh is refused (contract §4). '${UNAUTHORIZED_MESSAGE}': the token is missing, malformed or revoked. '${INVALID_LAST_SEQ_MESSAGE}': the handshake's last_seq (a Beurs extension) is not a whole number of 0 or more.`,
    },
    payload: handshakeRefusal,
    action: 'send',
    replies: [],
    marks: { 'x-socket-io-reserved': true },
  };
  return [...sent, ...handled, connectError];
}

function messageOf(event: DocumentedEvent): JsonSchema {
  return {
    name: event.name,
    title: event.doc.title,
    summary: event.doc.summary,
    description: describedAs(event),
    contentType: 'application/json',
    payload: ref(`components/schemas/${event.name}`),
    ...event.marks,
  };
}

function operationOf(event: DocumentedEvent): JsonSchema {
  const channel = ref(`channels/${CHANNEL_ID}`);
  const messageRef = (name: string) => ref(`channels/${CHANNEL_ID}/messages/${name}`);
  return {
    action: event.action,
    channel,
    title: event.doc.title,
    summary: event.doc.summary,
    description: describedAs(event),
    messages: [messageRef(event.name)],
    ...(event.replies.length > 0 ? { reply: { channel, messages: event.replies.map(messageRef) } } : {}),
    ...event.marks,
  };
}

/**
 * The AsyncAPI 3.0 document of every socket event: the spec's, Beurs's extensions and socket.io's
 * handshake refusal, each payload schema generated from the contract's zod schemas (draft-07,
 * AsyncAPI's default schema format), as the OpenAPI document does for the HTTP calls.
 */
export function buildAsyncApiDocument(context: AppContext): JsonSchema {
  const events = documentedEvents();
  const byName = <TValue>(value: (event: DocumentedEvent) => TValue) =>
    Object.fromEntries(events.map((event) => [event.name, value(event)]));
  const schemas = schemaComponents('draft-7');
  const payloads = byName((event) => schemas.schemaOf(event.payload, event.action === 'send' ? 'output' : 'input'));
  const handshake = schemas.schemaOf(socketAuth, 'input');
  // The entities the payloads share (Order, TokenPair, Alert…) sit beside them, under the domain's names.
  const named = schemas.named();
  const clash = Object.keys(named).find((name) => name in payloads);
  if (clash) throw new Error(`The schema named ${clash} has the name of a socket event: rename one of them`);
  return {
    asyncapi: ASYNCAPI_VERSION,
    info: {
      title: `${context.config.company.name} socket events`,
      version: '1.0.0',
      description: [
        'The socket.io events of the Beurs contract, served by the reference paper-trading broker.',
        'Operations are seen from the server: `send` is an event the server emits, `receive` one it handles. Every event carries one argument, its JSON payload, without acknowledgement.',
        'Events marked `x-beurs-extension` go beyond the spec.',
        RESUME_FLOW,
        `The HTTP calls are described in ${endpointPath('openapi.json')}. ${DEMO_ACCOUNT_LABEL}.`,
      ].join(' '),
    },
    defaultContentType: 'application/json',
    servers: {
      [SERVER_ID]: {
        host: '{host}',
        protocol: 'wss',
        pathname: `${SOCKET_PATH}/`,
        title: 'socket.io on the API origin',
        description:
          "socket.io 4 on the same origin and port as /api/v1 (plain ws where the API is served over http): connect with socket.io-client to the origin with path '/socket.io', as @beurs/realtime does. Over WebSocket or HTTP long-polling.",
        variables: {
          host: {
            default: `localhost:${API_PORT}`,
            description: 'The host and port that served this document: the socket shares the API origin.',
          },
        },
        security: [ref(`components/securitySchemes/${SECURITY_ID}`)],
      },
    },
    channels: {
      [CHANNEL_ID]: {
        address: '/',
        title: "socket.io's main namespace",
        description:
          "Every event travels on the main namespace between the server and one signed-in socket; a user's events reach only that user's sockets.",
        servers: [ref(`servers/${SERVER_ID}`)],
        messages: byName((event) => ref(`components/messages/${event.name}`)),
      },
    },
    operations: byName(operationOf),
    components: {
      schemas: { ...payloads, ...named },
      messages: byName(messageOf),
      securitySchemes: {
        [SECURITY_ID]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `The access token of auth/signin or auth/refresh, sent in the socket.io handshake's auth data (\`io(origin, { auth: { token } })\`), not in a header. A program sends an API key's secret (\`bk_live_…\`, read scope) instead: its socket has no session, so it may not send refreshToken (it is disconnected), and it gets streamClosed (api_key_revoked or api_key_expired) before a disconnect when the key stops working. Beside it, last_seq (optional, a Beurs extension) resumes the account stream after the last accountEvent the client handled. A refused handshake ends in connect_error: '${JWT_EXPIRED_MESSAGE}', '${UNAUTHORIZED_MESSAGE}' or, for a last_seq that is no seq, '${INVALID_LAST_SEQ_MESSAGE}'.`,
          // The handshake's auth data, from the schema the server checks it with.
          'x-socket-io-auth': handshake,
        },
      },
    },
  };
}

import { io } from 'socket.io-client';
import { socketPayloads, type AccountEvent, type Heartbeat, type StreamState } from '@beurs/domain';
import type { TestSocket } from '../realtime/socket-client';

/** A socket with everything its account stream sent, in arrival order, each payload checked against the contract. */
export interface StreamClient {
  socket: TestSocket;
  states: StreamState[];
  events: AccountEvent[];
  heartbeats: Heartbeat[];
  /** Every stream event's name in arrival order, to check that streamState comes first. */
  order: string[];
}

/** Connects as a program would: the token and, when resuming, the last seq handled, in the handshake's auth. */
export function openStream(url: string, token: string, lastSeq?: number): StreamClient {
  const socket: TestSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: lastSeq === undefined ? { token } : { token, last_seq: lastSeq },
  });
  const client: StreamClient = { socket, states: [], events: [], heartbeats: [], order: [] };
  socket.on('streamState', (state) => {
    client.states.push(socketPayloads.streamState.parse(state));
    client.order.push('streamState');
  });
  socket.on('accountEvent', (event) => {
    client.events.push(socketPayloads.accountEvent.parse(event));
    client.order.push('accountEvent');
  });
  socket.on('heartbeat', (beat) => {
    client.heartbeats.push(socketPayloads.heartbeat.parse(beat));
    client.order.push('heartbeat');
  });
  return client;
}

/** The seqs of the events, to compare with a run of consecutive numbers. */
export function seqsOf(client: StreamClient): number[] {
  return client.events.map((event) => event.seq);
}

/** first, first + 1, …, last. */
export function run(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

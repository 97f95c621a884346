import type { TestSocket } from './socket-client';

/** One event as it crossed the wire: which side sent it, its name and its one argument. */
export interface ExchangedEvent {
  from: 'server' | 'client';
  event: string;
  payload: unknown;
}

/**
 * Records every event the socket sends and receives, in order, as socket.io delivered it (not
 * as the contract's types say it should look), for checks against a document of the events.
 */
export function recordExchange(socket: TestSocket): ExchangedEvent[] {
  const exchanged: ExchangedEvent[] = [];
  socket.onAny((event: string, payload: unknown) => exchanged.push({ from: 'server', event, payload }));
  socket.onAnyOutgoing((event: string, payload: unknown) => exchanged.push({ from: 'client', event, payload }));
  return exchanged;
}

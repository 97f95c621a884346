import { socketPayloads, type LiveQuote, type QuotesError } from '@beurs/domain';
import type { TestSocket } from './socket-client';
import { waitFor } from './socket-client';

/** Every `quotes` event the socket received, each checked against the contract's schema. */
export function recordQuotes(socket: TestSocket): LiveQuote[][] {
  const received: LiveQuote[][] = [];
  socket.on('quotes', (quotes) => received.push(socketPayloads.quotes.parse(quotes)));
  return received;
}

/** Every `quotesError` event the socket received, each checked against the contract's schema. */
export function recordQuoteErrors(socket: TestSocket): QuotesError[] {
  const received: QuotesError[] = [];
  socket.on('quotesError', (error) => received.push(socketPayloads.quotesError.parse(error)));
  return received;
}

/** Emits an event with any payload, as a client that ignores the contract would. */
export function emitRaw(socket: TestSocket, event: 'subscribeQuotes' | 'unsubscribeQuotes', payload: unknown): void {
  (socket.emit as (name: string, ...args: unknown[]) => void)(event, payload);
}

/**
 * Waits until everything the server sent before now has arrived: it answers a subscription of an
 * unknown id with a `quotesError` after whatever it had already written to this socket.
 */
export async function drained(socket: TestSocket, errors: QuotesError[]): Promise<void> {
  const before = errors.length;
  socket.emit('subscribeQuotes', ['NO-SUCH-INSTRUMENT']);
  await waitFor(() => errors.length > before, 3000, 'the quotesError that marks the end of the stream so far');
  errors.splice(before, 1);
}

/** The instrument ids of the quotes received, in order. */
export function instrumentsOf(batches: LiveQuote[][]): string[] {
  return batches.flat().map((quote) => quote.instrument_id);
}

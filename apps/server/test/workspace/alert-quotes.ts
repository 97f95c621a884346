import type { Decimal, LiveQuote } from '@beurs/domain';
import type { AlertReport } from '../../src/app-context';
import { setQuote } from '../market/test-quotes';
import type { TestServer } from '../test-server';

/**
 * Moves the clock one second and puts a quote in place as the feed would (written and published),
 * returning it as the tick the alert engine is told of.
 */
export async function nextQuote(
  server: TestServer,
  instrumentId: string,
  bid: Decimal,
  spread: string,
  digits: number,
): Promise<LiveQuote> {
  server.clock.advance(1000);
  const quote = { bid: bid.toFixed(digits), ask: bid.add(spread).toFixed(digits) };
  await setQuote(server, instrumentId, quote);
  return { instrument_id: instrumentId, ...quote, time: server.clock.now().toISOString() };
}

/** Runs the alert engine as the feed does after a tick, at the clock's now unless told. */
export function runAlertEngine(server: TestServer, ticked: readonly LiveQuote[], at: Date = server.clock.now()): Promise<AlertReport> {
  return server.context.alertEngine.run(server.context, at, ticked);
}

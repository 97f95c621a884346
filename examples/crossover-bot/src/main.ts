import { createApiClient } from '@beurs/api-client';
import { createRealtimeClient } from '@beurs/realtime';
import { CrossoverBot } from './bot';
import { loadState } from './bot-state';
import { log } from './log';
import { readSettings } from './settings';

// A trading program on Beurs: `BEURS_API_KEY=bk_live_… pnpm --filter @beurs/example-crossover-bot start`.
// It stops on Ctrl-C (SIGINT) or SIGTERM, after the action under way has its answer.

const settings = readSettings(process.env);
const state = loadState(settings.stateFile);
const api = createApiClient({ baseUrl: settings.url, apiKey: settings.apiKey });
const realtime = createRealtimeClient({ url: settings.url, apiKey: settings.apiKey, lastSeq: state.lastSeq ?? undefined });
const bot = new CrossoverBot(settings, api, realtime, state);

realtime.onAccountEvent((event) => bot.onAccountEvent(event));
/** Set when the stream could not replay what was missed: the next full list says what the bot holds. */
let adoptNextList = false;
realtime.onStreamState((stream) => {
  log('stream', { ...stream });
  if (stream.snapshot) adoptNextList = true;
});
realtime.onOrders((orders) => {
  if (!adoptNextList) return;
  adoptNextList = false;
  bot.adopt(orders);
});
realtime.onQuotes((quotes) => {
  for (const quote of quotes) if (quote.instrument_id === settings.instrument) bot.onPrice(Number(quote.bid), Number(quote.ask));
});

// What the bot holds at start: its open position in the first list of live orders.
const firstList = new Promise<void>((resolve) => {
  const stop = realtime.onOrders((orders) => {
    stop();
    bot.adopt(orders);
    resolve();
  });
});
realtime.start();
await firstList;
await bot.finishPendingOpen();
realtime.subscribeQuotes([settings.instrument]);
log('started', {
  instrument: settings.instrument,
  fast: settings.fast,
  slow: settings.slow,
  next_order: state.nextOrder,
  last_seq: state.lastSeq,
});

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log('stopping', { signal });
  await bot.stop();
  realtime.stop();
  log('stopped', { ...bot.tally, last_seq: state.lastSeq });
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
